import type { RgSession } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionSince, useRgState } from '../../api/responsible-gaming';
import { Button } from '../../ui/Button';
import { DialogFooter, Modal } from '../../ui/Modal';
import { useMoney } from '../layout/money';

const MINUTE_MS = 60_000;

/** Minutes since the window opened, split into hours and minutes for "1 h 05 min" / "45 min". */
function split(ms: number) {
  const minutes = Math.floor(ms / MINUTE_MS);
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
}

/**
 * The reality check over a real-money game window: every N minutes of the member's choice it stops
 * the game with the time played and the net result since the window opened, and asks to continue
 * or leave. `launchedAt` is the server's clock at launch (what the summary counts from).
 */
export function RealityCheck({ launchedAt, onLeave }: { launchedAt: string; onLeave: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const minutes = useRgState().data?.realityCheckMinutes ?? null;
  const [openedAt] = useState(() => Date.now());
  const [lastAck, setLastAck] = useState(openedAt);
  const [due, setDue] = useState<{ at: number; summary: RgSession | null } | null>(null);

  useEffect(() => {
    if (!minutes || due) return;
    const wait = Math.max(0, lastAck + minutes * MINUTE_MS - Date.now());
    const timer = setTimeout(() => {
      const at = Date.now();
      setDue({ at, summary: null });
      sessionSince(launchedAt)
        .then((summary) => setDue((d) => (d && d.at === at ? { at, summary } : d)))
        .catch(() => undefined);
    }, wait);
    return () => clearTimeout(timer);
  }, [minutes, lastAck, due, launchedAt]);

  const keepPlaying = () => {
    setDue(null);
    setLastAck(Date.now());
  };
  const playedText = ({ h, m }: { h: number; m: number }) =>
    h ? t('rg.playedHours', { h, m: String(m).padStart(2, '0') }) : t('rg.playedMinutes', { m });
  const s = due?.summary;
  const net = !s || /^0\.0+$/.test(s.net) ? null : s.net.startsWith('-') ? 'loss' : 'win';
  return (
    <Modal open={due !== null} onClose={() => undefined} title={t('rg.realityTitle')} testId="reality-check" stacked>
      <dl className="mb-5 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">{t('rg.sessionTime')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="reality-played">
            {due && playedText(split(due.at - openedAt))}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">{t('rg.sessionRounds')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="reality-rounds">
            {s ? s.rounds : '…'}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">{t('rg.sessionStaked')}</dt>
          <dd className="font-semibold tabular-nums">{s ? money(s.staked) : '…'}</dd>
        </div>
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">{t('rg.sessionNet')}</dt>
          <dd
            data-testid="reality-net"
            className={`font-semibold tabular-nums ${net === 'loss' ? 'text-danger' : net === 'win' ? 'text-emerald' : ''}`}
          >
            {s ? money(s.net) : '…'}
          </dd>
        </div>
      </dl>
      <DialogFooter>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onLeave} data-testid="reality-leave">
            {t('rg.leave')}
          </Button>
          <Button data-testid="reality-continue" onClick={keepPlaying}>
            {t('rg.continue')}
          </Button>
        </div>
      </DialogFooter>
    </Modal>
  );
}
