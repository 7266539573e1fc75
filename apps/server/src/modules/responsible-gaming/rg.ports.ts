import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import type { BrandRef } from '../../platform/http/context';
import type { AuditService } from '../audit/audit.service';
import type { MembersService } from '../members/members.service';
import type { RgStore } from './rg.store';

type Member = NonNullable<Awaited<ReturnType<MembersService['byId']>>>;

/**
 * What responsible gaming uses from other modules, narrowed to the calls it makes: sessions end
 * when a block starts (in the same transaction), members answer whose password it is, deposits and
 * bets give the sums the screen shows, the audit log records operator actions.
 */
export type RgDeps = {
  db: Db;
  store: RgStore;
  clock: () => Date;
  sessions: {
    endAll(memberId: number, exec: Executor): Promise<unknown>;
    /** Called after the transaction that ended them committed (their sockets are told). */
    ended(memberId: number, reason: 'excluded'): void;
  };
  members: Pick<MembersService, 'byId'> & {
    /**
     * The login password asked again (self-exclusion), counted with the login's tries before it is
     * checked: PASSWORD_WRONG naming `password`, LOGIN_LOCKED once the login's lock is reached.
     */
    recheckPassword(m: Member, password: string | undefined, ctx: { brand: BrandRef; ip: string }): Promise<void>;
  };
  audit: Pick<AuditService, 'record'>;
  /** The member's deposits credited or pending, created at or after each `from` (one sum per from). */
  depositedSince: (exec: Executor, brandId: number, memberId: number, from: Date[]) => Promise<bigint[]>;
  /** The member's game rounds started at or after `from`: count, net stake, wins. */
  roundsSince: (
    brandId: number,
    memberId: number,
    from: Date,
  ) => Promise<{ rounds: number; stake: bigint; win: bigint }>;
  settings: (brand: BrandRef) => Promise<{ currencyCode: string }>;
};

export type RgCtx = { brand: BrandRef; memberId: number };
/** A member's request from an address: where password tries are counted. */
export type RgRequestCtx = RgCtx & { ip: string };
