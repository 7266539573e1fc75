import { type LoginResult, ROUTES, type VerificationChallenge } from '@platform/contracts';
import { useRef, useState } from 'react';
import { useResetAccount } from '../../api/account';
import { type ApiError, call } from '../../api/client';
import { startSession } from '../../state/session';
import { useProofOfWork } from './ProofOfWork';

/**
 * What every login form shares (spec §4): the sealed call, the captcha once the server flags it,
 * the extra verification of a new IP, then the session. The caller decides what success opens.
 */
export function useLoginFlow(onSuccess: (r: LoginResult) => void, onFieldErrors?: (e: ApiError) => void) {
  const reset = useResetAccount();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaReload, setCaptchaReload] = useState(0);
  const [challenge, setChallenge] = useState<VerificationChallenge | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // Past the failures that bring the captcha, the server asks for the proof-of-work too.
  const pow = useProofOfWork();
  // Remember me (spec §9) as the last login asked it, carried through a new-IP verification.
  const remember = useRef(false);

  const finish = (r: LoginResult) => {
    startSession(r.token, r.firstTimeLogin, remember.current);
    reset();
    setChallenge(null);
    onSuccess(r);
  };
  const fail = (err: unknown) => {
    const e = err as ApiError;
    if (e.code === 'VERIFICATION_REQUIRED' && e.value.challengeId) {
      // The step explains itself; the server's 'Please complete verification first' is its heading.
      setChallenge(e.value as unknown as VerificationChallenge);
      return;
    }
    setMessage(e.message);
    if (e.fields?.length) onFieldErrors?.(e);
    if (e.value?.captchaRequired) {
      setCaptchaShown(true);
      setCaptchaReload((k) => k + 1);
    }
  };
  const run = async (send: () => Promise<LoginResult>) => {
    setBusy(true);
    setMessage('');
    try {
      finish(await send());
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  return {
    captchaShown,
    captchaReload,
    challenge,
    message,
    setMessage,
    busy,
    pow,
    login: (body: Record<string, unknown>) =>
      run(async () => {
        remember.current = body.remember === true;
        const altcha = captchaShown ? await pow.take() : undefined;
        return call(ROUTES.login, { body: { ...body, altcha } });
      }),
    verify: (answer: string) =>
      run(() =>
        call(ROUTES.loginVerify, {
          body: { challengeId: challenge?.challengeId ?? '', answer, remember: remember.current },
        }),
      ),
    cancelChallenge: () => {
      setChallenge(null);
      setMessage('');
    },
  };
}
