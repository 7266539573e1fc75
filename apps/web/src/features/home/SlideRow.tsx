import { lazy, Suspense } from 'react';
import type { Slide } from './slide';

const RowSwiper = lazy(() => import('./RowSwiper').then((m) => ({ default: m.RowSwiper })));

/**
 * A home row of cards: 2.2 per view on a phone, 3 from 640 px, 4 from 1024 px, 12 px apart.
 * Until Swiper has loaded, the same first cards stand still at the same sizes, so the first paint
 * needs no Swiper code and nothing moves when it arrives.
 */
export function SlideRow({ slides, arrows }: { slides: Slide[]; arrows: boolean }) {
  return (
    <Suspense fallback={<StillRow slides={slides} />}>
      <RowSwiper slides={slides} arrows={arrows} />
    </Suspense>
  );
}

function StillRow({ slides }: { slides: Slide[] }) {
  return (
    <div className="flex gap-3 overflow-hidden">
      {slides.slice(0, 4).map((s) => (
        <div
          key={s.key}
          className="w-[calc((100%-14.4px)/2.2)] shrink-0 sm:w-[calc((100%-24px)/3)] lg:w-[calc((100%-36px)/4)]"
        >
          {s.node}
        </div>
      ))}
    </div>
  );
}
