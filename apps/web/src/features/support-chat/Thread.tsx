import type { ChatMessage, ChatSender } from '@platform/contracts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf, when } from '../../ui/datetime';
import { ChatImage } from './ChatImage';

const pad = (n: number) => String(n).padStart(2, '0');
/** HH:mm today, the date and time before. */
function timeOf(iso: string) {
  const d = new Date(iso);
  return dayOf(d) === dayOf(new Date()) ? `${pad(d.getHours())}:${pad(d.getMinutes())}` : when(iso).slice(0, 16);
}

/** Sent (one tick) or read by the other side (two ticks). */
function Ticks({ read }: { read: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={read ? t('chat.read') : t('chat.sent')}
      data-testid={read ? 'tick-read' : 'tick-sent'}
      className={read ? 'text-sky-600' : 'opacity-70'}
    >
      <svg
        width="16"
        height="10"
        viewBox="0 0 16 10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        aria-hidden="true"
      >
        <path d="M1 5.5 4 8.5 10 1.5" />
        {read && <path d="M6 8.5 7 8.5 13.5 1.5" />}
      </svg>
    </span>
  );
}

/**
 * The messages of one conversation, oldest first: the viewer's own on the end side (gold), the
 * other side's on the start side; time, read ticks on one's own, and a note on offline messages.
 * Text is rendered as text (React escapes it), never as HTML.
 */
export function MessageList({
  messages,
  mine,
  readUpTo,
  typing,
  typingLabel,
  as,
  hasMore,
  onLoadEarlier,
  empty,
}: {
  messages: ChatMessage[];
  mine: (sender: ChatSender) => boolean;
  readUpTo: number;
  typing: boolean;
  typingLabel: string;
  as: string | null;
  hasMore: boolean;
  onLoadEarlier: () => void;
  empty: string;
}) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message or typing scrolls to the end.
  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last, typing]);
  return (
    <div
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-3 py-3"
      data-testid="chat-messages"
      aria-live="polite"
    >
      {hasMore && (
        <button type="button" onClick={onLoadEarlier} className="self-center text-xs text-gold hover:underline">
          {t('chat.loadEarlier')}
        </button>
      )}
      {!messages.length && <p className="m-auto max-w-60 text-center text-sm text-muted">{empty}</p>}
      {messages.map((m) => {
        const own = mine(m.sender);
        return (
          <div
            key={m.id}
            data-testid={own ? 'bubble-own' : 'bubble-other'}
            className={`flex max-w-[80%] flex-col gap-1 rounded-2xl px-3 py-2 text-sm shadow-sm ${
              own ? 'self-end rounded-ee-sm bg-gold text-[#2a1a00]' : 'self-start rounded-es-sm bg-surface-2 text-fg'
            }`}
          >
            {m.imageId && <ChatImage id={m.imageId} as={as} />}
            {m.text && <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{m.text}</p>}
            <span className="flex items-center justify-end gap-1 text-[10px] tabular-nums opacity-75">
              {m.state !== 'sent' && <span className="me-1 italic">{t('chat.offlineTag')}</span>}
              <time dateTime={m.createdAt}>{timeOf(m.createdAt)}</time>
              {own && <Ticks read={m.id <= readUpTo} />}
            </span>
          </div>
        );
      })}
      {typing && (
        <p className="flex items-center gap-2 self-start text-xs text-muted" data-testid="chat-typing">
          <span className="flex gap-0.5" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <span
                key={i}
                className="size-1.5 animate-bounce rounded-full bg-muted"
                style={{ animationDelay: `${i * 120}ms` }}
              />
            ))}
          </span>
          {typingLabel}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}

/** Marks the other side's messages read while they are on screen (the window open, the tab visible). */
export function useMarkRead(messages: ChatMessage[], mine: (s: ChatSender) => boolean, mark: (upTo: number) => void) {
  const done = useRef(0);
  const latest = useRef(mark);
  latest.current = mark;
  const theirs = messages.filter((m) => !mine(m.sender));
  const lastTheirs = theirs[theirs.length - 1]?.id ?? 0;
  useEffect(() => {
    const check = () => {
      if (lastTheirs > done.current && document.visibilityState === 'visible') {
        done.current = lastTheirs;
        latest.current(lastTheirs);
      }
    };
    check();
    // A message that came while the tab was hidden is read when the member comes back to it.
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [lastTheirs]);
}
