import type { ChatSendBody, ChatSender } from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { chatHistory, chatKeys, chatLaunch, chatRead, chatSend, chatTyping } from '../../api/support-chat';
import { useToken } from '../../state/session';
import { ChatIcon, CloseIcon } from '../../ui/icons';
import { Composer } from './Composer';
import { closeChat } from './chat-open';
import { GuestNameForm } from './GuestNameForm';
import { forgetGuest, type Guest, readGuest, saveGuest } from './guest';
import { MessageList, useMarkRead } from './Thread';
import { useThread } from './useThread';

/**
 * The live chat window: a floating panel from 640 px, the whole screen on a phone. A member chats
 * by the session; a visitor gives a name first and chats as a guest for 24 hours.
 */
export function ChatWindow() {
  const { t } = useTranslation();
  const token = useToken();
  const [guest, setGuest] = useState<Guest | null>(readGuest);
  const [expired, setExpired] = useState(false);
  const identity = token ? `member:${token.slice(0, 12)}` : guest ? `guest:${guest.token.slice(0, 12)}` : null;
  useEffect(() => {
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && closeChat();
    window.addEventListener('keydown', esc);
    return () => window.removeEventListener('keydown', esc);
  }, []);
  return (
    <Panel title={t('chat.title')}>
      {identity ? (
        <CustomerChat
          key={identity}
          identity={identity}
          as={token ? null : (guest?.token ?? null)}
          onExpired={() => {
            forgetGuest();
            setGuest(null);
            setExpired(true);
          }}
        />
      ) : (
        <GuestNameForm
          notice={expired ? t('chat.sessionEnded') : undefined}
          onStarted={(g) => {
            saveGuest(g);
            setExpired(false);
            setGuest(g);
          }}
        />
      )}
    </Panel>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      role="dialog"
      aria-label={title}
      data-testid="chat-window"
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-surface sm:inset-auto sm:end-4 sm:bottom-4 sm:h-[min(600px,calc(100dvh-2rem))] sm:w-[380px] sm:rounded-2xl sm:border sm:border-line sm:shadow-2xl"
    >
      <header className="flex items-center gap-3 border-b border-line bg-surface-2 px-4 py-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
        <span className="grid size-9 place-items-center rounded-full bg-gold text-[#2a1a00]">
          <ChatIcon width={18} height={18} />
        </span>
        <h2 className="flex-1 text-base font-bold">{title}</h2>
        <button
          type="button"
          onClick={closeChat}
          aria-label={t('common.close')}
          data-testid="chat-close"
          className="rounded-full p-1.5 text-muted hover:bg-surface-3 hover:text-fg"
        >
          <CloseIcon />
        </button>
      </header>
      {children}
    </section>
  );
}

const customerMine = (s: ChatSender) => s !== 'operator';

function CustomerChat({ identity, as, onExpired }: { identity: string; as: string | null; onExpired: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  // Spec §7 "chat launch": opens (or finds) the conversation when the window opens.
  const launch = useQuery({
    queryKey: ['support-chat', 'launch', identity],
    queryFn: () => chatLaunch({}, as),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const thread = useThread(chatKeys.history(identity), (q) => chatHistory(q, as), launch.isSuccess);
  const [savedOffline, setSavedOffline] = useState(false);
  const failure = launch.error ?? thread.query.error;
  useEffect(() => {
    if (as && failure instanceof ApiError && failure.status === 401) onExpired();
  }, [as, failure, onExpired]);
  useMarkRead(thread.messages, customerMine, (upTo) => void chatRead(upTo, as).catch(() => {}));

  const data = thread.data;
  const online = data?.online ?? launch.data?.online ?? true;
  async function send(body: ChatSendBody) {
    const r = await chatSend(body, as);
    setSavedOffline(r.offline);
    await qc.invalidateQueries({ queryKey: chatKeys.history(identity) });
  }

  return (
    <>
      <p
        data-testid="chat-status"
        className={`flex items-center gap-2 px-4 py-1.5 text-xs ${online ? 'text-emerald' : 'text-muted'}`}
      >
        <span className={`size-2 rounded-full ${online ? 'bg-emerald' : 'bg-muted'}`} aria-hidden="true" />
        {online ? t('chat.online') : t('chat.offline')}
        {launch.data && <span className="ms-auto truncate text-muted">{launch.data.name}</span>}
      </p>
      {!online && (
        <p data-testid="chat-offline" className="mx-3 mb-1 rounded-lg bg-gold/10 px-3 py-2 text-xs text-gold">
          {savedOffline ? t('chat.offlineSent') : t('chat.offlineNotice')}
        </p>
      )}
      {failure && !(failure instanceof ApiError && failure.status === 401) && (
        <p role="alert" className="mx-3 rounded-lg bg-danger/10 px-3 py-2 text-xs text-danger">
          {failure.message}
        </p>
      )}
      <MessageList
        messages={thread.messages}
        mine={customerMine}
        readUpTo={data?.readUpTo ?? 0}
        typing={data?.typing ?? false}
        typingLabel={t('chat.typingSupport')}
        as={as}
        hasMore={thread.hasMore}
        onLoadEarlier={() => void thread.loadEarlier()}
        empty={t('chat.noMessages')}
      />
      {data?.status === 'closed' && (
        <p className="mx-3 mb-1 text-center text-xs text-muted" data-testid="chat-closed">
          {t('chat.closedNotice')}
        </p>
      )}
      <Composer send={send} onTyping={() => void chatTyping(as).catch(() => {})} disabled={!launch.isSuccess} />
    </>
  );
}
