import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { startSession } from '../../app/session';
import { Button } from '../../ui/Button';
import { FormAlert } from '../auth/FormParts';
import { TextField } from '../auth/TextField';
import { logoOf, useBrand } from '../layout/brand';
import { LanguageSelect } from '../layout/LanguageSelect';
import { ThemeToggle } from '../layout/ThemeToggle';

/** /agent: its own page; the server refuses non-agents ('Non-agents cannot login'). */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const [v, setV] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const need = Object.fromEntries(
      (['username', 'password'] as const).filter((k) => !v[k]).map((k) => [k, t('common.required')]),
    );
    setErrors(need);
    if (Object.keys(need).length) return;
    try {
      const res = await api<{ token: string }>('/wps/session/login', {
        method: 'POST',
        sealed: true,
        body: { type: 'username', ...v, agentLogin: true },
      });
      startSession(res.token);
      navigate('/agentHome');
    } catch (err) {
      setMessage((err as Error).message);
    }
  };
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
        <FormAlert message={message} />
        <Button type="submit" className="mt-1 py-3">
          {t('auth.agentSubmit')}
        </Button>
        <Link to="/" className="text-center text-sm text-muted hover:text-fg">
          {t('auth.backToSite')}
        </Link>
      </form>
    </div>
  );
}
