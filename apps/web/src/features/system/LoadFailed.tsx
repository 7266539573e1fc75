import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/** Shown when the API cannot be reached at all: say so and offer a retry rather than a blank page. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center px-6 text-center">
      <div className="flex flex-col items-center gap-3">
        <p className="text-lg font-semibold">{t('system.loadFailed')}</p>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </div>
    </div>
  );
}
