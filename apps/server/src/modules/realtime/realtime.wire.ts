import type { RealtimeEvent } from '@platform/contracts';

/**
 * Who receives an event: a member (every socket of theirs), a list of members, a whole brand (guests
 * included), one session (by token hash), or a member's sessions but one.
 */
export type Audience =
  | number
  | number[]
  | { brand: number }
  | { session: string }
  | { member: number; except: string | null }
  /** Live chat: a guest's sockets (their chat token), or every operators' console socket of a brand. */
  | { chatGuest: string }
  | { operators: number };

/** What travels in NOTIFY (under 8000 bytes: ids, never bulk). */
export type Wire =
  | { k: 'e'; e: RealtimeEvent; m: number[]; x?: string | null }
  | { k: 'e'; e: RealtimeEvent; b: number }
  | { k: 'e'; e: RealtimeEvent; s: string }
  | { k: 'e'; e: RealtimeEvent; g: string }
  | { k: 'e'; e: RealtimeEvent; o: number }
  /** Members whose ledger moved; `c`: the tail's cursor, so a new tailer continues from it. */
  | { k: 'b'; m: number[]; c: number }
  /** Platform messages arrived for these members (or every member of a brand): each instance counts its own. */
  | { k: 'u'; m: number[] }
  | { k: 'u'; b: number };

/** Member ids per NOTIFY: 800 ids of up to 9 digits stay far below PostgreSQL's 8000-byte limit. */
export const IDS_PER_NOTIFY = 800;

/** `xs` in runs of `n` (one NOTIFY each). */
export const chunks = <T>(xs: readonly T[], n: number) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
