import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The frame of a table that may be wider than the page: it scrolls sideways, and while it does, it takes the
 * keyboard's focus so that the arrow keys can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 * A table that fits adds no stop to the Tab order.
 */
export function TableWrap({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    const wrap = ref.current;
    if (!wrap) return;
    const measure = () => setScrolls(wrap.scrollWidth > wrap.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(wrap);
    if (wrap.firstElementChild) observer.observe(wrap.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="table-wrap" tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}
