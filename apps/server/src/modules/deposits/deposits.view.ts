import { createHash } from 'node:crypto';
import {
  type Deposit,
  type DepositChannel,
  formatMinor,
  type ImageUpload,
  type LanguageCode,
} from '@platform/contracts';
import { localised } from '../../platform/i18n/localised';
import type { ChannelRow, DepositView } from './deposits.store';

export function channelOut(c: ChannelRow, lang: LanguageCode, currency: string): DepositChannel {
  return {
    code: c.code,
    kind: c.kind,
    method: c.method,
    name: localised(c.names, lang),
    instructions: localised(c.instructions, lang),
    min: formatMinor(c.minMinor),
    max: formatMinor(c.maxMinor),
    currency,
    payee:
      c.kind === 'manual'
        ? {
            provider: c.payeeProvider ?? '',
            accountName: c.payeeAccountName ?? '',
            accountNumber: c.payeeAccountNumber ?? '',
          }
        : null,
  };
}

export function depositOut(d: DepositView, lang: LanguageCode): Deposit {
  return {
    id: d.id,
    channel: d.code,
    channelName: localised(d.names, lang),
    kind: d.kind,
    method: d.method,
    amount: formatMinor(d.amountMinor),
    currency: d.currency,
    status: d.status,
    reference: d.reference,
    reason: d.reason,
    // Once settled there is nothing left to pay: the provider's page is not offered again.
    redirectUrl: d.status === 'pending' ? d.redirectUrl : null,
    createdAt: d.createdAt.toISOString(),
    decidedAt: d.decidedAt?.toISOString() ?? null,
  };
}

/**
 * What an Idempotency-Key was first used with. Extra body fields are stripped before this, so only
 * what the deposit is made of counts; images count by their content, not their file names.
 */
export function requestHash(body: { channel: string; amount: bigint; reference?: string; proof?: ImageUpload[] }) {
  const proof = (body.proof ?? []).map((p) => createHash('sha256').update(p.data).digest('hex'));
  const canonical = JSON.stringify([body.channel, body.amount.toString(), body.reference ?? null, proof]);
  return createHash('sha256').update(canonical).digest('hex');
}
