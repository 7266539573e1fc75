import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/tx';
import type { BrandRef } from '../../platform/http/context';
import type { Translate } from '../../platform/i18n/translate';
import type { AuditService } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { PaymentGateways } from '../payments/payments.gateway';
import type { TurnoverService } from '../turnover/turnover.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { DepositsStore } from './deposits.store';

/**
 * What the deposits module uses from other modules, narrowed to the calls it makes so tests can
 * hand in fakes and a change elsewhere shows up here as a type error.
 */
export type DepositsDeps = {
  db: Db;
  store: DepositsStore;
  ledger: Pick<LedgerService, 'transfer'>;
  audit: Pick<AuditService, 'record'>;
  uploads: Pick<UploadsService, 'saveImages' | 'readAuthorised'>;
  turnover: Pick<TurnoverService, 'require'>;
  gateways: PaymentGateways;
  /** The brand's settings row (system.settings): currency, name, deposit turnover multiplier. */
  settings: (brand: BrandRef) => Promise<{ name: string; currencyCode: string; depositTurnoverBp: number }>;
  clock: () => Date;
  /**
   * Responsible gaming's gate, inside the deposit's transaction and before the gateway: refuses a
   * member in a time-out or self-exclusion, and a deposit that would pass a deposit limit.
   */
  rg: {
    admitDeposit(tx: Tx, c: { brandId: number; memberId: number; amountMinor: bigint; t: Translate }): Promise<void>;
  };
};

/** The request facts a deposit call needs: brand, language, caller IP, and the site's public origin. */
export type DepositCtx = {
  brand: BrandRef;
  lang: BrandRef['defaultLanguage'];
  t: Translate;
  ip: string;
  origin: string;
};
