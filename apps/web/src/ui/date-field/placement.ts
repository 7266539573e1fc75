import { useCallback } from 'react';

const MARGIN = 8;

/**
 * A popover hung under its field, slid sideways so it stays on screen: the right-hand field of a
 * pair on a 412 px phone would otherwise push a 288 px calendar past the edge. Then scrolled into
 * view when the page has it below the fold. A ref callback, so it runs once the popover is drawn.
 */
export function usePopoverPlacement(open: boolean) {
  return useCallback(
    (el: HTMLElement | null) => {
      if (!el || !open) return;
      el.style.transform = '';
      const rect = el.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      let dx = 0;
      if (rect.right > width - MARGIN) dx = width - MARGIN - rect.right;
      if (rect.left + dx < MARGIN) dx = MARGIN - rect.left;
      if (dx) el.style.transform = `translateX(${dx}px)`;
      el.scrollIntoView({ block: 'nearest' });
    },
    [open],
  );
}
