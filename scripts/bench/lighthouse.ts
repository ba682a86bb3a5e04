import type {Result as LighthouseResult} from 'lighthouse';

/** The figures of one Lighthouse run (mobile, simulated throttling) of one page. */
export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** gzip bytes of the stylesheets the HTML links (they block the first render). */
  blockingCssBytes: number;
  /** gzip bytes of every script the page loaded (prefetches of other pages are not scripts). */
  jsBytes: number;
  /** gzip bytes of main.<hash>.js, the bundle every page shares. */
  mainJsBytes: number;
  htmlBytes: number;
  /** Audits of the other categories that did not pass, e.g. "seo: meta-description". */
  failing: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The stylesheets linked from the page's HTML: `<link rel=stylesheet href=...>`, minified or not. */
export function linkedStylesheets(html: string, pageUrl: string): Set<string> {
  const found = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel=["']?stylesheet\b/i.test(tag)) continue;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (href) found.add(new URL(href, pageUrl).href);
  }
  return found;
}

/** Reduces a Lighthouse report to the figures the bench compares. */
export function pageRun(lhr: LighthouseResult, html: string): PageRun {
  const items = ((lhr.audits['network-requests']?.details as {items?: NetworkItem[]} | undefined)?.items ??
    []) as NetworkItem[];
  const blocking = linkedStylesheets(html, lhr.finalDisplayedUrl);
  const sum = (list: NetworkItem[]) => list.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${ref.id}`),
    );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    blockingCssBytes: sum(items.filter((item) => blocking.has(item.url))),
    jsBytes: sum(items.filter((item) => item.resourceType === 'Script')),
    mainJsBytes: sum(items.filter((item) => /\/main\.[\da-f]+\.js$/.test(new URL(item.url).pathname))),
    htmlBytes: sum(items.filter((item) => item.resourceType === 'Document').slice(0, 1)),
    failing,
  };
}

/** Runs Lighthouse on an already launched Chrome; a run whose trace it could not read is repeated (twice at most). */
export async function lighthouseRun(url: string, chromePort: number): Promise<LighthouseResult> {
  const {default: lighthouse} = await import('lighthouse');
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt >= 2) return result.lhr;
    console.warn(`  Lighthouse ${result.lhr.runtimeError.code} on ${url}; running it again.`);
  }
}
