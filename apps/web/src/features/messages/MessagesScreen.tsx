import type { MessageItem } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMessageActions, useMessages } from '../../api/messages';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { when } from '../../ui/datetime';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Loader';
import { Pagination } from '../../ui/Pagination';
import { CountBadge } from './CountBadge';
import { EnvelopeOpenIcon, TrashIcon } from './icons';
import { MyFeedback } from './MyFeedback';

const PAGE_SIZE = 10;

/**
 * The member center's Messages tab (messageV2): the inbox, and "My feedback" beside it, since an
 * operator's reply to feedback is something the member reads like a message (?view=feedback).
 */
export function MessagesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'feedback' ? 'feedback' : 'inbox';
  const setView = (v: 'inbox' | 'feedback') => {
    const next = new URLSearchParams(params);
    if (v === 'inbox') next.delete('view');
    else next.set('view', v);
    setParams(next, { replace: true });
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-1 rounded-xl bg-surface-2 p-1" role="tablist">
        {(['inbox', 'feedback'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            data-testid={`messages-view-${v}`}
            onClick={() => setView(v)}
            className={`flex-1 rounded-lg px-3 py-2 text-sm font-semibold ${view === v ? 'bg-surface text-gold shadow' : 'text-muted hover:text-fg'}`}
          >
            {t(v === 'inbox' ? 'messages.inbox' : 'feedback.mine')}
          </button>
        ))}
      </div>
      {view === 'inbox' ? <Inbox /> : <MyFeedback />}
    </div>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const q = useMessages(pageNo, PAGE_SIZE);
  const actions = useMessageActions();
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };
  const toggle = (m: MessageItem) => {
    if (openId === m.id) return setOpenId(null);
    setOpenId(m.id);
    if (!m.read) void actions.open(m.id).catch(() => {});
  };
  const page = q.data;
  if (q.isPending) return <Spinner />;
  if (q.isError || !page)
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-sm text-muted">
        {t('messages.loadFailed')}
        <Button variant="ghost" onClick={() => void q.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (!page.total)
    return (
      <div data-testid="messages-empty">
        <EmptyState title={t('messages.emptyTitle')} body={t('messages.emptyBody')} />
      </div>
    );
  return (
    <div className="flex flex-col gap-3" data-testid="messages-inbox">
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 text-sm text-muted">
          {page.unread ? t('messages.unread', { count: page.unread }) : t('messages.allRead')}
          <CountBadge count={page.unread} />
        </span>
        <Button
          variant="outline"
          data-testid="messages-read-all"
          disabled={!page.unread || busy}
          onClick={() => void run(actions.readAll)}
          className="px-3 py-1.5 text-xs"
        >
          <EnvelopeOpenIcon width={16} height={16} />
          {t('messages.readAll')}
        </Button>
      </div>
      <ul className="flex flex-col gap-2">
        {page.list.map((m) => {
          const open = openId === m.id;
          return (
            <li
              key={m.id}
              data-testid="message-item"
              data-unread={m.read ? undefined : 'true'}
              className={`rounded-xl border ${m.read ? 'border-line bg-surface' : 'border-gold/50 bg-gold/5'}`}
            >
              <button
                type="button"
                onClick={() => toggle(m)}
                aria-expanded={open}
                className="flex w-full items-start gap-3 px-4 py-3 text-start"
              >
                <span
                  aria-hidden
                  className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${m.read ? 'bg-transparent' : 'bg-gold'}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span
                      dir="auto"
                      className={`min-w-0 text-sm break-words ${m.read ? 'font-medium text-fg/80' : 'font-bold text-fg'}`}
                    >
                      {m.title}
                    </span>
                    <span className="shrink-0 text-[11px] tabular-nums text-muted">{when(m.createdAt)}</span>
                  </span>
                  {!open && (
                    <span dir="auto" className="mt-0.5 block truncate text-xs text-muted">
                      {m.body}
                    </span>
                  )}
                  {!m.read && <span className="sr-only">{t('messages.unreadLabel')}</span>}
                </span>
              </button>
              {open && (
                <div className="border-t border-line px-4 pb-3 pt-3" data-testid="message-detail">
                  <p dir="auto" className="whitespace-pre-line text-sm leading-relaxed text-fg">
                    {m.body}
                  </p>
                  <div className="mt-3 flex justify-end gap-2">
                    <Button
                      variant="ghost"
                      className="px-3 py-1.5 text-xs"
                      disabled={busy}
                      data-testid="message-unread"
                      onClick={() => void run(() => actions.setRead(m.id, false)).then(() => setOpenId(null))}
                    >
                      {t('messages.markUnread')}
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-3 py-1.5 text-xs text-[#e5484d]"
                      disabled={busy}
                      data-testid="message-delete"
                      onClick={() => setDeleting(m.id)}
                    >
                      <TrashIcon width={16} height={16} />
                      {t('messages.delete')}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {page.total > PAGE_SIZE && (
        <Pagination pageNo={pageNo} total={page.total} pageSize={PAGE_SIZE} onChange={setPageNo} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('messages.deleteTitle')}
        message={t('messages.deleteBody')}
        confirmLabel={t('messages.delete')}
        testId="message-delete-confirm"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          void run(async () => {
            await actions.remove(deleting as number);
            setDeleting(null);
            setOpenId(null);
            // The last message of a later page gone: back one page rather than an empty one.
            if (page.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
          })
        }
      />
    </div>
  );
}
