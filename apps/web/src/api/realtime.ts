import {
  type ClientMessage,
  REALTIME_API,
  REALTIME_CLOSE,
  REALTIME_TIMING,
  type RealtimeEvent,
} from '@platform/contracts';
import { useSyncExternalStore } from 'react';

/** The unread platform-message count; the socket's `messages` event sets it (the messages feature reads it). */
export const unreadKey = ['messages', 'unread'] as const;

type Handlers = {
  /** Every event but ping/pong. */
  onEvent(e: RealtimeEvent): void;
  /** After every (re)connect's hello: the caches the socket keeps fresh may have missed events. */
  onOpen(): void;
  /** The connection dropped (it reconnects by itself): what polls as the fallback starts again. */
  onClose?(): void;
};

// Whether the socket is up, for the fallback polls (system status) to stop while it is.
let up = false;
const listeners = new Set<() => void>();
const setTabUp = (v: boolean) => {
  if (up === v) return;
  up = v;
  for (const l of listeners) l();
};
export const useSocketUp = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => up,
    () => false,
  );

/** The tab's socket, so a logout can turn it into a guest's before the server ends the session. */
let current: { setToken(t: string | null): void } | null = null;
/** Called before this tab logs out: its own logout is not news to be told of as `kicked`. */
export const socketAsGuest = () => current?.setToken(null);

/**
 * Calls of this tab that end its own session (a time-out, a self-exclusion): their answer tells the
 * member what happened (BlockedNotice), so a `kicked` that overtakes it waits until it has come.
 */
let ownEnding = 0;
let ownEnded: Promise<unknown> = Promise.resolve();
export function endingOwnSession<T>(call: Promise<T>): Promise<T> {
  ownEnding++;
  const settled = call.then(
    () => {},
    () => {},
  );
  ownEnded = Promise.all([ownEnded, settled]).finally(() => ownEnding--);
  return call;
}
/** True while such a call is on its way: a 401 meanwhile is that call's doing, and its answer will say so. */
export const endingOwnSessionNow = () => ownEnding > 0;
/** Resolves once no call of this tab that ends its own session is on its way (at once when none is). */
export const ownSessionEndSettled = (): Promise<unknown> => (ownEnding > 0 ? ownEnded : Promise.resolve());

const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 30_000;
/** A pong later than this after our ping: the connection is dead even if the browser has not noticed. */
const PONG_TIMEOUT_MS = 10_000;

/**
 * One WebSocket to /wps/ws for the tab. The token goes in the first message (browsers cannot set
 * headers on a WebSocket; a URL would end up in logs); null connects as a guest (maintenance and
 * announcements). Reconnects with exponential backoff and full jitter; pings every 25 s and
 * reconnects when no pong comes. Closed with REALTIME_CLOSE.kicked or badToken, it reconnects as a
 * guest only once the token changed (the caller passes the new one through `setToken`).
 */
export function realtimeSocket(
  handlers: Handlers,
  /** `console`: a second socket of the page (the operators' chat console): not the tab's, no up flag. */
  options: { console?: boolean } = {},
) {
  const tab = !options.console;
  const setUp = (v: boolean) => {
    if (tab) setTabUp(v);
  };
  let ws: WebSocket | null = null;
  let token: string | null = null;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;
  let pongDue: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  /** The token the server refused or ended: not offered again. */
  let refused: string | null = null;

  const url = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_API.socket}`;
  const send = (m: ClientMessage) => {
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(m));
  };

  function clearTimers() {
    if (ping) clearInterval(ping);
    if (pongDue) clearTimeout(pongDue);
    ping = null;
    pongDue = null;
  }

  function schedule() {
    if (stopped || retry) return;
    const delay = Math.random() * Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
    attempt++;
    retry = setTimeout(() => {
      retry = null;
      open();
    }, delay);
  }

  function open() {
    if (stopped) return;
    const socket = new WebSocket(url());
    ws = socket;
    const offered = token === refused ? null : token;
    socket.onopen = () => {
      send({ type: 'hello', token: offered });
      ping = setInterval(() => {
        send({ type: 'ping', t: Date.now() });
        if (!pongDue) pongDue = setTimeout(() => socket.close(), PONG_TIMEOUT_MS);
      }, REALTIME_TIMING.heartbeatMs);
    };
    socket.onmessage = (msg) => {
      let e: RealtimeEvent;
      try {
        e = JSON.parse(String(msg.data)) as RealtimeEvent;
      } catch {
        return;
      }
      if (e.type === 'pong') {
        if (pongDue) clearTimeout(pongDue);
        pongDue = null;
        return;
      }
      if (e.type === 'ping') return send({ type: 'pong', t: e.t });
      if (e.type === 'resync') {
        attempt = 0;
        setUp(true);
        handlers.onOpen();
      }
      handlers.onEvent(e);
    };
    socket.onclose = (ev) => {
      if (ws !== socket) return;
      ws = null;
      clearTimers();
      setUp(false);
      handlers.onClose?.();
      if (ev.code === REALTIME_CLOSE.kicked || ev.code === REALTIME_CLOSE.badToken) {
        // That session is over: as a guest at once (the app forgets the token on `kicked`).
        refused = offered;
        attempt = 0;
      }
      schedule();
    };
  }

  function reconnect() {
    if (retry) clearTimeout(retry);
    retry = null;
    attempt = 0;
    const old = ws;
    ws = null;
    clearTimers();
    if (old) {
      old.onclose = null;
      old.close(1000);
    }
    open();
  }

  const self = {
    start(t: string | null) {
      token = t;
      stopped = false;
      reconnect();
    },
    /** A login or logout in this tab: the socket says hello again with the new token. */
    setToken(t: string | null) {
      if (t === token) return;
      token = t;
      if (t !== refused) refused = null;
      reconnect();
    },
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
      clearTimers();
      const old = ws;
      ws = null;
      if (old) {
        old.onclose = null;
        old.close(1000);
      }
      setUp(false);
      if (current === self) current = null;
    },
  };
  if (tab) current = self;
  return self;
}
