import { lazy, Suspense } from 'react';
import { ROW_SLIDE_WIDTH, ROW_STILL_COUNT } from './row-sizing';
import type { Slide } from './slide';

const RowSwiper = lazy(() => import('./RowSwiper').then((m) => ({ default: m.RowSwiper })));

/**
 * A home row of cards at the lobby's card size (row-sizing.ts), 12 px apart.
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

export function StillRow({ slides }: { slides: Slide[] }) {
  return (
    <div className="flex gap-3 overflow-hidden">
      {slides.slice(0, ROW_STILL_COUNT).map((s) => (
        <div key={s.key} className={`${ROW_SLIDE_WIDTH} shrink-0`}>
          {s.node}
        </div>
      ))}
    </div>
  );
}
