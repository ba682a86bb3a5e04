import fs from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import {feeds} from '../../config/feeds';
import {normaliseBaseUrl} from '../../src/lib/base-url';

/**
 * The pages of the build under test, read from its sitemap: whatever pages
 * exist, never a hard-coded list. Paths are relative to the base URL (no
 * leading slash; '' is the landing page), so they work under any BASE_URL.
 */
const root = path.join(__dirname, '..', '..');
export const buildDir = path.resolve(root, process.env.SITE_BUILD_DIR ?? 'build');

export type PageKind =
  | 'landing'
  | 'tutorial'
  | 'reference'
  | 'api-operation'
  | 'api-page'
  | 'doc'
  | 'feed-listing'
  | 'release-post'
  | 'feed-page'
  | 'search'
  | 'other';

/** The base URL of the build under test (BASE_URL, as playwright.config.ts reads it). */
export function baseUrl(): string {
  return normaliseBaseUrl(process.env.BASE_URL);
}

// Shared by every spec a worker loads: read-only, so no spec can reorder what another one reads.
let cached: readonly string[] | undefined;

/** Every page of the built sitemap, as a path relative to the base URL, in sitemap order. */
export function sitemapPaths(): readonly string[] {
  if (cached) return cached;
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site before running the e2e suite.`);
  const parsed = new XMLParser().parse(fs.readFileSync(file, 'utf8')) as {
    urlset?: {url?: {loc: string} | Array<{loc: string}>};
  };
  const entries = parsed.urlset?.url;
  const urls = (Array.isArray(entries) ? entries : entries ? [entries] : []).map((entry) => entry.loc);
  if (urls.length === 0) throw new Error(`${file} lists no pages.`);
  // Every loc is <site url><base url><route>.
  const base = baseUrl();
  cached = urls.map((url) => {
    const pathname = decodeURI(new URL(url).pathname);
    if (`${pathname}/` === base) return '';
    if (!pathname.startsWith(base))
      throw new Error(
        `Sitemap URL ${url} is outside the base URL ${base}: is BASE_URL the one the build was made with?`,
      );
    return pathname.slice(base.length);
  });
  return cached;
}

/** Slugs of the generated API operation pages (`docs/api/<spec>/<slug>.api.mdx`). */
function apiOperationPaths(): Set<string> {
  const apiDir = path.join(root, 'docs', 'api');
  const found = new Set<string>();
  if (!fs.existsSync(apiDir)) return found;
  for (const spec of fs.readdirSync(apiDir)) {
    const dir = path.join(apiDir, spec);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith('.api.mdx')) found.add(`docs/api/${spec}/${file.replace(/\.api\.mdx$/, '')}`);
    }
  }
  return found;
}

let operations: Set<string> | undefined;

export function pageKind(relPath: string): PageKind {
  operations ??= apiOperationPaths();
  if (relPath === '') return 'landing';
  if (relPath === 'search') return 'search';
  if (operations.has(relPath)) return 'api-operation';
  if (relPath.startsWith('docs/api/') || /^docs\/category\/.*-api$/.test(relPath)) return 'api-page';
  if (/^docs\/(rapidpipeline-cloud-tutorials|3dProcessor-Tutorials|integrations)\//.test(relPath)) return 'tutorial';
  if (relPath.startsWith('docs/componentDocs/')) return 'reference';
  if (relPath.startsWith('docs/')) return 'doc';
  const feed = feeds.find((candidate) => relPath === candidate.route || relPath.startsWith(`${candidate.route}/`));
  if (feed) {
    if (relPath === feed.route) return 'feed-listing';
    const rest = relPath.slice(feed.route.length + 1);
    return /^(page|tags|archive|authors)(\/|$)/.test(rest) ? 'feed-page' : 'release-post';
  }
  return 'other';
}

/**
 * One page of each kind, chosen deterministically (the first in sitemap order,
 * or a preferred one when it exists): for checks too slow to run on every page.
 */
export function onePagePerKind(
  preferred: Partial<Record<PageKind, string>> = {},
): Array<{kind: PageKind; path: string}> {
  const paths = sitemapPaths();
  const chosen = new Map<PageKind, string>();
  for (const relPath of paths) {
    const kind = pageKind(relPath);
    if (!chosen.has(kind)) chosen.set(kind, relPath);
  }
  for (const [kind, relPath] of Object.entries(preferred) as Array<[PageKind, string]>) {
    if (paths.includes(relPath) && pageKind(relPath) === kind) chosen.set(kind, relPath);
  }
  return [...chosen].map(([kind, relPath]) => ({kind, path: relPath}));
}
