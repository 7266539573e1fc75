import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '../../ui/icons';
import { canUse, signOut, useOpsMe } from '../api/session';
import { OPS_LANGUAGES, type OpsLanguage, setOpsLanguage, useOpsT } from '../i18n';
import { SECTIONS } from './sections';

const LANGUAGE_NAMES: Record<OpsLanguage, string> = { en: 'English', bn: 'বাংলা' };

/**
 * The back office frame: the section menu on the left (a drawer below 1024 px, for tablets), the
 * operator, role, language and sign-out on top, the section's own screen in the middle.
 */
export function Layout() {
  const t = useOpsT();
  const me = useOpsMe();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useState<OpsLanguage>(() => (document.documentElement.lang === 'bn' ? 'bn' : 'en'));
  const sections = SECTIONS.filter((s) => canUse(me.data, s.permission));
  const current = SECTIONS.find((s) => pathname === `/ops/${s.id}` || pathname.startsWith(`/ops/${s.id}/`));
  const allowed = !current || canUse(me.data, current.permission);

  const logout = async () => {
    await signOut().catch(() => {});
    qc.clear();
    navigate('/ops/login', { replace: true });
  };

  return (
    <div className="flex min-h-dvh bg-bg text-fg" data-testid="ops-shell">
      <aside
        className={`fixed inset-y-0 left-0 z-30 w-60 shrink-0 border-r border-line bg-surface p-3 transition-transform lg:static lg:translate-x-0 ${open ? 'translate-x-0' : '-translate-x-full'}`}
      >
        <p className="px-3 pb-4 pt-2 text-sm font-extrabold uppercase tracking-wider text-gold">
          {t('shell.backOffice')}
        </p>
        <nav className="flex flex-col gap-1" aria-label={t('shell.menu')} data-testid="ops-nav">
          {sections.map((s) => (
            <NavLink
              key={s.id}
              to={`/ops/${s.id}`}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-gold/15 text-gold' : 'text-muted hover:bg-surface-2 hover:text-fg'}`
              }
              data-testid={`nav-${s.id}`}
            >
              {t(`nav.${s.id}`)}
            </NavLink>
          ))}
        </nav>
      </aside>
      {open && (
        <button
          type="button"
          className="fixed inset-0 z-20 bg-black/50 lg:hidden"
          aria-label={t('shell.menu')}
          onClick={() => setOpen(false)}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b border-line bg-surface px-4 py-2.5">
          <button
            type="button"
            className="rounded-lg p-2 hover:bg-surface-2 lg:hidden"
            aria-label={t('shell.menu')}
            onClick={() => setOpen(true)}
          >
            <MenuIcon />
          </button>
          {/* The section's page heading is its h1; beside the side menu (lg) this name would only repeat it. */}
          <p className={`flex-1 truncate text-base font-bold ${allowed && current ? 'lg:invisible' : ''}`}>
            {current ? t(`nav.${current.id}`) : t('shell.backOffice')}
          </p>
          <fieldset className="flex gap-1 text-xs" aria-label={t('shell.language')}>
            {OPS_LANGUAGES.map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={lang === code}
                className={`rounded-md px-2 py-1 ${lang === code ? 'bg-gold/15 font-bold text-gold' : 'text-muted hover:text-fg'}`}
                onClick={() => void setOpsLanguage(code).then(() => setLang(code))}
                data-testid={`ops-lang-${code}`}
              >
                {LANGUAGE_NAMES[code]}
              </button>
            ))}
          </fieldset>
          {me.data && (
            <span className="hidden text-right text-xs leading-tight sm:block" data-testid="ops-operator">
              <span className="block font-semibold">{me.data.username}</span>
              <span className="text-muted">{t(`shell.role.${me.data.role}`)}</span>
            </span>
          )}
          <button
            type="button"
            className="rounded-lg border border-line px-3 py-1.5 text-xs font-semibold hover:bg-surface-2"
            onClick={() => void logout()}
            data-testid="ops-logout"
          >
            {t('shell.logout')}
          </button>
        </header>
        <main className="min-w-0 flex-1 p-4 lg:p-6">
          {allowed ? <Outlet /> : <p className="text-sm text-muted">{t('shell.forbidden')}</p>}
        </main>
      </div>
    </div>
  );
}
