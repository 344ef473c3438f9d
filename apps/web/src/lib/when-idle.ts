/** Runs `work` when the browser is idle, or after at most a second; returns how to call it off. */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(() => work(), { timeout: 1_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
