import type { BrandRef } from '../../platform/http/context';
import type { Translate } from '../../platform/i18n/translate';
import type { AgentsService } from '../agents/agents.service';
import type { AuditService } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';

/**
 * What this module uses from others, narrowed to the calls it makes: the ledger moves the money,
 * agents checks the downline, members reads accounts and promotes an approved applicant, the
 * withdrawals module's payment-password service checks the password (its store stays its own).
 */
export type Ledger = Pick<LedgerService, 'transfer' | 'lock' | 'memberBalances'>;
export type Agents = Pick<AgentsService, 'assertDownline' | 'addInvitation'>;
export type Members = Pick<MembersService, 'byId' | 'promoteToAgent'>;
export type Audit = Pick<AuditService, 'record'>;
export type PaymentPasswords = {
  verify(memberId: number, given: string, fieldName?: string): Promise<void>;
  status(memberId: number): Promise<{ set: boolean; lockedUntil: Date | null }>;
};
export type Settings = (brand: BrandRef) => Promise<{ currencyCode: string }>;
export type Clock = () => Date;

export type MemberCtx = { brand: BrandRef; memberId: number; t: Translate };
