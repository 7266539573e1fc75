import { type AnnouncementItem, LIMITS } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../../api/system';
import { when } from '../../../ui/datetime';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { SafeHtml } from '../../../ui/SafeHtml';

/** Spec §9: announcements 9 to a page, here as in the popups. */
const PAGE_SIZE = LIMITS.announcementPageSize;

/** The brand's announcements (notices and popups of the content API), newest first, each expandable. */
export function AnnouncementScreen() {
  const { t } = useTranslation();
  const { data, isError, error } = useAnnouncements();
  const [pageNo, setPageNo] = useState(1);
  // undefined: nothing chosen yet, so the newest one is open.
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);
  if (isError) return <p className="text-sm text-danger">{error.message}</p>;
  if (!data) return <Spinner />;
  const seen = new Set<number>();
  const items = [...data.notices, ...data.popups]
    .filter((a) => !seen.has(a.id) && seen.add(a.id))
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  if (items.length === 0)
    return <EmptyState title={t('agent.announcements.empty')} body={t('agent.announcements.emptyBody')} />;
  const shown = items.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" data-testid="agent-announcements">
        {shown.map((a, i) => {
          const open = openId === undefined ? pageNo === 1 && i === 0 : openId === a.id;
          return <Item key={a.id} item={a} open={open} onToggle={() => setOpenId(open ? null : a.id)} />;
        })}
      </ul>
      <Pagination pageNo={pageNo} total={items.length} pageSize={PAGE_SIZE} onChange={setPageNo} />
    </div>
  );
}

function Item({ item, open, onToggle }: { item: AnnouncementItem; open: boolean; onToggle: () => void }) {
  return (
    <li className="rounded-xl border border-line bg-surface" data-testid="agent-announcement">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        className="flex w-full flex-col gap-0.5 px-4 py-3 text-start"
      >
        <span className="font-semibold">{item.title}</span>
        <time className="text-xs text-muted tabular-nums" dateTime={item.timestamp}>
          {when(item.timestamp)}
        </time>
      </button>
      {open && (
        <div className="border-t border-line px-4 py-3 text-sm leading-relaxed">
          <SafeHtml html={item.content} />
        </div>
      )}
    </li>
  );
}
