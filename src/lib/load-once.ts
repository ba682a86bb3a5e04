/**
 * `load` run once, its promise shared by every caller; a failed load is forgotten, so the next call tries again
 * (a chunk that failed on a flaky network loads at the reader's next attempt).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
