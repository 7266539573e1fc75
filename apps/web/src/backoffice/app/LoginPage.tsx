import { operatorLoginBody, operatorTotpBody } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showServerError } from '../../ui/form/serverErrors';
import { PasswordField, TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { type LoginStep, passSecondFactor, signIn } from '../api/session';
import { useOpsT } from '../i18n';
import { FormSubmit } from '../ui/FormActions';

/** The second step's field: the authenticator's code of the moment (the ticket is kept aside). */
const codeForm = operatorTotpBody.pick({ code: true });

/** Only a path of the back office itself may be the page to come back to (never another site). */
const safeNext = (next: string | null) => (next?.startsWith('/ops') && !next.startsWith('//') ? next : '/ops');

/**
 * /ops/login: username and password, then the authenticator code; the first sign-in enrols the
 * authenticator from a QR code (and the key written out, for typing it in).
 */
export function LoginPage() {
  const t = useOpsT();
  const navigate = useNavigate();
  const [sp] = useSearchParams();
  const [step, setStep] = useState<LoginStep | null>(null);
  const done = () => navigate(safeNext(sp.get('next')), { replace: true });

  return (
    <div className="flex min-h-dvh items-start justify-center bg-bg px-4 pt-16 text-fg">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-surface p-6 shadow-xl">
        <p className="mb-1 text-xs font-extrabold uppercase tracking-wider text-gold">{t('shell.backOffice')}</p>
        {step ? (
          <SecondFactor step={step} onDone={done} onRestart={() => setStep(null)} />
        ) : (
          <Password onNext={setStep} />
        )}
      </div>
    </div>
  );
}

function Password({ onNext }: { onNext: (s: LoginStep) => void }) {
  const t = useOpsT();
  const form = useZodForm(operatorLoginBody, { defaultValues: { username: '', password: '' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      onNext(await signIn(body));
    } catch (err) {
      showServerError(form, err);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="ops-login">
      <h1 className="text-lg font-bold">{t('shell.signInTitle')}</h1>
      <TextField
        control={form.control}
        name="username"
        label={t('shell.username')}
        required
        autoComplete="username"
        data-testid="ops-username"
      />
      <PasswordField
        control={form.control}
        name="password"
        label={t('shell.password')}
        required
        autoComplete="current-password"
        data-testid="ops-password"
      />
      <FormSubmit form={form} label={t('shell.signIn')} testId="ops-sign-in" />
    </form>
  );
}

function SecondFactor({ step, onDone, onRestart }: { step: LoginStep; onDone: () => void; onRestart: () => void }) {
  const t = useOpsT();
  const form = useZodForm(codeForm, { defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await passSecondFactor(step.ticket, code);
      onDone();
    } catch (err) {
      showServerError(form, err);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="ops-totp">
      <h1 className="text-lg font-bold">{step.step === 'enrol' ? t('shell.enrolTitle') : t('shell.code')}</h1>
      {step.step === 'enrol' && <Enrolment uri={step.otpauthUri} secret={step.secret} />}
      <TextField
        control={form.control}
        name="code"
        label={t('shell.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-testid="ops-code"
      />
      <p className="-mt-2 text-xs text-muted">{t('shell.codeHint')}</p>
      <FormSubmit form={form} label={t('shell.verify')} testId="ops-verify" />
      <button type="button" className="text-xs text-muted underline" onClick={onRestart} data-testid="ops-start-over">
        {t('shell.startOver')}
      </button>
    </form>
  );
}

/** The authenticator's QR code, drawn here from the otpauth URI (it carries the secret: no image service). */
function Enrolment({ uri, secret }: { uri: string; secret: string }) {
  const t = useOpsT();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(uri, { margin: 1, width: 360 }))
      .then((d) => {
        if (live) setSrc(d);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div className="flex flex-col items-center gap-3" data-testid="ops-enrol">
      <p className="text-sm text-muted">{t('shell.enrolHint')}</p>
      <div className="rounded-lg bg-white p-2" style={{ width: 196, height: 196 }}>
        {src && <img src={src} alt={t('shell.enrolTitle')} width={180} height={180} data-testid="ops-enrol-qr" />}
      </div>
      <p className="text-xs text-muted">{t('shell.enrolSecret')}</p>
      <code className="select-all break-all rounded bg-surface-2 px-2 py-1 text-xs" data-testid="ops-enrol-secret">
        {secret}
      </code>
    </div>
  );
}
