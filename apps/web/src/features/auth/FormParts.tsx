import { useTranslation } from 'react-i18next';
import { useModals } from '../../state/modals';

/** Under the login and register buttons, in the sticky action row: forgot password, and a switch to the other form. */
export function AuthLinks({ other }: { other: 'login' | 'register' }) {
  const { t } = useTranslation();
  const { open } = useModals();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
      <button type="button" className="text-muted hover:text-fg" onClick={() => open('forgot')}>
        {t('auth.forgot')}
      </button>
      <span className="text-muted">
        {other === 'register' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
        <button type="button" className="font-semibold text-gold hover:underline" onClick={() => open(other)}>
          {other === 'register' ? t('common.register') : t('common.login')}
        </button>
      </span>
    </div>
  );
}
