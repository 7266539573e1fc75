import {
  type LanguageCode,
  type MessageItem,
  type MessagesPage,
  type SendMessageBody,
  type UnreadCount,
} from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import { localised } from '../../platform/i18n/localised';
import type { AuditService } from '../audit/audit.service';
import type { InboxRow, MessagesStore } from './messages.store';

/** Told after a send commits: which members got a message ('all': every member of the brand). */
export type OnDelivered = (brandId: number, memberIds: number[] | 'all') => void;

const iso = (d: Date | string) => new Date(d).toISOString();
/** Only the languages that carry text: an empty slot never hides the English fallback. */
const cleaned = (text: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(text).filter((e): e is [string, string] => Boolean(e[1])));

/**
 * Platform messages (messageV2). An operator's send writes the message once and one inbox row per
 * recipient in a single INSERT ... SELECT (a list through unnest, "all" straight from members),
 * inside one transaction with its audit entry; members then read, mark and delete only their own rows.
 */
export function messagesService(deps: {
  store: MessagesStore;
  db: Db;
  audit: Pick<AuditService, 'record'>;
  clock: () => Date;
  onDelivered?: OnDelivered;
}) {
  const { store } = deps;
  const item = (r: InboxRow, lang: LanguageCode): MessageItem => ({
    id: Number(r.id),
    title: localised(r.title, lang),
    body: localised(r.body, lang),
    read: r.read_at !== null,
    createdAt: iso(r.created_at),
  });
  const counted = async (memberId: number): Promise<UnreadCount> => ({ count: await store.unreadCount(memberId) });

  async function send(req: {
    brandId: number;
    operatorId: number;
    ip: string | null;
    body: SendMessageBody;
  }): Promise<{ id: number; recipients: number }> {
    const { brandId, body } = req;
    const title = cleaned(body.title);
    const text = cleaned(body.body);
    const all = body.audience === 'all';
    const named = all ? [] : (body.members ?? []);
    const ids = named.filter((m): m is number => typeof m === 'number');
    const keys = named.filter((m): m is string => typeof m === 'string').map((s) => s.toLowerCase());

    const result = await inTransaction(deps.db, async (tx) => {
      let memberIds: number[] = [];
      if (!all) {
        const found = await store.resolveMembers(tx, brandId, ids, keys);
        const byId = new Set(found.map((f) => f.id));
        const byKey = new Set(found.map((f) => f.account_key));
        const unknown = [...ids.filter((id) => !byId.has(id)).map(String), ...keys.filter((k) => !byKey.has(k))];
        if (unknown.length) {
          const names = unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? ` (+${unknown.length - 10})` : '');
          throw fieldError('members', 'unknownMembers', { names }, 'messages.unknownMembers');
        }
        memberIds = found.map((f) => f.id);
      }
      const id = await store.insertMessage(tx, {
        brandId,
        title,
        body: text,
        audience: body.audience,
        recipients: 0,
        operatorId: req.operatorId,
        createdAt: deps.clock(),
      });
      const recipients = all ? await store.deliverAll(tx, brandId, id) : await store.deliverTo(tx, id, memberIds);
      await store.setRecipients(tx, id, recipients);
      await deps.audit.record(tx, {
        brandId,
        operatorId: req.operatorId,
        action: 'message.send',
        targetType: 'message',
        targetId: String(id),
        // A list of 100,000 ids is not copied into the log: its size and the first few are.
        detail: { audience: body.audience, recipients, languages: Object.keys(title), members: named.slice(0, 20) },
        ip: req.ip,
      });
      return { id, recipients, memberIds };
    });
    try {
      deps.onDelivered?.(brandId, all ? 'all' : result.memberIds);
    } catch {
      // A listener's failure (the socket push) never undoes or fails a committed send.
    }
    return { id: result.id, recipients: result.recipients };
  }

  async function list(memberId: number, lang: LanguageCode, q: { pageNo: number; pageSize: number }) {
    const [page, unread] = await Promise.all([
      store.page(memberId, q.pageSize, (q.pageNo - 1) * q.pageSize),
      store.unreadCount(memberId),
    ]);
    const out: MessagesPage = {
      list: page.rows.map((r) => item(r, lang)),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: page.total,
      unread,
    };
    return out;
  }

  /** One of the member's own messages, marked read; another member's or a deleted one is NOT_FOUND. */
  async function open(memberId: number, lang: LanguageCode, id: number): Promise<MessageItem> {
    const row = await store.open(memberId, id, deps.clock());
    if (!row) throw new AppError('NOT_FOUND');
    return item(row, lang);
  }

  async function setRead(memberId: number, id: number, read: boolean) {
    if (!(await store.setRead(memberId, id, read ? deps.clock() : null))) throw new AppError('NOT_FOUND');
    return counted(memberId);
  }

  async function remove(memberId: number, id: number) {
    if (!(await store.remove(memberId, id, deps.clock()))) throw new AppError('NOT_FOUND');
    return counted(memberId);
  }

  async function readAll(memberId: number) {
    await store.readAll(memberId, deps.clock());
    return counted(memberId);
  }

  async function sent(brandId: number, q: { pageNo: number; pageSize: number }) {
    const r = await store.sent(brandId, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return {
      list: r.rows.map((m) => ({ ...m, id: Number(m.id), createdAt: iso(m.created_at), created_at: undefined })),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: r.total,
    };
  }

  return {
    send,
    list,
    open,
    setRead,
    remove,
    readAll,
    sent,
    unreadCount: store.unreadCount,
    unreadCounts: store.unreadCounts,
  };
}
export type MessagesService = ReturnType<typeof messagesService>;
