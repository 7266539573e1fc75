import { formatMinor, type LanguageCode, type OpsChannel, type opsChannelBody } from '@platform/contracts';
import type { z } from 'zod';
import { inTransaction } from '../../platform/db/tx';
import { AppError, invalidFields } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import { localised } from '../../platform/i18n/localised';
import type { Translate } from '../../platform/i18n/translate';
import type { DepositsDeps } from './deposits.ports';
import type { ChannelRow } from './deposits.store';

type Ctx = { brand: BrandRef; lang: LanguageCode; t: Translate; operatorId: number; ip: string };

const channelOut = (c: ChannelRow, lang: LanguageCode, currency: string): OpsChannel => ({
  code: c.code,
  kind: c.kind,
  method: c.method,
  name: localised(c.names, lang),
  min: formatMinor(c.minMinor),
  max: formatMinor(c.maxMinor),
  currency,
  enabled: c.enabled,
  sequence: c.sequence,
  payee:
    c.kind === 'manual'
      ? {
          provider: c.payeeProvider ?? '',
          accountName: c.payeeAccountName ?? '',
          accountNumber: c.payeeAccountNumber ?? '',
        }
      : null,
  gateway: c.gateway,
});

const terms = (c: ChannelRow) => ({
  enabled: c.enabled,
  min: formatMinor(c.minMinor),
  max: formatMinor(c.maxMinor),
  sequence: c.sequence,
});

/**
 * The back office cashier's calls on deposits: a deposit's proof image for operators, and the
 * brand's payment (deposit) channels: list every one, and change one's enabled flag, limits and
 * display order (audited in the same transaction).
 */
export function opsCashierService(deps: DepositsDeps) {
  const { store } = deps;

  /** The n-th proof image of one of the brand's deposits; NOT_FOUND for anything else. */
  async function depositProof(brandId: number, id: number, n: number) {
    const upload = (await store.proofIds(brandId, id))?.[n];
    if (!upload) throw new AppError('NOT_FOUND');
    return deps.uploads.readAuthorised(brandId, upload);
  }

  async function channels(ctx: Pick<Ctx, 'brand' | 'lang'>) {
    const [rows, settings] = await Promise.all([store.allChannels(ctx.brand.id), deps.settings(ctx.brand)]);
    return { list: rows.map((c) => channelOut(c, ctx.lang, settings.currencyCode)) };
  }

  /** Only the fields sent change; min above max (as sent, or against the stored other one) is refused on `min`. */
  async function update(ctx: Ctx, code: string, body: z.output<typeof opsChannelBody>): Promise<OpsChannel> {
    const { currencyCode } = await deps.settings(ctx.brand);
    return inTransaction(deps.db, async (tx) => {
      const c = await store.lockChannel(tx, ctx.brand.id, code);
      if (!c) throw new AppError('NOT_FOUND');
      const min = body.min ?? c.minMinor;
      const max = body.max ?? c.maxMinor;
      if (min > max) {
        throw invalidFields([{ field: 'min', rule: 'minAboveMax', message: ctx.t('rule.minAboveMax') }]);
      }
      const next = await store.updateChannel(tx, c.id, {
        enabled: body.enabled ?? c.enabled,
        minMinor: min,
        maxMinor: max,
        sequence: body.sequence ?? c.sequence,
      });
      await deps.audit.record(tx, {
        brandId: ctx.brand.id,
        operatorId: ctx.operatorId,
        action: 'channel.update',
        targetType: 'deposit_channel',
        targetId: c.code,
        detail: { before: terms(c), after: terms(next) },
        ip: ctx.ip,
      });
      return channelOut(next, ctx.lang, currencyCode);
    });
  }

  return { depositProof, channels, update };
}
export type OpsCashierService = ReturnType<typeof opsCashierService>;
