/**
 * The files the search plugin writes into the site's output, named in one place. Their names change with each
 * build (the index) or with their content (the modal's stylesheet), which is what lets a host cache them for a
 * year: the cache rules (scripts/lib/headers.ts) are made from `patterns`, so renaming a file here cannot leave
 * it uncached.
 */
export const searchFiles = {
  index: (build: string) => `search/index-${build}.json`,
  modalStylesheet: (contentHash: string) => `search/modal-${contentHash}.css`,
  /** Both kinds, relative to the site's root, `*` standing for the build or the hash (as in `_headers`). */
  patterns: ['search/index-*.json', 'search/modal-*.css'],
} as const;

const patternRegExps = searchFiles.patterns.map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}$`,
    ),
);

/** Whether a path relative to the output folder is one of these files, of this build or an earlier one. */
export function isSearchFile(relativePath: string): boolean {
  return patternRegExps.some((pattern) => pattern.test(relativePath));
}
