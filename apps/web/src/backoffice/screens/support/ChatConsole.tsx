import { CHAT_LIMITS, type ChatConversation, type ChatSendBody, type ChatSender } from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { realtimeSocket } from '../../../api/realtime';
import {
  chatKeys,
  opClose,
  opHistory,
  opList,
  opPresence,
  opRead,
  opSend,
  opTake,
  opTyping,
} from '../../../api/support-chat';
import { Composer } from '../../../features/support-chat/Composer';
import { emitChatEvent, useChatEvents } from '../../../features/support-chat/events';
import { MessageList, useMarkRead } from '../../../features/support-chat/Thread';
import { useThread } from '../../../features/support-chat/useThread';
import { endOpsSession } from '../../../state/ops-session';
import { Button } from '../../../ui/Button';

/**
 * The operators' live chat console (the back office's Live chat section, /ops/support): while open it
 * sends the presence heartbeat (every 20 s) that makes members see "online", lists the brand's
 * conversations (open first, unread counts) and answers one at a time.
 */
export function OpsChatConsole({ token }: { token: string }) {
  return (
    <div className="flex flex-col text-fg" data-testid="ops-chat">
      <Console token={token} />
    </div>
  );
}

/** A 401 on any console call means the operator session ended: back to the login. */
function endedBy(err: unknown) {
  if (!(err instanceof ApiError) || err.status !== 401) return false;
  endOpsSession();
  return true;
}

function Console({ token }: { token: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<'open' | 'all' | 'closed'>('all');
  const [selected, setSelected] = useState<number | null>(null);
  // The console's own socket (operator token): the brand's chat events; polling only while it is down.
  const qc = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const s = realtimeSocket(
      {
        onEvent: (e) => {
          if (e.type === 'resync') setLive(e.chat ?? false);
          else if (e.type === 'chat') emitChatEvent(e.event);
        },
        onOpen: () => void qc.invalidateQueries({ queryKey: ['support-chat', 'ops'] }),
        onClose: () => setLive(false),
      },
      { console: true },
    );
    s.start(token);
    return () => {
      s.stop();
      setLive(false);
    };
  }, [token, qc]);
  const presence = useQuery({
    queryKey: ['support-chat', 'ops', 'presence', token],
    queryFn: () => opPresence(token),
    refetchInterval: CHAT_LIMITS.heartbeatMs,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const list = useQuery({
    queryKey: [...chatKeys.opList, filter, token],
    queryFn: () => opList({ status: filter, pageSize: 100 }, token),
    refetchInterval: live ? false : CHAT_LIMITS.pollMs,
    retry: false,
  });
  useChatEvents(() => void list.refetch());
  useEffect(() => {
    endedBy(presence.error) || endedBy(list.error);
  }, [presence.error, list.error]);
  const current = list.data?.list.find((c) => c.id === selected) ?? null;

  return (
    <div className="flex min-h-0 flex-1 flex-col md:flex-row">
      <aside
        className={`flex min-h-0 flex-col border-line md:w-80 md:border-e ${selected ? 'hidden md:flex' : 'flex flex-1 md:flex-none'}`}
      >
        <div className="flex items-center gap-2 border-b border-line px-3 py-2 text-xs">
          <span data-testid="ops-online" className="flex items-center gap-1 text-emerald">
            <span className="size-2 rounded-full bg-emerald" aria-hidden="true" />
            {t('chat.ops.online', { n: presence.data?.operatorsOnline ?? 1 })}
          </span>
          <span className="ms-auto text-muted" data-testid="ops-unread-total">
            {t('chat.ops.unreadTotal', { n: list.data?.unreadTotal ?? 0 })}
          </span>
        </div>
        <div className="flex gap-1 border-b border-line p-2" role="tablist">
          {(['all', 'open', 'closed'] as const).map((f) => (
            <button
              key={f}
              type="button"
              role="tab"
              aria-selected={filter === f}
              onClick={() => setFilter(f)}
              className={`flex-1 rounded-md px-2 py-1 text-xs ${filter === f ? 'bg-surface-3 font-semibold text-fg' : 'text-muted hover:bg-surface-2'}`}
            >
              {t(`chat.ops.filter.${f}`)}
            </button>
          ))}
        </div>
        <ul className="min-h-0 flex-1 overflow-y-auto" data-testid="ops-conversations">
          {list.data?.list.length === 0 && <li className="p-4 text-center text-sm text-muted">{t('chat.ops.none')}</li>}
          {list.data?.list.map((c) => (
            <ConversationRow key={c.id} c={c} active={c.id === selected} onPick={() => setSelected(c.id)} />
          ))}
        </ul>
      </aside>
      <main className={`min-h-0 flex-1 flex-col ${selected ? 'flex' : 'hidden md:flex'}`}>
        {current ? (
          <OpsThread key={current.id} c={current} token={token} live={live} onBack={() => setSelected(null)} />
        ) : (
          <p className="m-auto text-sm text-muted">{t('chat.ops.pick')}</p>
        )}
      </main>
    </div>
  );
}

function ConversationRow({ c, active, onPick }: { c: ChatConversation; active: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const last = c.lastMessage;
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        data-testid="ops-conversation"
        data-name={c.name}
        className={`flex w-full flex-col gap-1 border-b border-line px-3 py-2 text-start hover:bg-surface-2 ${active ? 'bg-surface-2' : ''}`}
      >
        <span className="flex items-center gap-2">
          <span className="truncate text-sm font-semibold">{c.name}</span>
          <span className="rounded bg-surface-3 px-1.5 text-[10px] text-muted">
            {c.kind === 'member' ? t('chat.ops.member') : t('chat.ops.guest')}
          </span>
          {c.status === 'closed' && <span className="text-[10px] text-muted">{t('chat.ops.closed')}</span>}
          {c.unread > 0 && (
            <span
              data-testid="ops-unread"
              title={t('chat.ops.unread', { n: c.unread })}
              className="ms-auto grid min-w-5 place-items-center rounded-full bg-danger px-1.5 text-[11px] font-bold text-white"
            >
              {c.unread}
            </span>
          )}
        </span>
        <span className="truncate text-xs text-muted">{last ? (last.text ?? t('chat.ops.imageOnly')) : '\u00a0'}</span>
      </button>
    </li>
  );
}

const operatorMine = (s: ChatSender) => s === 'operator';

function OpsThread({
  c,
  token,
  live,
  onBack,
}: {
  c: ChatConversation;
  token: string;
  live: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const thread = useThread(chatKeys.opHistory(c.id), (q) => opHistory(c.id, q, token), true, live);
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: chatKeys.opHistory(c.id) }),
      qc.invalidateQueries({ queryKey: chatKeys.opList }),
    ]);
  useMarkRead(thread.messages, operatorMine, (upTo) => void opRead(c.id, upTo, token).then(refresh, () => {}));
  async function send(body: ChatSendBody) {
    await opSend(c.id, body, token);
    await refresh();
  }
  const data = thread.data;
  const open = c.status === 'open';
  return (
    <>
      <div className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2">
        <button type="button" onClick={onBack} className="text-sm text-gold md:hidden">
          {t('chat.ops.back')}
        </button>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold" data-testid="ops-thread-name">
            {c.name}
          </p>
          <p className="truncate text-xs text-muted">
            {c.operatorName ? t('chat.ops.assigned', { name: c.operatorName }) : t('chat.ops.unassigned')}
          </p>
        </div>
        {open && !c.operatorId && (
          <Button variant="outline" onClick={() => void opTake(c.id, token).then(refresh)} data-testid="ops-take">
            {t('chat.ops.take')}
          </Button>
        )}
        {open && (
          <Button variant="ghost" onClick={() => void opClose(c.id, token).then(refresh)} data-testid="ops-close">
            {t('chat.ops.close')}
          </Button>
        )}
      </div>
      <MessageList
        messages={thread.messages}
        mine={operatorMine}
        readUpTo={data?.readUpTo ?? 0}
        typing={data?.typing ?? false}
        typingLabel={t('chat.typingCustomer', { name: c.name })}
        as={token}
        hasMore={thread.hasMore}
        onLoadEarlier={() => void thread.loadEarlier()}
        empty={t('chat.ops.noMessages')}
      />
      {open ? (
        <Composer send={send} onTyping={() => void opTyping(c.id, token).catch(() => {})} />
      ) : (
        <p className="border-t border-line p-3 text-center text-xs text-muted">{t('chat.ops.closedNotice')}</p>
      )}
    </>
  );
}
