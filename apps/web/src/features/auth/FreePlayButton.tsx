import { ROUTES } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetAccount } from '../../api/account';
import { call } from '../../api/client';
import { useModals } from '../../state/modals';
import { startSession } from '../../state/session';
import type { ProofOfWork } from './ProofOfWork';

/** Free play (spec §6): a trial account with demo credit, for browsing without registering. */
export function FreePlayButton({ onError, pow }: { onError: (m: string) => void; pow: ProofOfWork }) {
  const { t } = useTranslation();
  const { close } = useModals();
  const reset = useResetAccount();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const r = await call(ROUTES.loginFreePlay, {
        body: { os: navigator.platform || 'web', platform: 'W', altcha: await pow.take() },
      });
      startSession(r.token, r.firstTimeLogin);
      reset();
      close();
    } catch (err) {
      onError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void start()}
      data-testid="free-play"
      className="rounded-lg border border-dashed border-line py-2 text-sm text-muted hover:border-gold/60 hover:text-gold"
    >
      {t('auth.freePlay')}
    </button>
  );
}
