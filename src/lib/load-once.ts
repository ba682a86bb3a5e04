/**
 * `load` run once, its promise shared by every caller; a failed load is forgotten, so the next call tries again
 * (a chunk that failed on a flaky network loads at the reader's next attempt). `loaded` is its value once it has
 * arrived, for a render that must not suspend again.
 */
export interface Loader<T> {
  (): Promise<T>;
  readonly loaded: T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const loader = () =>
    (loading ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.defineProperty(loader, 'loaded', {get: () => loaded}) as Loader<T>;
}
