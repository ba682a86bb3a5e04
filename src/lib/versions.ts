/**
 * The one numeric version comparison of the site: schema versions (the schema reference, the search index),
 * the engine versions of Magic Actions, and release versions in search. It lives in src/ because browser
 * code uses it too.
 */

/** Compares versions by their numeric parts: 1.10 is later than 1.4, and 1.4 is 1.4.0. */
export function compareVersionParts(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Compares dotted version strings ("1.10", "7.0.0") numerically. */
export function compareVersions(a: string, b: string): number {
  return compareVersionParts(a.split('.').map(Number), b.split('.').map(Number));
}
