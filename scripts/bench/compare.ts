import type {PageRun} from './lighthouse';

/** One page kind of this site and the stock page of the same kind it is compared with. */
export interface PagePair {
  kind: string;
  ours: string;
  stock: string;
  /** Performance score ours / stock must reach this. */
  minRatio: number;
  maxBlockingCssKb?: number;
  maxJsKb?: number;
  maxHtmlKb?: number;
  /** TBT may exceed stock's by at most this. */
  maxExtraTbtMs?: number;
}

const contentPage = {minRatio: 1, maxBlockingCssKb: 20};

/** The page kinds of issue 15, each against the stock page of its kind (the doc page where stock has none). */
export const pagePairs: PagePair[] = [
  {kind: 'landing', ours: '', stock: '', ...contentPage},
  {kind: 'tutorial', ours: 'docs/rapidpipeline-cloud-tutorials/getting-started', stock: 'docs/intro', ...contentPage},
  {kind: 'reference', ours: 'docs/componentDocs/3dProcessor/format-support', stock: 'docs/intro', ...contentPage},
  {kind: 'release', ours: '3d-processor-updates/v7.4.2', stock: 'blog/welcome', ...contentPage},
  {kind: 'api', ours: 'docs/api/rapidpipeline_v2/optimize', stock: 'docs/intro', minRatio: 0.9, maxJsKb: 300},
  {
    kind: 'schema',
    ours: 'docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.4',
    stock: 'docs/intro',
    minRatio: 0.85,
    maxBlockingCssKb: 20,
    maxHtmlKb: 150,
    maxExtraTbtMs: 300,
  },
];

/** main.js may be this much larger (gzip) than stock's. */
export const MAX_EXTRA_MAIN_KB = 15;

export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type Summary = Omit<PageRun, 'failing'> & {failing: string[]; performanceRuns: number[]};

/** Median of every figure over the runs; audits that failed in any run are listed. */
export function summarise(runs: PageRun[]): Summary {
  const of = (key: Exclude<keyof PageRun, 'failing'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    blockingCssBytes: of('blockingCssBytes'),
    jsBytes: of('jsBytes'),
    mainJsBytes: of('mainJsBytes'),
    htmlBytes: of('htmlBytes'),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    performanceRuns: runs.map((run) => run.performance),
  };
}

const KB = 1024;

/** The targets a page kind missed in this comparison (empty when all are met). */
export function missedTargets(pair: PagePair, ours: Summary, stock: Summary): string[] {
  const ratio = ours.performance / stock.performance;
  const missed: string[] = [];
  if (!(ratio >= pair.minRatio)) missed.push(`score ratio ${ratio.toFixed(2)} < ${pair.minRatio.toFixed(2)}`);
  for (const [name, value] of [
    ['accessibility', ours.accessibility],
    ['best practices', ours.bestPractices],
    ['SEO', ours.seo],
  ] as const) {
    if (value < 100) missed.push(`${name} ${value}`);
  }
  if (pair.maxBlockingCssKb !== undefined && ours.blockingCssBytes > pair.maxBlockingCssKb * KB)
    missed.push(`blocking CSS > ${pair.maxBlockingCssKb} KB`);
  if (pair.maxJsKb !== undefined && ours.jsBytes > pair.maxJsKb * KB) missed.push(`JS > ${pair.maxJsKb} KB`);
  if (pair.maxHtmlKb !== undefined && ours.htmlBytes > pair.maxHtmlKb * KB) missed.push(`HTML > ${pair.maxHtmlKb} KB`);
  if (pair.maxExtraTbtMs !== undefined && ours.tbtMs > stock.tbtMs + pair.maxExtraTbtMs)
    missed.push(`TBT > stock + ${pair.maxExtraTbtMs} ms`);
  return missed;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)}`;
const ms = (value: number) => `${Math.round(value)}`;
const both = (ours: string, stock: string) => `${ours} / ${stock}`;

/** The side-by-side table (Markdown), one row per page kind, figures as "ours / stock". */
export function comparisonTable(rows: Array<{pair: PagePair; ours: Summary; stock: Summary}>): string {
  const lines = [
    '| Page kind | Performance (ratio) | LCP ms | TBT ms | Blocking CSS KB | First-load JS KB | main.js KB | HTML KB | A11y / BP / SEO | Targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const {pair, ours, stock} of rows) {
    const missed = missedTargets(pair, ours, stock);
    lines.push(
      `| ${pair.kind} | ${both(String(ours.performance), String(stock.performance))} (${(ours.performance / stock.performance).toFixed(2)}) | ${both(ms(ours.lcpMs), ms(stock.lcpMs))} | ${both(ms(ours.tbtMs), ms(stock.tbtMs))} | ${both(kb(ours.blockingCssBytes), kb(stock.blockingCssBytes))} | ${both(kb(ours.jsBytes), kb(stock.jsBytes))} | ${both(kb(ours.mainJsBytes), kb(stock.mainJsBytes))} | ${both(kb(ours.htmlBytes), kb(stock.htmlBytes))} | ${ours.accessibility} / ${ours.bestPractices} / ${ours.seo} | ${missed.length ? `MISSED: ${missed.join('; ')}` : 'met'} |`,
    );
  }
  return lines.join('\n');
}

/** main.js is one bundle for every page: the largest median of either site is compared once. */
export function mainJsVerdict(rows: Array<{ours: Summary; stock: Summary}>): string {
  const ours = Math.max(...rows.map((row) => row.ours.mainJsBytes));
  const stock = Math.max(...rows.map((row) => row.stock.mainJsBytes));
  const met = ours <= stock + MAX_EXTRA_MAIN_KB * KB;
  return `main.js (gzip): ours ${kb(ours)} KB, stock ${kb(stock)} KB, +${kb(ours - stock)} KB (target ≤ +${MAX_EXTRA_MAIN_KB} KB): ${met ? 'met' : 'MISSED'}`;
}
