/**
 * The files the search plugin writes into the site's output, named in one place. Their names change with each
 * build (the index) or with their content (the modal's stylesheet), which is what lets a host cache them for a
 * year: the cache rules (scripts/lib/headers.ts) are made from `patterns`, so renaming a file here cannot leave
 * it uncached.
 */

/** The folder of the site's output that holds them all. */
export const searchFolder = 'search';

/** Each kind of file: how its name starts and ends, relative to the site's root; the build or hash goes between. */
const kinds = {
  index: [`${searchFolder}/index-`, '.json'],
  modalStylesheet: [`${searchFolder}/modal-`, '.css'],
} as const;

const named = ([start, end]: readonly [string, string], variable: string) => `${start}${variable}${end}`;

export const searchFiles = {
  index: (build: string) => named(kinds.index, build),
  modalStylesheet: (contentHash: string) => named(kinds.modalStylesheet, contentHash),
  /** Both kinds, `*` standing for the build or the hash (as in `_headers`). */
  patterns: Object.values(kinds).map((kind) => named(kind, '*')),
};

/**
 * Whether a path relative to the output folder is one of these files (or of one kind), of this build or an
 * earlier one.
 */
export function isSearchFile(relativePath: string, kind?: keyof typeof kinds): boolean {
  return (kind ? [kinds[kind]] : Object.values(kinds)).some(
    ([start, end]) =>
      relativePath.startsWith(start) &&
      relativePath.endsWith(end) &&
      !relativePath.slice(start.length, -end.length).includes('/'),
  );
}
