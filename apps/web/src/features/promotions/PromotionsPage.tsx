import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/system';
import { EmptyState } from '../../ui/EmptyState';
import { GiftIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Loader';
import { SafeHtml } from '../../ui/SafeHtml';
import { PageTitle } from '../games/PageTitle';

/** Promotions published by the operator (announcement type PR). */
export function PromotionsPage() {
  const { t } = useTranslation();
  const content = useAnnouncements();
  const promos = content.data?.promotions ?? [];
  return (
    <div data-testid="page-promotions" className="mx-auto max-w-[1400px] px-3 py-5 sm:px-6">
      <PageTitle
        icon={<GiftIcon className="text-gold" width={26} height={26} />}
        title={t('promotions.title')}
        intro={t('promotions.intro')}
      />
      {content.isPending && <Spinner />}
      {!content.isPending && !promos.length && (
        <EmptyState title={t('promotions.title')} body={t('promotions.empty')} />
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {promos.map((p) => (
          <article key={p.id} className="overflow-hidden rounded-2xl border border-line bg-surface">
            {p.images[0] && (
              <img src={p.images[0].url} alt="" className="aspect-[1920/560] w-full object-cover" loading="lazy" />
            )}
            <div className="p-4">
              <h2 className="font-bold text-gold">{p.title}</h2>
              <SafeHtml className="prose-help mt-1 text-sm" html={p.content} />
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}
