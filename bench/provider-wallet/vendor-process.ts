import { type Forked, forkCommands } from '../ledger/forked';
import type { Command, Result } from './clients';

export type VendorProcess = Forked<Command, Result>;

/** The vendor's clients in their own process (clients.ts), as an outside game provider would be. */
export const startVendorProcess = (): VendorProcess =>
  forkCommands<Command, Result>(new URL('./clients.ts', import.meta.url), 'vendor');
