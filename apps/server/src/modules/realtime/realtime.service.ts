import type { WebSocket } from '@fastify/websocket';
import {
  type ClientMessage,
  clientMessage,
  formatMinor,
  type KickReason,
  REALTIME_CLOSE,
  REALTIME_TIMING,
  type RealtimeEvent,
} from '@platform/contracts';
import { sha256hex } from '../../platform/crypto/hash';
import type { EndedSessions } from '../sessions/sessions.service';
import type { PgListener } from './realtime.listener';
import type { RealtimeStore } from './realtime.store';
import { type Audience, chunks, IDS_PER_NOTIFY, type Wire } from './realtime.wire';

export type { Audience } from './realtime.wire';

type Conn = {
  ws: WebSocket;
  brandId: number;
  memberId: number | null;
  tokenHash: string | null;
  /** A live-chat guest's id, or an operator's console: they get chat events (and the brand's). */
  chatGuest: string | null;
  operator: boolean;
  alive: boolean;
};

type Log = { warn(o: object, m: string): void; error(o: object, m: string): void };

/**
 * Real-time events. `publish` NOTIFYs on one channel; every instance LISTENs (one dedicated
 * connection, started with the first socket) and delivers to its own sockets only, so with several
 * API nodes on one database each socket gets each event once.
 */
export type RealtimeDeps = Parameters<typeof realtimeService>[0];

export function realtimeService(deps: {
  store: RealtimeStore;
  listener: (handlers: { onMessage(payload: string): void; onReconnect(): void }) => PgListener;
  resolve(token: string, brandId: number): Promise<{ memberId: number } | null>;
  /** A token that is no member session: a live-chat guest's, or an operator's (the chat console). */
  resolveOther?(token: string, brandId: number): Promise<{ chatGuest: string } | { operator: true } | null>;
  log: Log;
}) {
  const conns = new Set<Conn>();
  const byMember = new Map<number, Set<Conn>>();
  let heartbeat: NodeJS.Timeout | null = null;
  /** The ledger tail's cursor as last announced (any instance): where this one starts if elected. */
  let lastCursor: number | null = null;
  /** Optional source of unread message counts (the messages module plugs in here): one query for many members. */
  let unreadOf: ((memberIds: readonly number[]) => Promise<Map<number, number>>) | null = null;
  const unreadOne = async (memberId: number) => (unreadOf ? ((await unreadOf([memberId])).get(memberId) ?? 0) : null);

  const listener = deps.listener({
    onMessage: (payload) => void receive(payload).catch((err) => deps.log.error({ err }, 'realtime: delivery failed')),
    // Notifications sent while the listener was down are lost: every socket gets a fresh snapshot.
    onReconnect: () => void resyncAll().catch((err) => deps.log.error({ err }, 'realtime: resync failed')),
  });

  const send = (c: Conn, e: RealtimeEvent) => {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(JSON.stringify(e));
  };

  function add(c: Conn) {
    conns.add(c);
    if (c.memberId !== null) {
      const set = byMember.get(c.memberId) ?? new Set();
      set.add(c);
      byMember.set(c.memberId, set);
    }
    if (!heartbeat) {
      // Per node on purpose, not pg-boss: it pings this process's own sockets, which no other node holds.
      heartbeat = setInterval(() => void beat(), REALTIME_TIMING.heartbeatMs);
      heartbeat.unref();
    }
  }

  function remove(c: Conn) {
    conns.delete(c);
    if (c.memberId !== null) {
      const set = byMember.get(c.memberId);
      set?.delete(c);
      if (set?.size === 0) byMember.delete(c.memberId);
    }
    if (conns.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  function kick(c: Conn, reason: KickReason) {
    send(c, { type: 'kicked', reason });
    remove(c);
    c.ws.close(REALTIME_CLOSE.kicked, 'kicked');
  }

  async function snapshot(c: Conn): Promise<RealtimeEvent> {
    if (c.memberId === null)
      return { type: 'resync', member: false, balance: null, unread: null, chat: c.chatGuest !== null || c.operator };
    const [balances, unread] = await Promise.all([deps.store.cashBalances([c.memberId]), unreadOne(c.memberId)]);
    const b = balances.get(c.memberId);
    return { type: 'resync', member: true, balance: b === undefined ? null : formatMinor(b), unread, chat: true };
  }

  async function resyncAll() {
    const members = [...byMember.keys()];
    const [balances, unreads] = await Promise.all([
      deps.store.cashBalances(members),
      unreadOf && members.length ? unreadOf(members) : null,
    ]);
    for (const c of conns) {
      if (c.memberId === null)
        send(c, {
          type: 'resync',
          member: false,
          balance: null,
          unread: null,
          chat: c.chatGuest !== null || c.operator,
        });
      else {
        const b = balances.get(c.memberId);
        const unread = unreads ? (unreads.get(c.memberId) ?? 0) : null;
        send(c, { type: 'resync', member: true, balance: b === undefined ? null : formatMinor(b), unread, chat: true });
      }
    }
  }

  /** Every heartbeat: sockets that did not answer the last ping are dropped, the rest pinged; dead sessions kicked. */
  async function beat() {
    for (const c of conns) {
      if (!c.alive) {
        remove(c);
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
    // A safety net for a missed NOTIFY (the listener was reconnecting) and for members disabled by
    // any path: one query for every member socket of this instance.
    const hashes = [...new Set([...conns].flatMap((c) => (c.tokenHash ? [c.tokenHash] : [])))];
    try {
      const dead = await deps.store.deadSessions(hashes);
      for (const d of dead)
        for (const c of conns) if (c.tokenHash === d.tokenHash) kick(c, d.disabled ? 'disabled' : 'logout_elsewhere');
    } catch (err) {
      deps.log.warn({ err }, 'realtime: session sweep failed');
    }
  }

  /** Handles one notification: delivers it to the sockets of this instance it names. */
  async function receive(payload: string) {
    const w = JSON.parse(payload) as Wire;
    if (w.k === 'b') {
      lastCursor = Math.max(lastCursor ?? 0, w.c);
      const here = w.m.filter((id) => byMember.has(id));
      if (!here.length) return;
      const balances = await deps.store.cashBalances(here);
      for (const [memberId, minor] of balances)
        for (const c of byMember.get(memberId) ?? []) send(c, { type: 'balance', balance: formatMinor(minor) });
      return;
    }
    if (w.k === 'u') {
      const here = 'b' in w ? [...new Set([...conns].filter((c) => c.brandId === w.b).map((c) => c.memberId))] : w.m;
      const ids = here.filter((id): id is number => id !== null && byMember.has(id));
      if (!ids.length || !unreadOf) return;
      for (const [memberId, unread] of await unreadOf(ids))
        for (const c of byMember.get(memberId) ?? []) send(c, { type: 'messages', unread });
      return;
    }
    const targets: Conn[] = [];
    if ('b' in w) for (const c of conns) if (c.brandId === w.b) targets.push(c);
    if ('s' in w) for (const c of conns) if (c.tokenHash === w.s) targets.push(c);
    if ('g' in w) for (const c of conns) if (c.chatGuest === w.g) targets.push(c);
    if ('o' in w) for (const c of conns) if (c.operator && c.brandId === w.o) targets.push(c);
    if ('m' in w)
      for (const id of w.m) for (const c of byMember.get(id) ?? []) if (!w.x || c.tokenHash !== w.x) targets.push(c);
    for (const c of targets) {
      if (w.e.type === 'kicked') kick(c, w.e.reason);
      else send(c, w.e);
    }
  }

  async function notify(w: Wire) {
    await deps.store.notify(JSON.stringify(w));
  }

  /** Sends `event` to `audience` through every instance (NOTIFY on the shared channel). */
  async function publish(event: RealtimeEvent, audience: Audience) {
    if (typeof audience === 'number') return notify({ k: 'e', e: event, m: [audience] });
    if (Array.isArray(audience)) {
      for (const m of chunks(audience, IDS_PER_NOTIFY)) await notify({ k: 'e', e: event, m });
      return;
    }
    if ('brand' in audience) return notify({ k: 'e', e: event, b: audience.brand });
    if ('session' in audience) return notify({ k: 'e', e: event, s: audience.session });
    if ('chatGuest' in audience) return notify({ k: 'e', e: event, g: audience.chatGuest });
    if ('operators' in audience) return notify({ k: 'e', e: event, o: audience.operators });
    return notify({ k: 'e', e: event, m: [audience.member], x: audience.except });
  }

  /** The ledger tail's find: members whose balance moved (the sockets get their new balance). */
  async function balancesMoved(memberIds: readonly number[], cursor: number) {
    lastCursor = cursor;
    for (const m of chunks(memberIds, IDS_PER_NOTIFY)) await notify({ k: 'b', m, c: cursor });
  }

  /** Platform messages were delivered (after the send committed): their members' sockets get the new unread count. */
  function messagesDelivered(brandId: number, memberIds: number[] | 'all') {
    const wires: Wire[] =
      memberIds === 'all' ? [{ k: 'u', b: brandId }] : chunks(memberIds, IDS_PER_NOTIFY).map((m) => ({ k: 'u', m }));
    Promise.all(wires.map(notify)).catch((err) => deps.log.error({ err }, 'realtime: unread not published'));
  }

  /** Kicks the sockets of sessions that just ended (the sessions module tells, after its commit). */
  function sessionsEnded(ended: EndedSessions, reason: KickReason) {
    const event: RealtimeEvent = { type: 'kicked', reason };
    const audience: Audience =
      'tokenHash' in ended ? { session: ended.tokenHash } : { member: ended.memberId, except: ended.exceptHash };
    publish(event, audience).catch((err) => deps.log.error({ err }, 'realtime: kick not published'));
  }

  /**
   * A new socket: waits for the client's hello (the token, or null for a guest), then registers it
   * and sends the snapshot. A bad token closes it with REALTIME_CLOSE.badToken, nothing delivered.
   */
  function accept(ws: WebSocket, ctx: { brandId: number }) {
    let conn: Conn | null = null;
    let queue = Promise.resolve();
    const helloTimer = setTimeout(
      () => ws.close(REALTIME_CLOSE.badMessage, 'no hello'),
      REALTIME_TIMING.helloTimeoutMs,
    );
    helloTimer.unref();

    async function hello(token: string | null) {
      let memberId: number | null = null;
      let chatGuest: string | null = null;
      let operator = false;
      if (token !== null) {
        const s = await deps.resolve(token, ctx.brandId);
        const other = s ? null : await deps.resolveOther?.(token, ctx.brandId);
        if (!s && !other) {
          ws.close(REALTIME_CLOSE.badToken, 'unauthorized');
          return;
        }
        if (s) memberId = s.memberId;
        else if (other && 'chatGuest' in other) chatGuest = other.chatGuest;
        else operator = true;
      }
      await listener.start();
      if (ws.readyState !== ws.OPEN) return;
      // Only member sessions are swept by the heartbeat (tokenHash): a guest's or operator's token is another kind.
      const tokenHash = token && memberId !== null ? sha256hex(token) : null;
      conn = { ws, brandId: ctx.brandId, memberId, tokenHash, chatGuest, operator, alive: true };
      add(conn);
      send(conn, await snapshot(conn));
    }

    async function handle(m: ClientMessage) {
      if (m.type === 'hello') {
        if (conn) return;
        clearTimeout(helloTimer);
        return hello(m.token);
      }
      if (!conn) return void ws.close(REALTIME_CLOSE.badMessage, 'hello first');
      conn.alive = true;
      if (m.type === 'ping') send(conn, { type: 'pong', t: m.t });
      else if (m.type === 'resync') send(conn, await snapshot(conn));
    }

    ws.on('message', (data, isBinary) => {
      let parsed: ReturnType<typeof clientMessage.safeParse> | null = null;
      try {
        parsed = isBinary ? null : clientMessage.safeParse(JSON.parse(String(data)));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) return void ws.close(REALTIME_CLOSE.badMessage, 'bad message');
      const m = parsed.data;
      queue = queue
        .then(() => handle(m))
        .catch((err) => {
          deps.log.error({ err }, 'realtime: message failed');
          ws.close(1011, 'error');
        });
    });
    ws.on('pong', () => {
      if (conn) conn.alive = true;
    });
    ws.on('close', () => {
      clearTimeout(helloTimer);
      if (conn) remove(conn);
    });
    ws.on('error', () => {
      if (conn) remove(conn);
    });
  }

  return {
    accept,
    publish,
    balancesMoved,
    messagesDelivered,
    sessionsEnded,
    /** Where the ledger tail should start when this instance takes it over (null: at the end). */
    lastCursor: () => lastCursor,
    /** The messages module's unread count, for snapshots. */
    useUnreadCount(fn: (memberIds: readonly number[]) => Promise<Map<number, number>>) {
      unreadOf = fn;
    },
    /** Sockets held by this instance (tests, health). */
    get size() {
      return conns.size;
    },
    /** Closes every socket (going away: clients reconnect elsewhere) and the listener. */
    async close() {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      for (const c of [...conns]) {
        remove(c);
        c.ws.close(REALTIME_CLOSE.goingAway, 'server closing');
      }
      await listener.stop();
    },
    /** Tests: the listener's connection drops as on a network failure. */
    breakListener: () => listener.breakConnection(),
  };
}
export type RealtimeService = ReturnType<typeof realtimeService>;
