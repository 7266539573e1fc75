import { LIMITS, type ROUTES } from '@platform/contracts';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ApiError, call } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type FieldProps, TextField } from '../../ui/form/TextField';
import { resendAt, setResendAt, smsKey } from './sms-resend';

/** The ways to ask for an SMS code share one body and answer (bindMobileCode: a new number in My account). */
type SmsRoute = (typeof ROUTES)['smsNoLogin' | 'smsRegister' | 'smsMember' | 'bindMobileCode'];

type SendProps = {
  route: SmsRoute;
  mobileNum: string;
  dialingCode: string;
  /** Checks what the code is sent to (the mobile number) before the request goes out. */
  validate: () => boolean | Promise<boolean>;
  onError: (m: string) => void;
  /** Anti-bot fields sent along (the proof-of-work, and the captcha once the server asks for one). */
  challenge?: () => Record<string, string | undefined> | Promise<Record<string, string | undefined>>;
  /** The server wants a captcha before it sends more codes from this IP. */
  onCaptchaRequired?: () => void;
};

/** The SMS code input with its send button beside it, as every form that asks for a code shows it. */
export function SmsCodeField<T extends FieldValues, Out = T>({
  control,
  name,
  label,
  maxLength = 6,
  ...send
}: FieldProps<T, Out> & { label: string; maxLength?: number } & SendProps) {
  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <TextField control={control} name={name} label={label} required inputMode="numeric" maxLength={maxLength} />
      </div>
      <SmsCodeButton {...send} />
    </div>
  );
}

/**
 * Sends an SMS code, then stays disabled for expiredMinutes x 60 seconds (spec §4), counted from
 * the instant of the send for that number and purpose (sms-resend.ts), so closing and reopening the
 * popup or reloading does not start it over; another number may be sent to at once. The mobile
 * number is validated by the caller before the request goes out. Clicks are throttled to one per
 * 1000 ms on the leading edge (spec §9): `busy` is state, so a second click in the same burst still
 * reads it false, and its request would spend the same anti-bot solution and come back refused.
 */
export function SmsCodeButton({
  route,
  mobileNum,
  dialingCode,
  validate,
  onError,
  challenge,
  onCaptchaRequired,
}: SendProps) {
  const { t } = useTranslation();
  const key = smsKey(route.path, dialingCode, mobileNum);
  const [until, setUntil] = useState(() => resendAt(key));
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState('');
  const lastClick = useRef(Number.NEGATIVE_INFINITY);
  // Another number (or purpose) has its own countdown, usually none.
  useEffect(() => {
    setUntil(resendAt(key));
    setNow(Date.now());
  }, [key]);
  const left = until > now ? Math.ceil((until - now) / 1000) : 0;
  useEffect(() => {
    if (left <= 0) return;
    // Wake when the shown second changes: what is left past a whole second, or a whole second.
    const id = setTimeout(() => setNow(Date.now()), (until - now) % 1000 || 1000);
    return () => clearTimeout(id);
  }, [left, until, now]);
  const send = async () => {
    const now = Date.now();
    if (now - lastClick.current < LIMITS.smsThrottleMs) return;
    lastClick.current = now;
    if (busy || !(await validate())) return;
    setBusy(true);
    try {
      const v = await call(route, {
        body: { mobileNum, countryDialingCode: dialingCode, ...(await challenge?.()) },
      });
      onError('');
      const sent = Date.now();
      const at = sent + (v.expiredMinutes ?? LIMITS.smsDefaultExpiredMinutes) * 60_000;
      setResendAt(key, at, sent);
      setUntil(at);
      setNow(sent);
    } catch (e) {
      const error = e as ApiError;
      if (error.value?.captchaRequired) {
        // The form shows the captcha and says why; the member fills it and sends again.
        onError(error.message);
        onCaptchaRequired?.();
      } else {
        // Spec §8: an SMS send failure shows a warning dialog with the server's message.
        onError('');
        setWarning(error.message);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={send}
        data-testid="sms-send"
        disabled={left > 0 || busy}
        className="mb-[2px] h-[42px] shrink-0 rounded-lg bg-surface-3 px-3 text-sm font-semibold text-gold disabled:opacity-50"
      >
        {left > 0 ? t('auth.resendIn', { s: left }) : t('auth.sendCode')}
      </button>
      <ConfirmDialog
        open={warning !== ''}
        title={t('auth.smsFailedTitle')}
        message={warning}
        onConfirm={() => setWarning('')}
        onCancel={() => setWarning('')}
        cancellable={false}
        testId="sms-warning"
      />
    </>
  );
}
