import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

export type Problem = { check: string; detail: Record<string, unknown> };
export type Reconciliation = { accounts: number; transfers: number; checks: string[]; problems: Problem[] };

/**
 * Every invariant of the ledger, recomputed from the rows themselves. The database already refuses
 * writes that would break them; this is the independent audit `npm run reconcile` prints.
 * Each query returns the offending rows (at most 50), so an empty result means the check holds.
 */
const CHECKS: Record<string, ReturnType<typeof sql>> = {
  'all accounts of a brand sum to zero': sql`
    select brand_id, sum(balance_minor)::text as total from ledger_accounts
    group by brand_id having sum(balance_minor) <> 0 limit 50`,
  'each stored balance equals the sum of its transfers': sql`
    select a.id as account_id, a.balance_minor::text as stored, coalesce(m.net, 0)::text as from_transfers
    from ledger_accounts a
    left join (
      select account_id, sum(delta) as net from (
        select to_account_id as account_id, amount_minor as delta from ledger_transfers
        union all
        select from_account_id, -amount_minor from ledger_transfers
      ) d group by account_id
    ) m on m.account_id = a.id
    where a.balance_minor <> coalesce(m.net, 0) limit 50`,
  'no member balance is negative': sql`
    select id as account_id, member_id, kind, balance_minor::text as balance from ledger_accounts
    where member_id is not null and balance_minor < 0 limit 50`,
  'each balance-after follows from the one before': sql`
    select account_id, transfer_id, recorded::text, running::text from (
      select account_id, transfer_id, recorded,
             sum(delta) over (partition by account_id order by transfer_id) as running
      from (
        select to_account_id as account_id, id as transfer_id, amount_minor as delta, to_balance_after as recorded
        from ledger_transfers
        union all
        select from_account_id, id, -amount_minor, from_balance_after from ledger_transfers
      ) d
    ) r where recorded <> running limit 50`,
  'idempotency keys are unique per brand and source': sql`
    select brand_id, source, idem_key, count(*) as times from ledger_transfers
    group by brand_id, source, idem_key having count(*) > 1 limit 50`,
  'both sides of a transfer belong to its brand': sql`
    select t.id as transfer_id from ledger_transfers t
    join ledger_accounts f on f.id = t.from_account_id
    join ledger_accounts o on o.id = t.to_account_id
    where f.brand_id <> t.brand_id or o.brand_id <> t.brand_id limit 50`,
  'each transfer matches its fingerprint': sql`
    select id as transfer_id from ledger_transfers
    where fingerprint <> type || ':' || from_account_id || '>' || to_account_id || ':' || amount_minor limit 50`,
};

export async function reconcile(db: Db): Promise<Reconciliation> {
  // One snapshot for every check, so concurrent posting cannot make a consistent ledger look off.
  return db.transaction(
    async (tx) => {
      const problems: Problem[] = [];
      for (const [check, query] of Object.entries(CHECKS)) {
        const rows = await tx.execute<Record<string, unknown>>(query);
        for (const detail of rows.rows) problems.push({ check, detail });
      }
      const counts = await tx.execute<{ accounts: string; transfers: string }>(
        sql`select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_transfers) as transfers`,
      );
      const c = counts.rows[0];
      return {
        accounts: Number(c?.accounts ?? 0),
        transfers: Number(c?.transfers ?? 0),
        checks: Object.keys(CHECKS),
        problems,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
