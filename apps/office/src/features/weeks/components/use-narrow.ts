import { useSyncExternalStore } from 'react';

/** Below this width (a phone) a screen of Weken takes one column. Kept with weeks.css, which uses the same. */
const NARROW = '(width < 48rem)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Whether the window is as narrow as a phone's, following it as it turns or resizes. */
export const useNarrow = () => useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
