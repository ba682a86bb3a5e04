/**
 * Runs `run` once the browser is idle (within two seconds at the latest), or after a short delay where
 * `requestIdleCallback` is missing; returns a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, {timeout: 2000});
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}
