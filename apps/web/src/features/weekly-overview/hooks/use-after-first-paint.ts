import { startTransition, useEffect, useState } from 'react';

/**
 * False while the screen mounts, true right after it, in a transition. What renders only once this is true
 * does not hold up the screen's first paint, and React renders it in slices that leave the main thread free
 * for input: for content that can already be there at mount and is costly to draw on a slow phone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}
