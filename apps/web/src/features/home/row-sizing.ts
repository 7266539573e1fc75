/**
 * Home rows show cards at the lobby grid's size (games/GameGrid GRID_COLUMNS: 2, 3, 4, 5, 6, 7
 * columns from 0, 640, 768, 1024, 1280, 1536 px), so a desktop row is a strip, not a screenful of
 * four tall cards. A phone shows 2.2 so the next card peeks out and says "swipe". Spec §2's
 * "4 per view" holds at tablet widths; wider screens fit more of the row's 12.
 */
export const ROW_PER_VIEW = { 0: 2.2, 640: 3, 768: 4, 1024: 5, 1280: 6, 1536: 7 } as const;

export const ROW_GAP_PX = 12;

/** The most cards a still row (before Swiper loads, or while a row loads) can show at once. */
export const ROW_STILL_COUNT = 7;

/** Width of one still card at each breakpoint: (100% - gaps) / per view, as Swiper lays them out. */
export const ROW_SLIDE_WIDTH =
  'w-[calc((100%-14.4px)/2.2)] sm:w-[calc((100%-24px)/3)] md:w-[calc((100%-36px)/4)] lg:w-[calc((100%-48px)/5)] xl:w-[calc((100%-60px)/6)] 2xl:w-[calc((100%-72px)/7)]';
