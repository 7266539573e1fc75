import { formatMinor, type GameCard as Game } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToggleFavourite } from '../../api/games';
import { useGate } from '../../state/useGate';
import { StarIcon } from '../../ui/icons';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';
import { useCardCounter } from './cardCounter';

/** Card frame per theme (spec §9 theme-1..6), the same hues the studio draws the icons in. */
const THEME_FRAME: Record<string, string> = {
  'theme-1': 'from-[#1f4b99] to-[#0f1d3a]',
  'theme-2': 'from-[#0f7a5c] to-[#082a25]',
  'theme-3': 'from-[#8c1d4f] to-[#2a0c1f]',
  'theme-4': 'from-[#5b2a9e] to-[#1c1033]',
  'theme-5': 'from-[#a0620c] to-[#2b1a05]',
  'theme-6': 'from-[#1c7f9c] to-[#0b2330]',
};
export const DEFAULT_GAME_ICON = '/static/games/default.svg';

/**
 * The card image in the member's language: vendors draw the name into the art, and this site's own
 * icon URLs take `lang` (a vendor that ignores it still answers its default art).
 */
export function iconIn(url: string, lang: string): string {
  if (!url) return DEFAULT_GAME_ICON;
  if (!url.startsWith('/') || /[?&]lang=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
}

/** Where Play and Free trial go: the game window, which launches the game (spec §2 /seamless). */
export const windowPath = (nodeId: number, trial = false) => `/seamless?nodeId=${nodeId}${trial ? '&trial=1' : ''}`;

/**
 * A lobby card (spec §2): image, favourite star, vendor, HOT and NEW badges, name, and Play plus
 * Free trial for slots, or Play now for every other kind of game. Guests who play or favourite
 * get the login popup; trial accounts who play get the true-account dialog (useGate).
 */
export function GameCard({ game, onOpen, counter }: { game: Game; onOpen?: () => void; counter?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const gate = useGate();
  const fav = useToggleFavourite();
  const starred = fav.isFavourite(game.nodeId);
  const slot = game.gameType === 'RNG';
  const play = () => {
    if (!gate('play')) return;
    onOpen?.();
    navigate(windowPath(game.nodeId));
  };
  const trial = () => {
    onOpen?.();
    navigate(windowPath(game.nodeId, true));
  };
  return (
    <article
      data-testid={`game-card-${game.nodeId}`}
      className={`game-card ${game.theme} group relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-line bg-surface transition hover:-translate-y-0.5 hover:border-gold/60 hover:shadow-[var(--shadow)]`}
    >
      <button
        type="button"
        onClick={play}
        aria-label={game.displayName}
        className={`game-art relative block aspect-[3/4] w-full overflow-hidden bg-gradient-to-b ${THEME_FRAME[game.theme] ?? THEME_FRAME['theme-1']}`}
      >
        <img
          src={iconIn(game.iconUrl, i18n.language)}
          alt=""
          loading="lazy"
          onError={(e) => {
            // Spec §8: a broken image falls back to the default game icon (once, never a loop).
            if (!e.currentTarget.src.endsWith(DEFAULT_GAME_ICON)) e.currentTarget.src = DEFAULT_GAME_ICON;
          }}
          className={`h-full w-full object-cover transition duration-300 group-hover:scale-105 ${game.maintenance ? 'grayscale' : ''}`}
        />
        <span className="absolute start-1.5 top-1.5 flex flex-col items-start gap-1">
          {game.isHot === 1 && (
            <span
              data-testid="badge-hot"
              className="rounded bg-danger px-1.5 py-0.5 text-[10px] font-extrabold text-white"
            >
              {t('games.hot')}
            </span>
          )}
          {game.isNew && (
            <span className="rounded bg-emerald px-1.5 py-0.5 text-[10px] font-extrabold text-[#01281a]">
              {t('games.new')}
            </span>
          )}
        </span>
        {counter && <CardCounter nodeId={game.nodeId} />}
        {game.maintenance && (
          <span
            data-testid="maintenance-ribbon"
            className="absolute inset-x-0 top-1/2 -translate-y-1/2 bg-black/75 py-1 text-center text-xs font-bold uppercase tracking-wide text-gold"
          >
            {t('games.maintenance')}
          </span>
        )}
      </button>
      <button
        type="button"
        data-testid="favourite-toggle"
        aria-pressed={starred}
        aria-label={starred ? t('games.unfavourite') : t('games.favourite')}
        onClick={() => gate('favourite') && fav.toggle(game)}
        className={`absolute end-1.5 top-1.5 grid h-8 w-8 place-items-center rounded-full bg-black/45 backdrop-blur transition hover:bg-black/65 focus-visible:ring-2 focus-visible:ring-gold ${starred ? 'text-gold' : 'text-white/85'}`}
      >
        <StarIcon width={18} height={18} fill={starred ? 'currentColor' : 'none'} />
      </button>
      <div className="flex flex-1 flex-col gap-2 p-2">
        <div className="min-w-0">
          <h3 data-testid="game-name" className="truncate text-sm font-semibold" title={game.displayName}>
            {game.displayName}
          </h3>
          <p className="truncate text-[11px] text-muted">{game.vendorName}</p>
        </div>
        <div className="mt-auto flex gap-1.5">
          <button
            type="button"
            data-testid="btn-play"
            onClick={play}
            className="flex-1 rounded-md bg-gradient-to-b from-[#ffd978] to-gold-2 px-2 py-1.5 text-xs font-bold text-[#2a1a00] transition hover:brightness-110"
          >
            {slot ? t('games.play') : t('games.playNow')}
          </button>
          {slot && game.trial && (
            <button
              type="button"
              data-testid="btn-trial"
              onClick={trial}
              className="flex-1 rounded-md border border-gold/60 px-2 py-1.5 text-xs font-bold text-gold transition hover:bg-gold/10"
            >
              {t('games.trial')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** The card counter of spec §9 along the foot of the art: a prize figure growing by 165.11 every 3 s. */
function CardCounter({ nodeId }: { nodeId: number }) {
  const brand = useBrand();
  const minor = useCardCounter(nodeId);
  return (
    <span
      data-testid="card-counter"
      className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/85 to-black/40 px-1 py-1 text-center text-[11px] font-extrabold tabular-nums text-gold"
    >
      {brand.currency.symbol} {formatAmount(formatMinor(minor))}
    </span>
  );
}
