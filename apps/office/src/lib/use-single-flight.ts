import { useCallback, useRef, useState } from 'react';

/**
 * One action at a time: a click while one runs is ignored. The buttons stay enabled and say aria-busy: a
 * disabled button loses the focus, so a keyboard user would lose his place, and a dialog the action opens
 * could not give the focus back to it when it closes.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
