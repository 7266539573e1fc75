import { FEEDBACK_TYPE_NAMES } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyFeedback } from '../../api/feedback';
import { useModals } from '../../state/modals';
import { Button } from '../../ui/Button';
import { when } from '../../ui/datetime';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Loader';
import { Pagination } from '../../ui/Pagination';
import { ImageIcon } from './icons';

const PAGE_SIZE = 10;

/** The member's own feedback, newest first, each with its status and the operator's reply. */
export function MyFeedback() {
  const { t } = useTranslation();
  const { open } = useModals();
  const [pageNo, setPageNo] = useState(1);
  const q = useMyFeedback(pageNo, PAGE_SIZE);
  const page = q.data;
  const send = (
    <Button data-testid="feedback-new" onClick={() => open('feedback')} className="px-3 py-1.5 text-xs">
      {t('feedback.new')}
    </Button>
  );
  if (q.isPending) return <Spinner />;
  if (!page?.total)
    return (
      <div data-testid="feedback-empty">
        <EmptyState title={t('feedback.emptyTitle')} body={t('feedback.emptyBody')} action={send} />
      </div>
    );
  return (
    <div className="flex flex-col gap-3" data-testid="feedback-list">
      <div className="flex justify-end">{send}</div>
      <ul className="flex flex-col gap-2">
        {page.list.map((f) => (
          <li key={f.id} data-testid="feedback-item" className="rounded-xl border border-line bg-surface px-4 py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold text-fg">
                {t(`feedback.types.${FEEDBACK_TYPE_NAMES[f.type]}`)}
              </span>
              <span className="flex items-center gap-2 text-[11px] text-muted">
                <span className="tabular-nums">{when(f.createdAt)}</span>
                <span
                  data-testid="feedback-status"
                  className={`rounded-full px-2 py-0.5 font-semibold ${f.status === 'replied' ? 'bg-emerald/15 text-emerald' : 'bg-gold/15 text-gold'}`}
                >
                  {t(`feedback.status.${f.status}`)}
                </span>
              </span>
            </div>
            <p dir="auto" className="mt-2 whitespace-pre-line text-sm text-fg">
              {f.content}
            </p>
            {f.images.length > 0 && (
              <p className="mt-1 flex items-center gap-1 text-xs text-muted">
                <ImageIcon width={14} height={14} />
                {t('feedback.imageCount', { count: f.images.length })}
              </p>
            )}
            {f.reply && (
              <div
                data-testid="feedback-reply"
                className="mt-3 rounded-lg border-s-4 border-emerald bg-emerald/5 px-3 py-2"
              >
                <div className="flex items-baseline justify-between gap-2 text-xs font-semibold text-emerald">
                  {t('feedback.replyFrom')}
                  {f.repliedAt && <span className="font-normal tabular-nums text-muted">{when(f.repliedAt)}</span>}
                </div>
                <p dir="auto" className="mt-1 whitespace-pre-line text-sm text-fg">
                  {f.reply}
                </p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {page.total > PAGE_SIZE && (
        <Pagination pageNo={pageNo} total={page.total} pageSize={PAGE_SIZE} onChange={setPageNo} />
      )}
    </div>
  );
}
