import type { AnnouncementItem } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MegaphoneIcon } from '../../ui/icons';

export function NoticeMarquee({ notices }: { notices: AnnouncementItem[] }) {
  const { t } = useTranslation();
  if (!notices.length) return null;
  return (
    <div
      data-testid="notice-marquee"
      className="flex items-center gap-3 overflow-hidden rounded-xl border border-line bg-surface px-3 py-2"
    >
      {/* The notice board lists every notice in full. */}
      <Link
        to="/notices"
        data-testid="notice-board-link"
        aria-label={t('home.notice')}
        className="flex shrink-0 items-center gap-1.5 text-sm font-semibold text-gold hover:underline"
      >
        <MegaphoneIcon width={18} height={18} />
        <span className="hidden sm:inline">{t('home.notice')}</span>
      </Link>
      <div className="min-w-0 flex-1 overflow-hidden">
        <div className="marquee-track text-sm text-muted">
          {notices.map((n) => (
            // Each notice takes its own direction: an English fallback reads left to right on an Arabic page.
            <span key={n.id} dir="auto" className="me-16">
              {n.content}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
