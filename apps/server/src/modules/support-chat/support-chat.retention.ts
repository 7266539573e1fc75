import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';

/**
 * Guests' chats are kept this long after the guest's chat token expired (a day after it was given),
 * so operators can look back at them, and then deleted with the guest: a visitor without an account
 * left a name and messages, nothing the platform needs to keep. Members' conversations stay.
 */
export const GUEST_CHAT_RETENTION_DAYS = 30;
export const GUEST_CHAT_PURGE_JOB = 'chat-guest-purge';
export const GUEST_CHAT_PURGE_CRON = '41 3 * * *';
/** Guests per run, so one run never holds a long transaction; a backlog clears over a few nights. */
const BATCH = 1_000;

export type GuestChatPurged = { guests: number; conversations: number; messages: number };

/** The purge job's work: expired guests past retention, oldest first, with their conversations and messages. */
export function guestChatPurge(db: Db, clock: () => Date) {
  return (): Promise<GuestChatPurged> =>
    inTransaction(db, async (tx) => {
      const before = new Date(clock().getTime() - GUEST_CHAT_RETENTION_DAYS * 86_400_000);
      const guests = await tx.execute<{ id: string }>(sql`
        select id from chat_guests where expires_at < ${before.toISOString()}::timestamptz
         order by expires_at limit ${BATCH} for update skip locked`);
      const ids = guests.rows.map((g) => g.id);
      if (ids.length === 0) return { guests: 0, conversations: 0, messages: 0 };
      const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
      const messages = await tx.execute(sql`
        delete from chat_messages where conversation_id in
          (select id from chat_conversations where guest_id = any(${list}))`);
      const conversations = await tx.execute(sql`delete from chat_conversations where guest_id = any(${list})`);
      await tx.execute(sql`delete from chat_guests where id = any(${list})`);
      return { guests: ids.length, conversations: conversations.rowCount ?? 0, messages: messages.rowCount ?? 0 };
    });
}
