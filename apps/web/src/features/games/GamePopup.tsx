import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameList } from '../../api/games';
import { Modal } from '../../ui/Modal';
import { GameGrid } from './GameGrid';
import { SearchBox, useDebounced } from './SearchBox';

export type PopupVendor = { vassalage: string; name?: string };

/** Spec §2: a vendor whose isGame is VASSALAGE opens this list of its games instead of a game. */
export function GamePopup({ vendor, onClose }: { vendor: PopupVendor | null; onClose: () => void }) {
  return (
    <Modal open={Boolean(vendor)} onClose={onClose} title={vendor?.name ?? ''} testId="game-popup" wide>
      {vendor && <PopupBody vassalage={vendor.vassalage} onClose={onClose} />}
    </Modal>
  );
}

function PopupBody({ vassalage, onClose }: { vassalage: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim());
  const list = useGameList({ vassalage, keyword, pageSize: 24 });
  const games = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <SearchBox value={text} onChange={setText} />
      <GameGrid
        testId="popup-grid"
        games={games}
        loading={list.isPending}
        columns="grid-cols-2 sm:grid-cols-3 md:grid-cols-4"
        empty={{ title: t('games.noResults'), body: t('games.noResultsBody') }}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onMore={() => list.fetchNextPage()}
        onOpen={onClose}
      />
    </div>
  );
}
