import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state of a header pop-over (the hamburger menu, the account menu): a tap outside it, Escape
 * and any navigation close it. Put `containerRef` on the element around the button and the panel.
 */
export function usePopover() {
  const containerRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // Open only on the page where it was opened: any navigation closes it.
  const [openOnPage, setOpenOnPage] = useState<string | null>(null);
  const open = openOnPage === location.key;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOnPage(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOnPage(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return {
    containerRef,
    open,
    toggle: () => setOpenOnPage(open ? null : location.key),
    close: () => setOpenOnPage(null),
  };
}
