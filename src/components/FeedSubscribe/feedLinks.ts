/** Pure helpers of the feed listing header, kept apart from React for unit tests. */

/**
 * The blog's base path from a listing page's permalink: page 1 is the base
 * itself (`/3d-processor-updates`), page n adds `/page/n` (the segment name is
 * the plugin's `pageBasePath`). The base URL is part of the permalink.
 */
export function blogBaseFromListing(permalink: string, page: number): string {
  const base = page > 1 ? permalink.replace(new RegExp(`/[^/]+/${page}/?$`), '') : permalink;
  return base.replace(/\/+$/, '');
}

/** The listing's blog base path (`/3d-processor-updates`, base URL included) → its feed files. */
export function feedHrefs(blogBasePath: string): {rssHref: string; atomHref: string} {
  const base = blogBasePath.replace(/\/+$/, '');
  return {rssHref: `${base}/rss.xml`, atomHref: `${base}/atom.xml`};
}
