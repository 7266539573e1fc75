import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { CaptchaField } from '../auth/CaptchaField';
import { FormAlert } from '../auth/FormParts';
import { ProofOfWorkField } from '../auth/ProofOfWork';
import { TextField } from '../auth/TextField';
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
  const [v, setV] = useState({ username: '', password: '', captcha: '' });
  const [captchaId, setCaptchaId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Agent-page logins go to /agentHome (spec §4); the server refuses non-agents.
  const flow = useLoginFlow(() => navigate('/agentHome'));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const need = Object.fromEntries(
      (['username', 'password'] as const).filter((k) => !v[k]).map((k) => [k, t('common.required')]),
    );
    if (flow.captchaShown && !v.captcha) need.captcha = t('auth.captchaRequired');
    setErrors(need);
    if (Object.keys(need).length) return;
    const captcha = flow.captchaShown ? { captcha: v.captcha, captchaId } : {};
    void flow.login({ type: 'username', username: v.username, password: v.password, agentLogin: true, ...captcha });
  };
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
        <TextField
          label={t('auth.username')}
          value={v.username}
          onChange={(x) => setV((s) => ({ ...s, username: x }))}
          error={errors.username}
          required
          autoComplete="username"
        />
        <TextField
          label={t('auth.password')}
          type="password"
          value={v.password}
          onChange={(x) => setV((s) => ({ ...s, password: x }))}
          error={errors.password}
          required
          autoComplete="current-password"
        />
        {flow.captchaShown && (
          <CaptchaField
            value={v.captcha}
            onChange={(x) => setV((s) => ({ ...s, captcha: x }))}
            onId={setCaptchaId}
            error={errors.captcha}
            reloadKey={flow.captchaReload}
          />
        )}
        {flow.captchaShown && <ProofOfWorkField pow={flow.pow} />}
        <FormAlert message={flow.message} />
        <Button type="submit" disabled={flow.busy} className="mt-1 py-3" data-testid="agent-login-submit">
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
