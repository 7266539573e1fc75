import { LIMITS, type WinnerEntry } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useWinners } from '../../api/games';
import { DEFAULT_GAME_ICON, iconIn } from '../games/GameCard';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';

/** Podium order left to right: second, first, third, so the biggest win stands in the middle. */
const PODIUM = [1, 0, 2] as const;
const MEDAL = ['from-[#ffe9a8] to-[#d99a1e]', 'from-[#eef2ff] to-[#93a3c8]', 'from-[#f3b27a] to-[#a0620c]'];

/** The scroll lives with the board (one keyframe, no global stylesheet entry); still when motion is reduced. */
const SCROLL_CSS = `@keyframes winners-up{to{transform:translateY(-50%)}}
.winners-scroll{animation:winners-up 40s linear infinite}
@media (prefers-reduced-motion: reduce){.winners-scroll{animation:none}}`;

const fallback = (e: React.SyntheticEvent<HTMLImageElement>) => {
  if (!e.currentTarget.src.endsWith(DEFAULT_GAME_ICON)) e.currentTarget.src = DEFAULT_GAME_ICON;
};

/** The winners board (spec §7): the 3 biggest wins on a podium, the rest scrolling beneath. */
export function WinnersBoard() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const winners = useWinners();
  const list = winners.data ?? [];
  if (!list.length) return null;
  const top = list.slice(0, LIMITS.winnerBoardTop);
  const rest = list.slice(LIMITS.winnerBoardTop);
  const money = (e: WinnerEntry) => `${brand.currency.symbol} ${formatAmount(e.vo.winAmount)}`;
  return (
    <section data-testid="winners-board" className="rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <style>{SCROLL_CSS}</style>
      <h2 className="mb-3 text-base font-bold">{t('home.winners')}</h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ol className="grid grid-cols-3 items-end gap-2" aria-label={t('home.topWinners')}>
          {PODIUM.filter((i) => top[i]).map((i) => {
            const e = top[i] as WinnerEntry;
            return (
              <li
                key={i}
                data-testid="winner-podium"
                className={`flex flex-col items-center rounded-xl bg-surface-2 px-1.5 pb-2 text-center ${i === 0 ? 'pt-4' : 'pt-2'}`}
              >
                <span
                  className={`mb-1 grid h-7 w-7 place-items-center rounded-full bg-gradient-to-b text-sm font-extrabold text-[#2a1a00] ${MEDAL[i]}`}
                >
                  {i + 1}
                </span>
                <img
                  src={iconIn(e.vo.iconUrl, i18n.language)}
                  onError={fallback}
                  alt=""
                  className={`rounded-lg object-cover ${i === 0 ? 'h-20 w-15' : 'h-16 w-12'}`}
                />
                <span className="mt-1 w-full truncate text-xs font-semibold">{e.vo.customerName}</span>
                <span className="w-full truncate text-[11px] text-muted">{e.vo.gameName}</span>
                <span className="gold-text w-full truncate text-sm font-extrabold tabular-nums">{money(e)}</span>
              </li>
            );
          })}
        </ol>
        {rest.length > 0 && (
          <div className="relative h-48 overflow-hidden rounded-xl bg-surface-2/60 lg:h-auto lg:min-h-48">
            <ul className="winners-scroll absolute inset-x-0 top-0 hover:[animation-play-state:paused]">
              {/* Twice, so the upward scroll wraps without a jump. */}
              {[...rest, ...rest].map((e, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown twice on purpose
                  key={i}
                  data-testid={i < rest.length ? 'winner-row' : undefined}
                  aria-hidden={i >= rest.length}
                  className="flex items-center gap-2 border-b border-line/50 px-3 py-1.5 text-xs"
                >
                  <img
                    src={iconIn(e.vo.iconUrl, i18n.language)}
                    onError={fallback}
                    alt=""
                    loading="lazy"
                    className="h-8 w-6 rounded object-cover"
                  />
                  <span className="w-16 shrink-0 truncate font-semibold">{e.vo.customerName}</span>
                  <span className="min-w-0 flex-1 truncate text-muted">{e.vo.gameName}</span>
                  <span className="shrink-0 font-bold tabular-nums text-gold">{money(e)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
