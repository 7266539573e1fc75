import { randomBytes } from 'node:crypto';
import { PROVIDER_API, PROVIDER_SIGNATURE_HEADER, PROVIDER_VENDOR_HEADER } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../src/app';
import { ledgerService } from '../src/modules/ledger/ledger.service';
import { ledgerStore } from '../src/modules/ledger/ledger.store';
import { members } from '../src/modules/members/members.tables';
import { providersService } from '../src/modules/providers/providers.service';
import { demoProviderSecret, signBody } from '../src/modules/providers/providers.signature';
import { providersStore } from '../src/modules/providers/providers.store';
import { brands } from '../src/modules/system/system.tables';
import { turnoverService } from '../src/modules/turnover/turnover.service';
import { turnoverStore } from '../src/modules/turnover/turnover.store';
import { testApp } from './harness';

/** A seeded seamless demo vendor and its demo secret. */
export const VENDOR = 'STARSLOT';
export const SECRET = demoProviderSecret(VENDOR);

export type SignedOpts = { vendor?: string; secret?: string; signature?: string | null; raw?: string };

/**
 * A provider wallet call as the vendor's game server sends it: the raw JSON body signed with the
 * vendor's demo secret (or `secret`; `signature` null sends none, a string sends that one).
 */
export function signedInject(app: FastifyInstance, path: string, body: unknown, o: SignedOpts = {}) {
  const raw = o.raw ?? JSON.stringify(body);
  const vendor = o.vendor ?? VENDOR;
  const headers: Record<string, string> = { 'content-type': 'application/json', [PROVIDER_VENDOR_HEADER]: vendor };
  const signature = o.signature === undefined ? signBody(o.secret ?? demoProviderSecret(vendor), raw) : o.signature;
  if (signature !== null) headers[PROVIDER_SIGNATURE_HEADER] = signature;
  return app.inject({ method: 'POST', url: path, headers, payload: raw });
}

let rounds = 0;

/**
 * One round of the demo vendor for `memberId`, played by real signed wallet calls as its game
 * server sends them: `bet` stakes, `win` settles (0.00 for a loss), `rollback` refunds the bet. A
 * refused call throws with the answer, so a test reads as the player's story.
 */
export function vendorRound(app: FastifyInstance, memberId: number) {
  const n = `${process.pid}-${++rounds}-${randomBytes(3).toString('hex')}`;
  const bet = `b-${n}`;
  const common = { playerId: String(memberId), roundId: `r-${n}` };
  const send = async (path: string, body: object) => {
    const res = await signedInject(app, path, { ...common, ...body });
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
    return res.json() as { success: boolean; value: { balance: string } };
  };
  return {
    bet: (amount: string) => send(PROVIDER_API.bet, { transactionId: bet, gameCode: 'SS0001', amount }),
    win: (amount: string) => send(PROVIDER_API.win, { transactionId: `w-${n}`, gameCode: 'SS0001', amount }),
    rollback: () => send(PROVIDER_API.rollback, { transactionId: `rb-${n}`, refTransactionId: bet }),
  };
}

/** A stake that counts toward turnover and leaves the balance where it was: bet, then win it back. */
export async function wager(app: FastifyInstance, memberId: number, amount: string) {
  const round = vendorRound(app, memberId);
  await round.bet(amount);
  await round.win(amount);
}

/**
 * The real app plus what provider tests need: members funded through the ledger, launch tokens
 * issued by the service, and `call` to send a signed (or deliberately mis-signed) request.
 */
export async function providerKit(overrides: Partial<AppDeps> = {}) {
  const { app, db } = await testApp(overrides);
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, 'RT'));
  const brandId = brand?.id as number;
  const ledger = ledgerService({ store: ledgerStore(db), db });
  const clock = overrides.clock ?? (() => new Date());
  const service = providersService({
    db,
    store: providersStore(db),
    ledger,
    clock,
  });

  const newMember = async (fundMinor = 0n) => {
    const name = `p${randomBytes(5).toString('hex')}`;
    const [m] = await db
      .insert(members)
      .values({ brandId, account: name, accountKey: name, passwordHash: 'x', language: 'en' })
      .returning({ id: members.id });
    const id = m?.id as number;
    if (fundMinor > 0n) {
      await ledger.transfer({
        brandId,
        source: 'test',
        key: `fund-${id}`,
        type: 'adjust',
        from: { kind: 'house_adjustment' },
        to: { kind: 'member_cash', memberId: id },
        amountMinor: fundMinor,
      });
    }
    return id;
  };
  const cash = async (memberId: number) => (await ledger.memberBalances(brandId, memberId)).cash;

  // Signed with STARSLOT's secret whatever the vendor, unless the test gives one.
  const call = async (path: string, body: unknown, o: SignedOpts = {}) => {
    const res = await signedInject(app, path, body, { ...o, secret: o.secret ?? SECRET });
    return {
      status: res.statusCode,
      body: res.json() as { success: boolean; code: string; value: Record<string, string> },
    };
  };
  const turnover = turnoverService({ store: turnoverStore(), clock });
  return { app, db, brandId, ledger, service, turnover, newMember, cash, call };
}
