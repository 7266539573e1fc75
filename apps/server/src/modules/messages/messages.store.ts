import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { messages } from './messages.tables';

export type InboxRow = {
  id: number;
  title: Record<string, string>;
  body: Record<string, string>;
  read_at: Date | null;
  created_at: Date;
};

/** An int[] as ONE bind parameter (a JS array in drizzle's sql`` would become one parameter per element). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const live = sql`i.deleted_at is null`;

/** Messages and each member's inbox state: the only SQL of the module. */
export function messagesStore(db: Db) {
  const one = async <T extends Record<string, unknown>>(exec: Executor, q: ReturnType<typeof sql>) =>
    (await exec.execute<T>(q)).rows[0];

  return {
    insertMessage: async (exec: Executor, row: typeof messages.$inferInsert) =>
      (await exec.insert(messages).values(row).returning({ id: messages.id }))[0]?.id as number,

    /** Members of the brand among ids and lower-cased usernames, in one statement whatever the list's size. */
    async resolveMembers(exec: Executor, brandId: number, ids: readonly number[], keys: readonly string[]) {
      const r = await exec.execute<{ id: number; account_key: string }>(sql`
        select m.id, m.account_key from members m
        where m.brand_id = ${brandId}
          and (m.id = any(${intArray(ids)})
               or m.account_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)))`);
      return r.rows;
    },

    /** Delivers to the listed members: one INSERT ... SELECT over unnest, never a row per statement. */
    async deliverTo(exec: Executor, messageId: number, memberIds: readonly number[]) {
      const r = await exec.execute(sql`
        insert into message_inbox (member_id, message_id)
        select distinct u.id, ${messageId}::bigint from unnest(${intArray(memberIds)}) as u(id)
        on conflict do nothing`);
      return r.rowCount ?? 0;
    },

    /** Delivers to every member of the brand when sent: one INSERT ... SELECT from members. */
    async deliverAll(exec: Executor, brandId: number, messageId: number) {
      const r = await exec.execute(sql`
        insert into message_inbox (member_id, message_id)
        select m.id, ${messageId}::bigint from members m where m.brand_id = ${brandId}`);
      return r.rowCount ?? 0;
    },

    /** Unread counts of many members in one statement (the socket's push after a send). */
    async unreadCounts(memberIds: readonly number[]) {
      const r = await db.execute<{ member_id: number; n: number }>(sql`
        select i.member_id, count(*)::int as n from message_inbox i
        where i.member_id = any(${intArray(memberIds)}) and i.read_at is null and ${live}
        group by i.member_id`);
      const out = new Map<number, number>(memberIds.map((id) => [id, 0]));
      for (const row of r.rows) out.set(Number(row.member_id), row.n);
      return out;
    },

    setRecipients: (exec: Executor, id: number, n: number) =>
      exec.execute(sql`update messages set recipients = ${n} where id = ${id}`),

    async unreadCount(memberId: number) {
      const r = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from message_inbox i where i.member_id = ${memberId} and i.read_at is null and ${live}`,
      );
      return r?.n ?? 0;
    },

    /** The member's inbox page, newest first, and how many messages it holds. */
    async page(memberId: number, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        db.execute<InboxRow>(sql`
          select m.id, m.title, m.body, i.read_at, m.created_at
          from message_inbox i join messages m on m.id = i.message_id
          where i.member_id = ${memberId} and ${live}
          order by i.message_id desc limit ${limit} offset ${offset}`),
        one<{ n: number }>(
          db,
          sql`select count(*)::int as n from message_inbox i where i.member_id = ${memberId} and ${live}`,
        ),
      ]);
      return { rows: rows.rows, total: total?.n ?? 0 };
    },

    /** One message of the member's own inbox; marks it read in the same statement when asked. */
    async open(memberId: number, messageId: number, at: Date) {
      return one<InboxRow>(
        db,
        sql`
        with opened as (
          update message_inbox i set read_at = coalesce(i.read_at, ${at.toISOString()}::timestamptz)
          where i.member_id = ${memberId} and i.message_id = ${messageId} and ${live}
          returning i.message_id, i.read_at)
        select m.id, m.title, m.body, o.read_at, m.created_at
        from opened o join messages m on m.id = o.message_id`,
      );
    },

    /** Read (at) or unread (null); false when the message is not in the member's inbox. */
    async setRead(memberId: number, messageId: number, at: Date | null) {
      const r = await db.execute(sql`
        update message_inbox i set read_at = ${at ? sql`coalesce(i.read_at, ${at.toISOString()}::timestamptz)` : sql`null`}
        where i.member_id = ${memberId} and i.message_id = ${messageId} and ${live}`);
      return (r.rowCount ?? 0) > 0;
    },

    async remove(memberId: number, messageId: number, at: Date) {
      const r = await db.execute(sql`
        update message_inbox i set deleted_at = ${at.toISOString()}::timestamptz
        where i.member_id = ${memberId} and i.message_id = ${messageId} and ${live}`);
      return (r.rowCount ?? 0) > 0;
    },

    readAll: (memberId: number, at: Date) =>
      db.execute(sql`
        update message_inbox i set read_at = ${at.toISOString()}::timestamptz
        where i.member_id = ${memberId} and i.read_at is null and ${live}`),

    /** The brand's sent messages, newest first, with their recipients who read them. */
    async sent(brandId: number, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        db.execute<{
          id: number;
          audience: 'members' | 'all';
          title: Record<string, string>;
          body: Record<string, string>;
          recipients: number;
          read: number;
          operator: string | null;
          created_at: Date;
        }>(sql`
          select m.id, m.audience, m.title, m.body, m.recipients, o.username as operator, m.created_at,
                 (select count(*)::int from message_inbox i where i.message_id = m.id and i.read_at is not null) as read
          from messages m left join operators o on o.id = m.operator_id
          where m.brand_id = ${brandId}
          order by m.id desc limit ${limit} offset ${offset}`),
        one<{ n: number }>(db, sql`select count(*)::int as n from messages where brand_id = ${brandId}`),
      ]);
      return { rows: rows.rows, total: total?.n ?? 0 };
    },
  };
}
export type MessagesStore = ReturnType<typeof messagesStore>;
