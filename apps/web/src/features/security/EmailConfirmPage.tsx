import { ROUTES } from '@platform/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/client';
import { useRefreshAccount } from '../../api/profile';
import { hasToken } from '../../state/session';

/**
 * Where the mailed link lands (/email/confirm?token=...): the token binds the address it was sent
 * to, logged in or not (the link may be opened on another device).
 */
export function EmailConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const refresh = useRefreshAccount();
  const [state, setState] = useState<{ ok?: string; error?: string }>({});
  const sent = useRef(false);
  useEffect(() => {
    // Once: a second try would only read "used".
    if (sent.current) return;
    sent.current = true;
    call(ROUTES.confirmEmail, { body: { token: params.get('token') ?? '' } })
      .then((r) => {
        setState({ ok: r.email });
        void refresh();
      })
      .catch((e: Error) => setState({ error: e.message }));
  }, [params, refresh]);

  return (
    <section className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-10" data-testid="email-confirm">
      <h1 className="text-xl font-bold">{t('security.email.confirmTitle')}</h1>
      {state.ok ? (
        <p role="status" className="rounded-lg bg-emerald/10 px-4 py-3 text-emerald" data-testid="email-confirmed">
          {t('security.email.confirmed', { email: state.ok })}
        </p>
      ) : state.error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-4 py-3 text-danger" data-testid="email-confirm-failed">
          {state.error}
        </p>
      ) : (
        <p className="text-muted">{t('security.email.confirming')}</p>
      )}
      <Link
        to={hasToken() ? '/member?tab=securityCenter' : '/'}
        className="self-start rounded-lg bg-surface-2 px-4 py-2 text-sm font-semibold text-gold"
      >
        {hasToken() ? t('security.email.toAccount') : t('security.email.toHome')}
      </Link>
    </section>
  );
}
