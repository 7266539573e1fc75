import { type AnnouncementItem, LIMITS, REWARD_CENTER_PATH, STORAGE_KEYS } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAnnouncements } from '../../api/system';
import { useModals } from '../../state/modals';
import { useToken } from '../../state/session';
import { Button } from '../../ui/Button';
import { when } from '../../ui/datetime';
import { ChevronIcon } from '../../ui/icons';
import { DialogFooter, Modal } from '../../ui/Modal';
import { Pagination } from '../../ui/Pagination';
import { SafeHtml } from '../../ui/SafeHtml';
import { audienceOf, closedSet } from './audience';

/**
 * Announcement popups (spec §2, §4): after announcements load, visitors get execution B, members
 * A, and a member's first login F (the first-login action). 9 per page, each expandable, HTML
 * body, time as yyyy-MM-dd HH:mm:ss, and a way to the reward center.
 */
export function AnnouncementPopup({ initiallyClosed }: { initiallyClosed?: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const token = useToken();
  const navigate = useNavigate();
  const content = useAnnouncements();
  const audience = audienceOf(token);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => initiallyClosed ?? closedSet());
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  const items = (content.data?.popups ?? []).filter((p) => p.execution === audience);
  const shown = items.slice(page * LIMITS.announcementPageSize, (page + 1) * LIMITS.announcementPageSize);
  const close = () => {
    const next = new Set([...closedSet(), audience]);
    sessionStorage.setItem(STORAGE_KEYS.popupClosed, [...next].join(','));
    setClosed(next);
    setPage(0);
  };
  // Never over another dialog: a visitor sent to /login sees the login popup first, these after.
  const { modal } = useModals();
  const open = items.length > 0 && !closed.has(audience) && modal === null;

  return (
    <Modal open={open} onClose={close} title={t('announcements.title')} testId="announcement-popup">
      <ul className="flex flex-col gap-2">
        {shown.map((item) => (
          <Item
            key={item.id}
            item={item}
            expanded={openId === item.id || shown.length === 1}
            onToggle={() => setOpenId(openId === item.id ? null : item.id)}
          />
        ))}
      </ul>
      {/* The site's pager: 5 pages around the current one and 1 margin page at each end (spec §9). */}
      <div className="mt-3">
        <Pagination
          pageNo={page + 1}
          total={items.length}
          pageSize={LIMITS.announcementPageSize}
          onChange={(p) => setPage(p - 1)}
        />
      </div>
      <DialogFooter className="mt-4">
        <div className="flex flex-wrap justify-end gap-2">
          {token && (
            <Button
              variant="ghost"
              onClick={() => {
                close();
                navigate(REWARD_CENTER_PATH);
              }}
            >
              {t('account.rewardCenter')}
            </Button>
          )}
          <Button onClick={close} data-testid="announcement-popup-close">
            {t('announcements.gotIt')}
          </Button>
        </div>
      </DialogFooter>
    </Modal>
  );
}

function Item({ item, expanded, onToggle }: { item: AnnouncementItem; expanded: boolean; onToggle: () => void }) {
  return (
    <li className="rounded-xl border border-line bg-surface-2">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-start"
      >
        <span>
          <span className="block font-semibold">{item.title}</span>
          <time className="text-xs text-muted" dateTime={item.timestamp}>
            {when(item.timestamp)}
          </time>
        </span>
        <ChevronIcon
          width={16}
          height={16}
          className={`shrink-0 text-muted transition ${expanded ? '-rotate-90' : 'rotate-90'}`}
        />
      </button>
      {expanded && (
        <div className="border-t border-line px-4 py-3 text-sm leading-relaxed">
          <SafeHtml html={item.content} />
          {item.images
            .toSorted((a, b) => a.sequence - b.sequence)
            .map((img) => (
              <img key={img.url} src={img.url} alt="" className="mt-2 w-full rounded-lg" loading="lazy" />
            ))}
        </div>
      )}
    </li>
  );
}
