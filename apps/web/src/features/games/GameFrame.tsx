import type { LaunchResult } from '@platform/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidateMoney } from '../../api/wallet';
import { ChevronIcon } from '../../ui/icons';
import { RealityCheck } from '../responsible-gaming/RealityCheck';

type Window = Extract<LaunchResult, { kind: 'window' }>;

/**
 * The launched game in a sandboxed frame (opaque origin: the game cannot read the site's session),
 * under a bar with the way back, the game's name and a full-screen switch.
 */
export function GameFrame({ result, onBack }: { result: Window; onBack: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const invalidateMoney = useRef(useInvalidateMoney());
  useEffect(() => {
    // The game says when the wallet moved (a message with no data, from our own frame only), so the
    // header balance follows real-money play without polling.
    const onMessage = (e: MessageEvent) => {
      if (e.source === frame.current?.contentWindow && e.data?.studio === 'balance') void invalidateMoney.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void box.current?.requestFullscreen?.().catch(() => {});
  };
  return (
    <div
      ref={box}
      data-testid="page-seamless"
      className="flex h-[calc(100dvh-11rem)] flex-col bg-bg sm:h-[calc(100dvh-7rem)]"
    >
      <div className="flex h-11 shrink-0 items-center gap-2 border-b border-line bg-surface px-2 sm:px-4">
        <button
          type="button"
          data-testid="game-back"
          onClick={onBack}
          className="flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-fg"
        >
          <ChevronIcon className="rotate-180" width={18} height={18} />
          <span className="hidden sm:inline">{t('games.backToLobby')}</span>
        </button>
        <h1 data-testid="game-title" className="min-w-0 flex-1 truncate text-center text-sm font-bold">
          {result.gameName}
          {result.trial && (
            <span className="ms-2 rounded bg-emerald/20 px-1.5 py-0.5 text-[10px] font-bold text-emerald">
              {t('games.trialBadge')}
            </span>
          )}
        </h1>
        <button
          type="button"
          data-testid="game-fullscreen"
          onClick={toggleFull}
          aria-pressed={full}
          className="rounded-lg px-2 py-1.5 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-fg"
        >
          {full ? t('games.exitFullscreen') : t('games.fullscreen')}
        </button>
      </div>
      <iframe
        ref={frame}
        data-testid="game-frame"
        title={result.gameName}
        src={result.url}
        sandbox="allow-scripts allow-forms"
        allow="fullscreen; autoplay"
        className="w-full flex-1 border-0 bg-bg"
      />
      {!result.trial && result.launchedAt && <RealityCheck launchedAt={result.launchedAt} onLeave={onBack} />}
    </div>
  );
}
