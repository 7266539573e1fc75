import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useOpsT } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';
import { AnnouncementsTab } from './AnnouncementsTab';
import { ArticlesTab } from './ArticlesTab';
import { BannersTab } from './BannersTab';
import { HelpTab } from './HelpTab';

/** Absolute: a relative link inside a splat route resolves against the whole address. */
const BASE = '/ops/content';
const TABS = ['banners', 'announcements', 'promotions', 'help', 'articles'] as const;

/** /ops/content: banners, announcements, promotions, help sections and articles, one tab each. */
export default function ContentSection() {
  const t = useOpsT();
  return (
    <div className="flex flex-col gap-4" data-testid="content-section">
      <PageHeading title={t('nav.content')} />
      <nav className="flex flex-wrap gap-1 border-b border-line" aria-label={t('nav.content')}>
        {TABS.map((tab) => (
          <NavLink
            key={tab}
            to={`${BASE}/${tab}`}
            className={({ isActive }) =>
              `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${isActive ? 'border-gold text-gold' : 'border-transparent text-muted hover:text-fg'}`
            }
            data-testid={`content-tab-${tab}`}
          >
            {t(`content.tabs.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to={`${BASE}/banners`} replace />} />
        <Route path="banners" element={<BannersTab />} />
        <Route path="announcements" element={<AnnouncementsTab />} />
        <Route path="promotions" element={<AnnouncementsTab key="promotions" fixedType="PR" />} />
        <Route path="help" element={<HelpTab />} />
        <Route path="articles" element={<ArticlesTab />} />
        <Route path="*" element={<Navigate to={`${BASE}/banners`} replace />} />
      </Routes>
    </div>
  );
}
