import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';
import type { AccountKind } from './ledger.tables';

/**
 * Which movements of which accounts: a movement is one side of a transfer seen from one of
 * `accountIds` ('out' when the account paid, 'in' when it received). `inOnly` leaves out the
 * paying side, so a transfer between two of the listed accounts is counted once.
 */
export type MovementFilter = {
  accountIds: number[];
  from: Date;
  to: Date;
  types?: readonly string[];
  inOnly?: boolean;
};

export type MovementRow = {
  id: string;
  type: string;
  direction: 'in' | 'out';
  amount_minor: string;
  balance_after: string;
  account_id: string;
  counter_kind: AccountKind;
  counter_vendor: string;
  created_at: Date | string;
  memo: Record<string, unknown>;
};

const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The conditions of one side. Written as `account in (...)` plus range and type filters so each side
 * is walked through its index ledger_transfers_from / _to (account_id, id) newest first.
 */
function side(f: MovementFilter, column: 'from_account_id' | 'to_account_id'): SQL {
  const parts = [
    sql`t.${sql.raw(column)} in (${list(f.accountIds)})`,
    sql`t.created_at >= ${f.from.toISOString()}::timestamptz`,
    sql`t.created_at < ${f.to.toISOString()}::timestamptz`,
  ];
  if (f.types?.length) parts.push(sql`t.type in (${list(f.types)})`);
  return sql.join(parts, sql` and `);
}

/** Read-only SQL over the ledger for the member records (account record, profit and loss, bonus). */
export function ledgerReadsStore() {
  return {
    async memberAccounts(exec: Executor, brandId: number, memberId: number) {
      const rows = await exec.execute<{ id: string; kind: AccountKind; vendor: string }>(
        sql`select id, kind, vendor from ledger_accounts where brand_id = ${brandId} and member_id = ${memberId} order by id`,
      );
      return rows.rows.map((r) => ({ id: Number(r.id), kind: r.kind, vendor: r.vendor }));
    },

    /**
     * One page of movements, newest first. Each account and side is its own arm walking its index
     * (account_id, id) backwards for at most offset + limit rows; the arms are merged by id. (With
     * `account in (...)` the planner may walk the primary key of the whole table backwards instead.)
     */
    async movements(exec: Executor, f: MovementFilter, limit: number, offset: number): Promise<MovementRow[]> {
      const n = limit + offset;
      const arm = (accountId: number, dir: 'in' | 'out') => {
        const [own, other, after] =
          dir === 'out'
            ? (['from_account_id', 'to_account_id', 'from_balance_after'] as const)
            : (['to_account_id', 'from_account_id', 'to_balance_after'] as const);
        const one = { ...f, accountIds: [accountId] };
        return sql`(select t.id, t.type, ${dir}::text as direction, t.amount_minor, t.${sql.raw(after)} as balance_after,
            t.${sql.raw(own)} as account_id, t.${sql.raw(other)} as counter_id, t.created_at, t.memo
          from ledger_transfers t where ${side(one, own)} order by t.id desc limit ${n})`;
      };
      const dirs = f.inOnly ? (['in'] as const) : (['out', 'in'] as const);
      const arms = f.accountIds.flatMap((id) => dirs.map((d) => arm(id, d)));
      const rows = await exec.execute<MovementRow>(sql`
        select m.id, m.type, m.direction, m.amount_minor, m.balance_after, m.account_id, m.created_at, m.memo,
               c.kind as counter_kind, c.vendor as counter_vendor
        from (select * from (${sql.join(arms, sql` union all `)}) u
              order by u.id desc, u.direction limit ${limit} offset ${offset}) m
        join ledger_accounts c on c.id = m.counter_id
        order by m.id desc, m.direction`);
      return rows.rows;
    },

    async countMovements(exec: Executor, f: MovementFilter): Promise<number> {
      const count = (column: 'from_account_id' | 'to_account_id') =>
        sql`(select count(*) from ledger_transfers t where ${side(f, column)})`;
      const total = f.inOnly ? count('to_account_id') : sql`${count('from_account_id')} + ${count('to_account_id')}`;
      const rows = await exec.execute<{ total: string }>(sql`select ${total} as total`);
      return Number(rows.rows[0]?.total ?? 0);
    },

    /** Sums per type and direction over the filter (profit and loss, bonus totals). */
    async sums(exec: Executor, f: MovementFilter) {
      const outSide = sql`select t.type, 'out' as direction, t.amount_minor from ledger_transfers t where ${side(f, 'from_account_id')}`;
      const inSide = sql`select t.type, 'in' as direction, t.amount_minor from ledger_transfers t where ${side(f, 'to_account_id')}`;
      const both = f.inOnly ? inSide : sql`${outSide} union all ${inSide}`;
      const rows = await exec.execute<{ type: string; direction: 'in' | 'out'; total: string; n: string }>(
        sql`select u.type, u.direction, sum(u.amount_minor) as total, count(*) as n from (${both}) u group by u.type, u.direction`,
      );
      return rows.rows.map((r) => ({
        type: r.type,
        direction: r.direction,
        totalMinor: BigInt(r.total),
        count: Number(r.n),
      }));
    },
  };
}
export type LedgerReadsStore = ReturnType<typeof ledgerReadsStore>;
