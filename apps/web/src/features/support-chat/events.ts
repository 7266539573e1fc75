import type { ChatEvent } from '@platform/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The single place chat events enter the web app. Today nothing feeds it, and the chat window and
 * the operator console poll history every 3 s (CHAT_LIMITS.pollMs) while open.
 *
 * When the realtime socket lands, its client does two things here and nothing else:
 *   - `emitChatEvent(event)` for every `chat.*` event it receives (the server's `ChatEvent`, pushed
 *     to the member, the guest or the brand's operators after each commit);
 *   - `setChatSocketLive(true)` once connected (and resynced), `false` when it drops: polling stops
 *     while the socket is live and resumes when it is down.
 * Screens subscribe with `useChatEvents(handler)` and re-read what an event touches.
 */
type Handler = (event: ChatEvent) => void;
const handlers = new Set<Handler>();
let live = false;
const liveListeners = new Set<() => void>();

export function emitChatEvent(event: ChatEvent) {
  for (const h of handlers) h(event);
}

export function setChatSocketLive(v: boolean) {
  live = v;
  for (const l of liveListeners) l();
}

/** Whether the socket delivers chat events now (polling is the fallback when it does not). */
export const useChatSocketLive = () =>
  useSyncExternalStore(
    (l) => {
      liveListeners.add(l);
      return () => liveListeners.delete(l);
    },
    () => live,
    () => false,
  );

/** Calls `handler` for each chat event (the latest handler; subscribed while mounted). */
export function useChatEvents(handler: Handler) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const h: Handler = (e) => latest.current(e);
    handlers.add(h);
    return () => {
      handlers.delete(h);
    };
  }, []);
}
