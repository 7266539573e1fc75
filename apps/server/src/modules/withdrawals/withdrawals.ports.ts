import type { ImageUpload } from '@platform/contracts';
import type { Executor } from '../../platform/db/tx';
import type { BrandRef } from '../../platform/http/context';
import type { AuditService } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';

/**
 * What the withdrawals module uses from other modules, narrowed to the calls it makes so tests can
 * hand in fakes and a change elsewhere shows up here as a type error.
 */
export type Clock = () => Date;

export type Ledger = Pick<LedgerService, 'transfer' | 'memberBalances'>;
export type Audit = Pick<AuditService, 'record'>;

export type Turnover = {
  outstanding(
    exec: Executor,
    brandId: number,
    memberId: number,
  ): Promise<{ requiredMinor: bigint; doneMinor: bigint; remainingMinor: bigint }>;
};

export type Uploads = {
  saveImages(
    exec: Executor,
    req: { brandId: number; memberId: number; field: string; images: readonly ImageUpload[]; max?: number },
  ): Promise<string[]>;
  /** An image whose reader the caller already authorised (the back office's dispute proofs). */
  readAuthorised(brandId: number, id: string): Promise<{ mime: string; bytes: Buffer; sha256: string }>;
};

/** The brand settings row (system.settings): currency and this module's brand columns. */
export type Settings = (brand: BrandRef) => Promise<{
  currencyCode: string;
  withdrawMinMinor: bigint;
  withdrawMaxMinor: bigint;
  withdrawAutoReceiptMinutes: number;
}>;

/** The logged-in member's bound mobile (for a payment-password reset by SMS code). */
export type Members = {
  byId(id: number): Promise<{ mobileNum: string | null } | undefined>;
  /** The real name payout accounts must carry (members.payee_name), within the caller's transaction. */
  realName(exec: Executor, memberId: number): Promise<string | null>;
  claimRealName(exec: Executor, memberId: number, name: string): Promise<boolean>;
};
export type Verification = {
  consume(brandId: number, mobile: string, purposes: 'account'[], code: string): Promise<void>;
};

/** Who acts: the operator (with the request IP for the audit log) or the member. */
export type OperatorCtx = { brandId: number; operatorId: number; ip: string; key: string };
export type MemberCtx = { brand: BrandRef; memberId: number; key: string };
