import type { ReactNode } from 'react';

/** One card of a home row; its own file so SlideRow and the lazily loaded RowSwiper share it without a cycle. */
export type Slide = { key: string | number; node: ReactNode };
