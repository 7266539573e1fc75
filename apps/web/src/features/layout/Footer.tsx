import { BECOME_AGENT_PATH } from '@platform/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModals } from '../../state/modals';
import { WhenVisible } from '../../ui/WhenVisible';
import { resourcesOf, useBrand } from './brand';

// Swiper is not part of the first paint; the footer's strip holds its height until it arrives.
const VendorCarousel = lazy(() => import('./VendorCarousel').then((m) => ({ default: m.VendorCarousel })));

/** The badges the site ships (/static/footer/<name>.svg) draw no words; their names come from footer.badge. */
const badgeName = (url: string) => /^\/static\/footer\/([a-z0-9-]+)\.svg$/.exec(url)?.[1];

function LogoRow({ title, items }: { title: string; items: { url: string; labelNameEn: string }[] }) {
  const { t } = useTranslation();
  // An operator's own badge keeps the label it was given.
  const label = (r: { url: string; labelNameEn: string }) => {
    const name = badgeName(r.url);
    return name ? t(`footer.badge.${name}` as 'footer.badge.bank', { defaultValue: r.labelNameEn }) : r.labelNameEn;
  };
  if (!items.length) return null;
  return (
    <section>
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{title}</h3>
      <div className="flex flex-wrap gap-2">
        {items.map((r) => (
          <img
            key={r.url}
            src={r.url}
            alt={label(r)}
            title={label(r)}
            className="h-9 w-auto rounded-md bg-surface-2 px-1"
            loading="lazy"
          />
        ))}
      </div>
    </section>
  );
}

/** The site's own pages of help and news (content: notice board, beginner guide, blog, news, app download). */
const CONTENT_LINKS = [
  ['/guide', 'articles.guide.title'],
  ['/notices', 'articles.notices.title'],
  ['/news', 'articles.news.title'],
  ['/blog', 'articles.blog.title'],
  ['/app', 'appDownload.title'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { open } = useModals();
  const help = ['about', 'term', 'privacy', 'responsible', 'faq'] as const;
  // The float service keeps its own room (a dock on phones, the layout's FLOAT_GUTTER from 640 px): the
  // footer's colour runs into that gutter (-me-14) while its content stays out of it (pe-22 = 8 + 14).
  return (
    <footer
      data-testid="site-footer"
      className="mt-10 border-t border-line bg-surface px-4 pt-8 pb-8 sm:-me-14 sm:ps-8 sm:pe-22"
    >
      <h3 className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">{t('footer.providers')}</h3>
      <WhenVisible minHeight={50}>
        <Suspense fallback={<div className="h-[50px]" />}>
          <VendorCarousel />
        </Suspense>
      </WhenVisible>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <LogoRow title={t('footer.payment')} items={resourcesOf(brand, 'payment')} />
        <LogoRow title={t('footer.certification')} items={resourcesOf(brand, 'certification')} />
        <LogoRow title={t('footer.social')} items={resourcesOf(brand, 'social')} />
        <LogoRow title={t('footer.license')} items={resourcesOf(brand, 'license')} />
      </div>
      <div className="mt-8 grid gap-6 border-t border-line pt-6 sm:grid-cols-2">
        <section>
          <h3 className="text-sm font-bold text-gold">{t('footer.affiliate')}</h3>
          <p className="mt-1 text-sm text-muted">{t('footer.affiliateBody')}</p>
          <Link
            to={BECOME_AGENT_PATH}
            data-testid="footer-become-agent"
            className="mt-2 inline-block text-sm font-semibold text-emerald hover:underline"
          >
            {t('side.agentContact')} →
          </Link>
        </section>
        <section>
          <h3 className="text-sm font-bold text-fg">{t('footer.help')}</h3>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {help.map((h) => (
              <li key={h}>
                <button type="button" onClick={() => open('help', h)} className="text-muted hover:text-fg">
                  {t(`footer.${h}`)}
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => open('feedback')}
                data-testid="footer-feedback"
                className="text-muted hover:text-fg"
              >
                {t('footer.feedback')}
              </button>
            </li>
          </ul>
          <ul data-testid="footer-content" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {CONTENT_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="text-muted hover:text-fg">
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="mt-8 text-center text-xs text-muted">{t('footer.age')}</p>
      <p className="mt-1 text-center text-xs text-muted">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.brandName })}
      </p>
    </footer>
  );
}
