import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once they come near the viewport, and keeps them from then on. The home
 * page's lower rows (each a list call and a dozen game cards) then cost nothing until a visitor
 * scrolls towards them, so the first screen loads with a fraction of the requests.
 */
export function WhenVisible({
  children,
  minHeight,
  testId,
}: {
  children: ReactNode;
  minHeight: number;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = box.current;
    if (seen || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  if (seen) return <>{children}</>;
  return <div ref={box} data-testid={testId} style={{ minHeight }} aria-hidden />;
}
