import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/tx';

/**
 * The reason of every demo opening balance: a code, not a sentence, so the records screens show it in
 * the viewer's language (wallet.memoValue in the web's locale files); an operator's own reason is free
 * text and shows as written.
 */
export const DEMO_OPENING_REASON = 'demoOpeningBalance';

/** Opening balances of the demo accounts (minor units), so a local demo can play and withdraw at once. */
export const DEMO_OPENING_MINOR: Record<string, bigint> = { player01: 500_000n, agent01: 2_000_000n };

/**
 * Gives a demo account its opening balance the way an operator adjustment would: a ledger transfer
 * from the house adjustment account through ledger_post(), inside the seed's transaction (the ledger
 * service creates accounts on the pool, which cannot see the member this transaction just wrote).
 */
export async function seedOpeningBalance(tx: Tx, brandId: number, memberId: number, account: string) {
  const minor = DEMO_OPENING_MINOR[account];
  if (!minor) return;
  const ids = await tx.execute<{ id: string }>(sql`
    insert into ledger_accounts (brand_id, kind, member_id, vendor, shard)
    values (${brandId}, 'house_adjustment', null, '', 0), (${brandId}, 'member_cash', ${memberId}, '', 0)
    on conflict (brand_id, kind, member_id, vendor, shard) do update set kind = excluded.kind
    returning id`);
  const [house, cash] = ids.rows.map((r) => Number(r.id));
  await tx.execute(
    sql`select * from ledger_post(${brandId}, 'seed', ${`opening:${account}`}, 'adjust', ${house}, ${cash}, ${minor.toString()}::bigint, ${JSON.stringify({ reason: DEMO_OPENING_REASON })}::jsonb)`,
  );
}
