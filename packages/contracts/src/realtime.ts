import { z } from 'zod';
import { chatEvent } from './support-chat';
import { systemStatus } from './system';

/**
 * The real-time socket (REALTIME_API.socket in paths.ts). One WebSocket per tab carries JSON text
 * frames, each one of the messages below. The session token travels in the first client message
 * (`hello`), never in the URL: browsers cannot set headers on a WebSocket, and URLs end up in logs.
 * A guest says hello with `token: null` and receives the brand-wide events (maintenance,
 * announcements) only.
 */

/** Why the server ended a session whose socket it now closes. */
export const KICK_REASONS = ['logout_elsewhere', 'password_changed', 'disabled', 'excluded', 'newer_login'] as const;
export type KickReason = (typeof KICK_REASONS)[number];

/** Close codes (4000-4999 are the application's own). */
export const REALTIME_CLOSE = {
  /** No hello in time, or a frame that is not one of the client messages. */
  badMessage: 4400,
  /** The token is unknown, revoked or expired: nothing is delivered; the client reconnects as a guest. */
  badToken: 4401,
  /** The session ended (a `kicked` message came first); the client must not reconnect with that token. */
  kicked: 4403,
  /** The server is shutting down: reconnect (another node answers). */
  goingAway: 1001,
} as const;

/** How often each side pings, and how long the server waits for the first message. */
export const REALTIME_TIMING = { heartbeatMs: 25_000, helloTimeoutMs: 10_000 } as const;

// Client -> server
/**
 * `token`: a member session, a live-chat guest token or an operator session (the chat console);
 * null for a visitor. A guest or operator socket gets chat events and the brand's events.
 */
export const clientHello = z.object({ type: z.literal('hello'), token: z.string().min(1).max(200).nullable() });
export const clientMessage = z.discriminatedUnion('type', [
  clientHello,
  /** Asks for a fresh snapshot (a `resync` answer). */
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
  z.object({ type: z.literal('pong'), t: z.number().optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

// Server -> client
/** What a `config` event says changed. */
export const CONFIG_PARTS = ['brand', 'register', 'catalogue', 'status'] as const;
export type ConfigPart = (typeof CONFIG_PARTS)[number];
const maintenanceInfo = systemStatus.shape.maintenance;
export const realtimeEvent = z.discriminatedUnion('type', [
  /**
   * The snapshot sent after `hello` (and on request, and after the server's own listener was
   * reconnected): `member` false for a guest; balance (main wallet, money string) and unread
   * count when known (null: ask the API).
   */
  z.object({
    type: z.literal('resync'),
    member: z.boolean(),
    balance: z.string().nullable(),
    unread: z.number().int().nonnegative().nullable(),
    /** Whether this socket carries live-chat events (a member's, a chat guest's or the operators' console's). */
    chat: z.boolean().optional(),
  }),
  z.object({ type: z.literal('ping'), t: z.number().optional() }),
  z.object({ type: z.literal('pong'), t: z.number().optional() }),
  /** The member's main-wallet balance after a ledger movement (deposits, game wins, adjustments...). */
  z.object({ type: z.literal('balance'), balance: z.string() }),
  /** Platform messages: the member's unread count. */
  z.object({ type: z.literal('messages'), unread: z.number().int().nonnegative() }),
  /** This session ended; the socket closes with REALTIME_CLOSE.kicked right after. */
  z.object({ type: z.literal('kicked'), reason: z.enum(KICK_REASONS) }),
  /**
   * A maintenance window started or ended: `status` and `maintenance` as GET /wps/system/status
   * answers them for the brand (1 and the window while it runs; 0 and null after, when the
   * region rules should be asked again).
   */
  z.object({
    type: z.literal('maintenance'),
    phase: z.enum(['started', 'ended']),
    status: systemStatus.shape.status,
    maintenance: maintenanceInfo,
  }),
  /**
   * An operator changed the brand's configuration (back office): the client fetches again what the
   * parts name. brand: whitelabel (flags, modules, customer service, languages); register: the
   * register settings; catalogue: game menus and lobby lists (vendor or game switches, their
   * maintenance windows); status: the system status (region rules).
   */
  z.object({ type: z.literal('config'), parts: z.array(z.enum(CONFIG_PARTS)).min(1) }),
  /** An announcement became visible: the client fetches the announcements again. */
  z.object({ type: z.literal('announcement'), id: z.number().int() }),
  /** Live support chat: a member's conversation changed (message, typing, read, closed). */
  z.object({ type: z.literal('chat'), event: chatEvent }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEvent>;
export type RealtimeEventType = RealtimeEvent['type'];
