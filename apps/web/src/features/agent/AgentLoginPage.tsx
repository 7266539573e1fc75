import { loginBody } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { showFieldErrors } from '../../ui/form/serverErrors';
import { PasswordField, TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { CaptchaField } from '../auth/CaptchaField';
import { ProofOfWorkField } from '../auth/ProofOfWork';
import { useLoginFlow } from '../auth/useLoginFlow';
import { VerifyLoginStep } from '../auth/VerifyLoginStep';
import { logoOf, useBrand } from '../layout/brand';
import { LanguageSelect } from '../layout/LanguageSelect';
import { ThemeToggle } from '../layout/ThemeToggle';

/** /agent: its own page; the server refuses non-agents ('Non-agents cannot login'). */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const [captchaId, setCaptchaId] = useState('');
  // Agent-page logins go to /agentHome (spec §4); the server refuses non-agents.
  const flow = useLoginFlow(
    () => navigate('/agentHome'),
    (e) => showFieldErrors(form, e),
  );
  // The contract's login body (username and password required), and the captcha once the server asks.
  const form = useZodForm(
    loginBody.superRefine((v, ctx) => {
      if (flow.captchaShown && !v.captcha)
        ctx.addIssue({ code: 'custom', path: ['captcha'], message: t('auth.captchaRequired') });
    }),
    { defaultValues: { type: 'username', username: '', password: '', captcha: '' } },
  );
  const submit = form.handleSubmit((v) => {
    const captcha = flow.captchaShown ? { captcha: v.captcha, captchaId } : {};
    return flow.login({ type: 'username', username: v.username, password: v.password, agentLogin: true, ...captcha });
  });
  if (flow.challenge)
    return (
      <Centered>
        <div className="w-full max-w-sm rounded-2xl border border-line bg-surface p-6 shadow-2xl">
          <VerifyLoginStep
            challenge={flow.challenge}
            message={flow.message}
            busy={flow.busy}
            onSubmit={(a) => void flow.verify(a)}
            onBack={flow.cancelChallenge}
          />
        </div>
      </Centered>
    );
  return (
    <div
      data-testid="agent-login-page"
      className="grid min-h-dvh place-items-center bg-[radial-gradient(ellipse_at_top_left,var(--surface-3),var(--bg)_55%)] px-4 py-10"
    >
      <div className="absolute end-3 top-3 flex gap-1">
        <ThemeToggle />
        <LanguageSelect compact />
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="flex w-full max-w-sm flex-col gap-3 rounded-2xl border border-line bg-surface p-6 shadow-2xl"
      >
        <img src={logoOf(brand)} alt={brand.brandName} className="mx-auto mb-2 h-12" />
        <h1 className="text-center text-xl font-extrabold">{t('auth.agentTitle')}</h1>
        <p className="mb-2 text-center text-sm text-muted">{t('auth.agentSubtitle')}</p>
        <TextField control={form.control} name="username" label={t('auth.username')} required autoComplete="username" />
        <PasswordField
          control={form.control}
          name="password"
          label={t('auth.password')}
          required
          autoComplete="current-password"
        />
        {flow.captchaShown && (
          <CaptchaField control={form.control} name="captcha" onId={setCaptchaId} reloadKey={flow.captchaReload} />
        )}
        {flow.captchaShown && <ProofOfWorkField pow={flow.pow} />}
        <FormAlert message={flow.message} />
        <Button
          type="submit"
          disabled={flow.busy || form.formState.isSubmitting}
          className="mt-1 py-3"
          data-testid="agent-login-submit"
        >
          {t('auth.agentSubmit')}
        </Button>
        <Link to="/" className="text-center text-sm text-muted hover:text-fg">
          {t('auth.backToSite')}
        </Link>
      </form>
    </div>
  );
}

const Centered = ({ children }: { children: React.ReactNode }) => (
  <div className="grid min-h-dvh place-items-center bg-[radial-gradient(ellipse_at_top_left,var(--surface-3),var(--bg)_55%)] px-4 py-10">
    {children}
  </div>
);
