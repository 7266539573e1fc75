import { GAME_SEARCH_MAX } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../ui/icons';

/** The value after it has stopped changing for `ms`: one search per pause, not one per key. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Search by game name; the server matches the member's language, then English. */
export function SearchBox({
  value,
  onChange,
  className = '',
}: {
  value: string;
  onChange: (v: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <label
      className={`flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 focus-within:border-gold/70 ${className}`}
    >
      <SearchIcon className="shrink-0 text-muted" />
      <input
        type="search"
        data-testid="game-search"
        value={value}
        maxLength={GAME_SEARCH_MAX}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('games.search')}
        aria-label={t('games.search')}
        className="w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('games.clearSearch')}
          className="rounded p-0.5 text-muted hover:text-fg"
        >
          <CloseIcon width={16} height={16} />
        </button>
      )}
    </label>
  );
}
