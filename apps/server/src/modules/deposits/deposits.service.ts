import {
  API,
  type Deposit,
  type DepositChannelList,
  type depositBody,
  type depositRecordsQuery,
  formatMinor,
} from '@platform/contracts';
import type { z } from 'zod';
import { inTransaction, pgErrorOf } from '../../platform/db/tx';
import { AppError, invalidFields } from '../../platform/http/app-error';
import { rangeOf } from '../../platform/time/date-range';
import type { DepositCtx, DepositsDeps } from './deposits.ports';
import type { ChannelRow, DepositView } from './deposits.store';
import { channelOut, depositOut, requestHash } from './deposits.view';

type Body = z.output<typeof depositBody>;

/** The member's side of deposits: channels, creating one, reading their own. */
export function depositsService(deps: DepositsDeps) {
  const { store } = deps;
  /** Gateway channels show only while their adapter is configured in this deployment. */
  const usable = (c: ChannelRow) =>
    c.enabled && (c.kind === 'manual' || Boolean(c.gateway && deps.gateways.get(c.gateway)));

  async function channels(ctx: DepositCtx): Promise<DepositChannelList> {
    const { currencyCode } = await deps.settings(ctx.brand);
    const rows = await store.channels(ctx.brand.id);
    return { list: rows.filter(usable).map((c) => channelOut(c, ctx.lang, currencyCode)) };
  }

  /** The same key again: the same deposit if the content matches, a conflict if it does not. */
  function replay(existing: DepositView, hash: string) {
    if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return existing;
  }

  function check(c: ChannelRow | undefined, body: Body, ctx: DepositCtx): ChannelRow {
    const { t } = ctx;
    if (!c || !usable(c)) throw invalidFields([{ field: 'channel', rule: 'enum', message: t('deposit.channel') }]);
    if (body.amount < c.minMinor || body.amount > c.maxMinor) {
      const message = t('deposit.amountRange', { min: formatMinor(c.minMinor), max: formatMinor(c.maxMinor) });
      throw invalidFields([{ field: 'amount', rule: 'range', message }]);
    }
    if (c.kind === 'manual') {
      if (!body.reference) throw invalidFields([{ field: 'reference', rule: 'required', message: '' }]);
      if (!body.proof?.length)
        throw invalidFields([{ field: 'proof', rule: 'required', message: t('deposit.proofOne') }]);
    }
    return c;
  }

  /**
   * Sends a pending gateway deposit to its provider (again after a crash between the two steps:
   * providers answer the same payment for the same order id) and keeps the page it gives.
   */
  async function ensurePayment(d: DepositView, ctx: DepositCtx): Promise<DepositView> {
    if (d.kind !== 'gateway' || d.status !== 'pending' || d.redirectUrl) return d;
    const gateway = deps.gateways.get(d.gateway ?? '');
    if (!gateway) throw new AppError('GATEWAY_UNAVAILABLE');
    const brand = await deps.settings(ctx.brand);
    let created: { gatewayRef: string; redirectUrl: string };
    try {
      created = await gateway.createPayment({
        depositId: d.id,
        amountMinor: d.amountMinor,
        currency: d.currency,
        returnUrl: `${ctx.origin}/member?tab=depositv2&deposit=${d.id}`,
        callbackUrl: `${ctx.origin}${API.depositCallback.replace(':gateway', gateway.code)}`,
        merchantName: brand.name,
        lang: ctx.lang,
      });
    } catch {
      throw new AppError('GATEWAY_UNAVAILABLE');
    }
    await store.setPayment(d.id, created.gatewayRef, created.redirectUrl);
    return { ...d, gatewayRef: created.gatewayRef, redirectUrl: created.redirectUrl };
  }

  async function create(memberId: number, key: string, body: Body, ctx: DepositCtx): Promise<Deposit> {
    const brandId = ctx.brand.id;
    const hash = requestHash(body);
    const earlier = await store.byRequestKey(deps.db, brandId, memberId, key);
    if (earlier) return depositOut(await ensurePayment(replay(earlier, hash), ctx), ctx.lang);

    const channel = check(await store.channel(brandId, body.channel), body, ctx);
    const { currencyCode } = await deps.settings(ctx.brand);
    let id: number;
    try {
      id = await inTransaction(deps.db, async (tx) => {
        // First, under the member's responsible-gaming lock: a burst of deposits is checked one by one.
        await deps.rg.admitDeposit(tx, { brandId, memberId, amountMinor: body.amount, t: ctx.t });
        const manual = channel.kind === 'manual';
        const proofIds = manual
          ? await deps.uploads.saveImages(tx, { brandId, memberId, field: 'proof', images: body.proof ?? [], max: 1 })
          : [];
        const row = await store.insert(tx, {
          brandId,
          memberId,
          channelId: channel.id,
          amountMinor: body.amount,
          currency: currencyCode,
          reference: manual ? (body.reference ?? null) : null,
          proofIds,
          requestKey: key,
          requestHash: hash,
          gateway: manual ? null : channel.gateway,
          createdAt: deps.clock(),
        });
        return row.id;
      });
    } catch (error) {
      // Two requests with one key at once: the loser answers as a replay of the winner.
      if (pgErrorOf(error)?.constraint !== 'deposits_request_key') throw error;
      const winner = await store.byRequestKey(deps.db, brandId, memberId, key);
      if (!winner) throw error;
      return depositOut(await ensurePayment(replay(winner, hash), ctx), ctx.lang);
    }
    const created = (await store.get(deps.db, brandId, id)) as DepositView;
    return depositOut(await ensurePayment(created, ctx), ctx.lang);
  }

  async function one(memberId: number, id: number, ctx: DepositCtx): Promise<Deposit> {
    const d = await store.get(deps.db, ctx.brand.id, id);
    if (!d || d.memberId !== memberId) throw new AppError('NOT_FOUND');
    return depositOut(d, ctx.lang);
  }

  async function records(memberId: number, q: z.output<typeof depositRecordsQuery>, ctx: DepositCtx) {
    const { from, to } = rangeOf(q, deps.clock());
    const { rows, total } = await store.memberPage(ctx.brand.id, memberId, {
      from,
      to,
      status: q.status,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    return { list: rows.map((d) => depositOut(d, ctx.lang)), pageNo: q.pageNo, pageSize: q.pageSize, total };
  }

  return { channels, create, one, records };
}
export type DepositsService = ReturnType<typeof depositsService>;
