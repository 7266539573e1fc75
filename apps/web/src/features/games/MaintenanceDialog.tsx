import type { GameCard as Game } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { GameGrid } from './GameGrid';

export type MaintenanceInfo = { gameName: string; suggestions: Game[] };

/** Spec §4: a game under maintenance says so and suggests other games of its category. */
export function MaintenanceNotice({ info, onOpen }: { info: MaintenanceInfo; onOpen?: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="game-maintenance" className="flex flex-col gap-4">
      <p className="rounded-lg border border-gold/40 bg-gold/10 px-3 py-2 text-sm">
        {t('games.maintenanceBody', { game: info.gameName })}
      </p>
      {info.suggestions.length > 0 && (
        <>
          <h3 className="text-sm font-bold">{t('games.suggestions')}</h3>
          <GameGrid
            testId="suggestions-grid"
            games={info.suggestions}
            loading={false}
            columns="grid-cols-2 sm:grid-cols-3 md:grid-cols-4"
            empty={{ title: '', body: '' }}
            onOpen={onOpen}
          />
        </>
      )}
    </div>
  );
}

export function MaintenanceDialog({ info, onClose }: { info: MaintenanceInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={Boolean(info)} onClose={onClose} title={t('games.maintenanceTitle')} testId="maintenance-dialog" wide>
      {info && <MaintenanceNotice info={info} onOpen={onClose} />}
    </Modal>
  );
}
