import type { Banner } from '@platform/contracts';
import { Link } from 'react-router';

/** One banner as painted still (before Swiper loads) and inside the carousel. */
export function BannerSlide({ banner }: { banner: Banner }) {
  return (
    <BannerLink banner={banner}>
      <div className="relative">
        <img src={banner.url} alt="" className="aspect-[1920/560] w-full object-cover" />
        <BannerCaption title={banner.title} />
      </div>
    </BannerLink>
  );
}

export function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  if (banner.linkageType === 'internal' && banner.linkage) return <Link to={banner.linkage}>{children}</Link>;
  if (banner.linkageType === 'external' && banner.linkage) {
    return (
      <a href={banner.linkage} target="_blank" rel="noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

/**
 * The banner's headline, in the member's language and the app's fonts, over language-free art.
 * The art leaves its left part free for the headline (its figures may hold digits, so it is not
 * mirrored): the block stays on the physical left in RTL too, its text aligned to the reading start.
 */
export function BannerCaption({ title, small }: { title: string; small?: boolean }) {
  return (
    <div className="absolute inset-y-0 left-0 flex w-[58%] items-center px-[5%]">
      <p
        dir="auto"
        className={`gold-text font-extrabold leading-tight drop-shadow-[0_2px_8px_var(--art-shadow)] ${small ? 'text-lg sm:text-2xl' : 'text-xl sm:text-4xl lg:text-5xl'}`}
      >
        {title}
      </p>
    </div>
  );
}
