import type { ConfigPart, KickReason, RealtimeEvent } from '@platform/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountKeys } from '../../api/account';
import { getToken } from '../../api/client';
import { gameKeys } from '../../api/games';
import { ownSessionEndSettled, realtimeSocket, unreadKey, useSocketUp } from '../../api/realtime';
import { queryKeys } from '../../api/system';
import { endSession, useToken } from '../../state/session';
import { emitChatEvent, setChatSocketLive } from '../support-chat/events';
import { readGuest, useGuestToken } from '../support-chat/guest';

const loadNotice = () => import('./KickedNotice');
const KickedNotice = lazy(() => loadNotice().then((m) => ({ default: m.KickedNotice })));

/** After this tab's own time-out or self-exclusion call answered, BlockedNotice gets this long to end the session. */
const OWN_BLOCK_GRACE_MS = 1500;

/** The cached queries each part of a `config` event makes stale (api/system.ts and api/games.ts keys). */
const CONFIG_QUERIES: Record<ConfigPart, readonly (readonly string[])[]> = {
  brand: [queryKeys.whitelabel],
  register: [['registerSettings']],
  catalogue: [['game_menus'], gameKeys.all],
  status: [['status']],
};

type Balance = { balance: string; currency: string; isDemo: boolean };

function setBalance(qc: QueryClient, balance: string) {
  qc.setQueriesData<Balance>({ queryKey: accountKeys.balance }, (old) => (old ? { ...old, balance } : old));
}

/**
 * The tab's realtime socket (api/realtime.ts) wired to the query cache: balance and unread count
 * written in place, announcements and status refetched or updated, the session ended with a notice
 * when the server ends it elsewhere. Mounted once by Root, for guests too (maintenance, announcements).
 */
export function RealtimeBridge() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const token = useToken();
  const [kicked, setKicked] = useState<KickReason | null>(null);
  // A visitor who opened the live chat says hello with its guest chat token: its chat events ride the
  // socket. The chat window stops polling while a socket that carries chat events is up.
  const guestToken = useGuestToken();
  const socketToken = token ?? guestToken;
  const up = useSocketUp();
  const [chatSocket, setChatSocket] = useState(false);
  useEffect(() => setChatSocketLive(up && chatSocket && !!socketToken), [up, chatSocket, socketToken]);
  const socket = useRef<ReturnType<typeof realtimeSocket> | null>(null);
  const handlers = useRef({ onEvent: (_e: RealtimeEvent) => {}, onOpen: () => {} });

  const kick = (reason: KickReason) => {
    endSession();
    qc.removeQueries({ queryKey: accountKeys.all });
    qc.removeQueries({ queryKey: unreadKey });
    setKicked(reason);
    navigate('/', { replace: true });
  };

  const opens = useRef(0);
  handlers.current = {
    onOpen: () => {
      // After a reconnect the socket may have missed events: what it keeps fresh is read again.
      if (opens.current++ === 0) return;
      for (const queryKey of [accountKeys.info, accountKeys.balance, ['announcements'], ['status'], unreadKey])
        void qc.invalidateQueries({ queryKey });
    },
    onEvent: (e) => {
      switch (e.type) {
        case 'resync':
          // A member's tab fetches the notice ahead, so a kick shows it at once.
          if (e.member) void loadNotice();
          setChatSocket(e.chat ?? false);
          if (e.balance !== null) setBalance(qc, e.balance);
          if (e.unread !== null) qc.setQueryData(unreadKey, e.unread);
          break;
        case 'balance':
          setBalance(qc, e.balance);
          break;
        case 'messages':
          qc.setQueryData(unreadKey, e.unread);
          break;
        case 'kicked':
          if (e.reason === 'excluded') {
            // This tab's own block: its HTTP answer may still be on its way (the kick can overtake it on a
            // loaded server), and BlockedNotice then tells the member with the end date.
            const was = getToken();
            void ownSessionEndSettled().then(() =>
              setTimeout(() => {
                if (getToken() && getToken() === was) kick(e.reason);
              }, OWN_BLOCK_GRACE_MS),
            );
          } else kick(e.reason);
          break;
        case 'maintenance':
          if (e.phase === 'started')
            qc.setQueriesData<{ status: number; maintenance: unknown }>({ queryKey: ['status'] }, (old) =>
              old ? { ...old, status: e.status, maintenance: e.maintenance } : old,
            );
          else void qc.invalidateQueries({ queryKey: ['status'] });
          break;
        case 'announcement':
          void qc.invalidateQueries({ queryKey: ['announcements'] });
          break;
        case 'config':
          // The back office changed the brand's configuration: fetch again what it names.
          for (const queryKey of e.parts.flatMap((p) => CONFIG_QUERIES[p])) void qc.invalidateQueries({ queryKey });
          break;
        case 'chat':
          emitChatEvent(e.event);
          break;
      }
    },
  };

  useEffect(() => {
    const s = realtimeSocket({
      onEvent: (e) => handlers.current.onEvent(e),
      onOpen: () => handlers.current.onOpen(),
    });
    socket.current = s;
    s.start(getToken() ?? readGuest()?.token ?? null);
    return () => s.stop();
  }, []);
  useEffect(() => {
    socket.current?.setToken(socketToken);
  }, [socketToken]);

  if (!kicked) return null;
  return (
    <Suspense fallback={null}>
      <KickedNotice reason={kicked} onClose={() => setKicked(null)} />
    </Suspense>
  );
}
