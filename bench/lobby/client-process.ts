import { type Forked, forkCommands } from '../ledger/forked';
import type { Command, Result } from './clients';

export type ClientProcess = Forked<Command, Result>;

/** The 32 lobby clients in their own process (clients.ts). */
export const startClientProcess = (): ClientProcess =>
  forkCommands<Command, Result>(new URL('./clients.ts', import.meta.url), 'client');
