/**
 * Security headers in the `_headers` format of Netlify and Cloudflare Pages. The CSP allows the site itself and,
 * only when configured, Algolia, the tag manager and the REST API servers of the explorer; inline scripts are
 * allowed by their sha256 hash from the built HTML, never by 'unsafe-inline'.
 */
import crypto from 'node:crypto';
import * as cheerio from 'cheerio';
import {normaliseBaseUrl} from '../../src/lib/base-url';
import {searchFiles} from '../../src/plugins/search/files';

export interface HeaderRule {
  /** Path pattern: exact path, or `*` as a splat (e.g. `/*`, `/assets/*`). */
  path: string;
  headers: Array<[name: string, value: string]>;
}

export interface CspInput {
  /** sha256 hashes (base64, without the `sha256-` prefix) of the inline scripts to allow. */
  scriptHashes: Iterable<string>;
  /** Algolia application id, only when Algolia search is configured. */
  algoliaAppId?: string;
  /** Google Tag Manager container id, only when GTM is configured. */
  gtmContainerId?: string;
  /** Origins (scheme://host[:port]) of the REST API servers the API explorer may call. */
  apiOrigins?: Iterable<string>;
}

/** Script types a browser executes; anything else (JSON-LD, templates) is data and needs no hash. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

export function sha256Base64(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('base64');
}

/** The sha256 hashes of every executable inline script of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const $ = cheerio.load(html);
  const hashes: string[] = [];
  $('script:not([src])').each((_index, element) => {
    const type = ($(element).attr('type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) return;
    // The browser hashes the element's text exactly as written in the document.
    const text = $(element).text();
    hashes.push(sha256Base64(text));
  });
  return hashes;
}

/** Inline event-handler attributes (onclick=...) would need 'unsafe-hashes'; the build must have none. */
export function inlineEventHandlers(html: string): string[] {
  const $ = cheerio.load(html);
  const found: string[] = [];
  $('*').each((_index, element) => {
    if (element.type !== 'tag') return;
    for (const name of Object.keys(element.attribs)) {
      if (/^on[a-z]+$/i.test(name)) found.push(`<${element.tagName} ${name}>`);
    }
  });
  return found;
}

/** `scheme://host[:port]` of an absolute http(s) URL, or undefined. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Hosts the Algolia JavaScript client talks to for an application (read, write and fallback hosts). */
export function algoliaHosts(appId: string): string[] {
  const id = appId.trim();
  if (!/^[A-Za-z0-9]+$/.test(id)) throw new Error(`Not an Algolia application id: "${appId}"`);
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
  ];
}

const GTM = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: ['https://www.googletagmanager.com'],
};

const unique = (values: Iterable<string>): string[] => [...new Set(values)];

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(input: CspInput): string {
  const gtm = Boolean(input.gtmContainerId);
  const hashes = unique(input.scriptHashes)
    .sort()
    .map((hash) => `'sha256-${hash}'`);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...(gtm ? GTM.script : [])]],
    // React and the theme set style attributes in server-rendered HTML; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(gtm ? GTM.img : [])]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique([
        "'self'",
        ...(input.algoliaAppId ? algoliaHosts(input.algoliaAppId) : []),
        ...(input.apiOrigins ?? []),
        ...(gtm ? GTM.connect : []),
      ]),
    ],
    ['frame-src', gtm ? GTM.frame : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every response: CSP and the other security headers. Hashed assets: cached for a year. */
export function securityHeaderRules(baseUrl: string, input: CspInput): HeaderRule[] {
  const base = normaliseBaseUrl(baseUrl);
  const immutable: [string, string][] = [['Cache-Control', 'public, max-age=31536000, immutable']];
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(input)],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
      ],
    },
    {path: `${base}assets/*`, headers: immutable},
    // The search index and the modal's stylesheet are named per build and by content hash: a reader's second
    // search on another day need not ask again.
    ...searchFiles.patterns.map((pattern) => ({path: `${base}${pattern}`, headers: immutable})),
  ];
}

export function formatHeadersFile(rules: HeaderRule[], comment?: string): string {
  const lines: string[] = [];
  if (comment) for (const line of comment.split('\n')) lines.push(`# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({path: raw.trim(), headers: []});
      continue;
    }
    const current = rules.at(-1);
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(raw);
    if (!current || !match)
      throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path, got "${raw}"`);
    current.headers.push([match[1]!, match[2]!.trim()]);
  }
  return rules;
}

/** Netlify/Cloudflare matching: `*` matches any characters (also `/`), `:name` one path segment. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * The headers a host applies to a path: every matching rule, in file order;
 * a header named by two matching rules is joined with a comma (as Cloudflare does).
 */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = result.get(key);
      result.set(key, previous === undefined ? value : `${previous}, ${value}`);
    }
  }
  return result;
}
