/**
 * The embedded search engine: MiniSearch over the DocSearch records, answering
 * one Algolia search request at a time in Algolia's response shape (hits with
 * _highlightResult and _snippetResult, nbHits, page, nbPages, facets, queryID).
 *
 * Ranking follows the DocSearch index settings: every query word must match
 * (with typo tolerance and prefix matching), the record's own heading counts
 * most, then the headings above it, then its text, and among equals heading
 * records come before body text. One hit per URL (DocSearch's `distinct`).
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {
  Matcher,
  WORD,
  camelParts,
  escapeHtml,
  highlight,
  snippet,
  type HighlightTags,
  type HighlightValue,
} from './highlight';
import {LEVELS, decodePayload, type Hierarchy, type IndexPayload, type IndexedRecord, type Level} from './types';

/** Algolia caps queries at 512 characters; longer input is cut, never an error. */
export const MAX_QUERY_CHARS = 512;
/** Below this many records matching every word, records matching some words follow them. */
export const FEW_RESULTS = 5;
/** Words beyond this many are ignored (a pasted paragraph is not a query). */
export const MAX_QUERY_TERMS = 12;

const STOP_WORDS = new Set(
  'a an and are as at be by can could do does for from how i if in into is it its me my of on or our should that the their then there this to was we what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** Field boosts: the record's own heading, the headings above it, its text, the section (lvl0). */
export const DEFAULT_BOOST = {t: 5, h: 1.6, c: 1, z: 0.3};
/** Record-type boosts: page titles first, then section headings, then text. */
export const DEFAULT_TYPE_BOOST: Record<string, number> = {
  lvl1: 1.6,
  lvl2: 1.35,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.05,
  lvl6: 1.05,
  content: 1,
};

export interface EngineTuning {
  boost?: Partial<typeof DEFAULT_BOOST>;
  typeBoost?: Partial<Record<string, number>>;
  /** Prefix-match every word (true) or only the last one, as Algolia's prefixLast does (false). */
  prefixAll?: boolean;
  weights?: {fuzzy: number; prefix: number};
}

/** One search request in Algolia's shape, after normalisation (see client.ts). */
export interface EngineRequest {
  indexName: string;
  query: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: unknown;
  facets?: string[] | string;
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  distinct?: boolean | number;
  [key: string]: unknown;
}

export interface EngineHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: string;
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: {hierarchy: Partial<Record<Level, HighlightValue>>; content?: HighlightValue};
  _snippetResult: {hierarchy?: Partial<Record<Level, HighlightValue>>; content?: HighlightValue};
  _rankingInfo?: {score: number};
}

export interface EngineResult {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustive: {nbHits: true};
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
  facets?: Record<string, Record<string, number>>;
}

/** Lower-cases a term and adds the parts of a camelCase identifier, so `textureSize` is found by "texture size". */
function indexTerm(term: string): string | string[] {
  const lower = term.toLowerCase();
  if (lower === term) return lower;
  const parts = camelParts(term);
  return parts.length ? [lower, ...parts.map((part) => part.text.toLowerCase())] : lower;
}

/** lvl1 and the deepest heading of a body-text record. */
function sectionContext(hierarchy: Hierarchy): string {
  let deepest: string | null = null;
  for (let level = 6; level >= 2 && deepest === null; level--) deepest = hierarchy[LEVELS[level]!];
  return deepest ? `${hierarchy.lvl1 ?? ''} ${deepest}` : (hierarchy.lvl1 ?? '');
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The words of a query as the engine uses them: lower-cased, capped, stop words dropped if anything else is left. */
export function queryTerms(query: string): string[] {
  const terms = tokenize(query.slice(0, MAX_QUERY_CHARS))
    .map((term) => term.toLowerCase())
    .slice(0, MAX_QUERY_TERMS);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length ? meaningful : terms;
}

function fuzziness(term: string): number | false {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return false;
}

function randomQueryId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

/** A stable id (FNV-1a of the record's place and text), so saved searches survive a rebuild. */
export function objectId(record: IndexedRecord): string {
  const source = `${record.path}#${record.anchor ?? ''}|${record.type}|${LEVELS.map((level) => record.hierarchy[level] ?? '').join('>')}|${record.content ?? ''}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i++) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${record.path}#${record.anchor ?? ''}-${hash.toString(36)}`;
}

type FilterValue = string | string[];
function attributeOf(record: IndexedRecord, attribute: string): FilterValue | null {
  switch (attribute) {
    case 'language':
      return record.language;
    case 'docusaurus_tag':
      return record.tags;
    case 'type':
      return record.type;
    default: {
      const level = attribute.replace(/^hierarchy\./, '') as Level;
      return (LEVELS as readonly string[]).includes(level) ? record.hierarchy[level] : null;
    }
  }
}

function matchesFilter(record: IndexedRecord, filter: string): boolean {
  const separator = filter.indexOf(':');
  if (separator < 0) return true;
  const attribute = filter.slice(0, separator).trim();
  let expected = filter.slice(separator + 1).trim();
  const negated = expected.startsWith('-');
  if (negated) expected = expected.slice(1);
  expected = expected.replace(/^"(.*)"$/, '$1');
  const actual = attributeOf(record, attribute);
  const found = Array.isArray(actual) ? actual.includes(expected) : actual === expected;
  return negated ? !found : found;
}

/** Algolia facetFilters: a list whose strings are ANDed and whose nested lists are ORed. */
export function facetPredicate(facetFilters: unknown): (record: IndexedRecord) => boolean {
  if (facetFilters === undefined || facetFilters === null || facetFilters === '') return () => true;
  const list = Array.isArray(facetFilters) ? facetFilters : [facetFilters];
  const groups = list
    .map((entry) =>
      Array.isArray(entry)
        ? entry.filter((value): value is string => typeof value === 'string')
        : typeof entry === 'string'
          ? [entry]
          : [],
    )
    .filter((group) => group.length > 0);
  return (record) => groups.every((group) => group.some((filter) => matchesFilter(record, filter)));
}

/** `content:10` → {attribute: 'content', words: 10}; `hierarchy.lvl1` → the default of 10 words. */
function parseSnippetAttribute(spec: string): {attribute: string; words: number} {
  const [attribute, count] = spec.split(':');
  const words = Number(count);
  return {attribute: attribute!.trim(), words: Number.isFinite(words) && words > 0 ? Math.min(words, 200) : 10};
}

export class SearchEngine {
  readonly records: IndexedRecord[];
  private readonly index: MiniSearch<IndexedRecord>;
  private readonly boost: typeof DEFAULT_BOOST;
  private readonly typeBoost: Record<string, number>;
  private readonly prefixAll: boolean;
  private readonly weights: {fuzzy: number; prefix: number};

  constructor(records: IndexedRecord[], tuning: EngineTuning = {}) {
    this.records = records;
    this.boost = {...DEFAULT_BOOST, ...tuning.boost};
    this.typeBoost = {...DEFAULT_TYPE_BOOST, ...(tuning.typeBoost as Record<string, number> | undefined)};
    this.prefixAll = tuning.prefixAll ?? true;
    this.weights = tuning.weights ?? {fuzzy: 0.4, prefix: 0.5};
    this.index = new MiniSearch<IndexedRecord>({
      fields: ['t', 'h', 'c', 'z'],
      idField: 'id',
      tokenize,
      processTerm: indexTerm,
      extractField: (record, field) => {
        const level = record.type === 'content' ? 7 : Number(record.type.slice(3));
        switch (field) {
          case 'id':
            return record.id;
          case 't':
            return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
          case 'h':
            // Headings carry all their ancestors; body text carries the page title and its own section
            // heading (the context a reader types), not every level between: it keeps the index small.
            if (record.type !== 'content') {
              return LEVELS.slice(1, level)
                .map((name) => record.hierarchy[name] ?? '')
                .join(' ');
            }
            return sectionContext(record.hierarchy);
          case 'c':
            return record.content ?? '';
          case 'z':
            return record.type === 'content' ? '' : (record.hierarchy.lvl0 ?? '');
          default:
            return '';
        }
      },
    });
    this.index.addAll(records);
  }

  static fromPayload(payload: IndexPayload, tuning?: EngineTuning): SearchEngine {
    return new SearchEngine(decodePayload(payload), tuning);
  }

  private run(terms: string[], combineWith: 'AND' | 'OR', filter: (record: IndexedRecord) => boolean): SearchResult[] {
    const records = this.records;
    const last = terms.length - 1;
    return this.index.search(terms.join(' '), {
      combineWith,
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      prefix: (term, index) => (this.prefixAll || index === last) && term.length >= 2,
      fuzzy: (term) => fuzziness(term),
      weights: this.weights,
      boost: this.boost,
      boostDocument: (id) => {
        const record = records[id as number]!;
        // pageRank -1 (legacy pages) weighs 0.8, +1 weighs 1.2.
        return (this.typeBoost[record.type] ?? 1) * Math.min(1.6, Math.max(0.4, 1 + 0.2 * record.rank));
      },
      filter: (result) => filter(records[result.id as number]!),
    });
  }

  /** Answers one request. `urlFor` turns a record's path and anchor into the absolute URL hits carry. */
  search(request: EngineRequest, urlFor: (path: string, anchor: string | null) => string): EngineResult {
    const started = Date.now();
    const query = String(request.query ?? '').slice(0, MAX_QUERY_CHARS);
    const hitsPerPage = Math.max(0, Math.min(1000, Math.floor(Number(request.hitsPerPage ?? 20)) || 0));
    const page = Math.max(0, Math.floor(Number(request.page ?? 0)) || 0);
    const terms = queryTerms(query);
    const filter = facetPredicate(request.facetFilters);

    let results: SearchResult[] = [];
    if (terms.length) {
      results = this.run(terms, 'AND', filter);
      // Like Algolia's removeWordsIfNoResults: when few sections hold every word, follow them with
      // the sections that hold some of the words, rather than stopping at one or none.
      if (results.length < FEW_RESULTS && terms.length > 1) {
        const all = new Set(results.map((result) => result.id));
        results = [...results, ...this.run(terms, 'OR', filter).filter((result) => !all.has(result.id))];
      }
    }

    // DocSearch indexes are distinct on the URL: one hit per page section.
    const distinct = request.distinct !== false && request.distinct !== 0;
    const seen = new Set<string>();
    const unique = distinct
      ? results.filter((result) => {
          const record = this.records[result.id as number]!;
          const key = `${record.path}#${record.anchor ?? ''}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
      : results;

    const facetNames = (Array.isArray(request.facets) ? request.facets : request.facets ? [request.facets] : []).filter(
      (name): name is string => typeof name === 'string',
    );
    let facets: EngineResult['facets'];
    if (facetNames.length) {
      facets = {};
      for (const name of facetNames) {
        const counts: Record<string, number> = {};
        for (const result of unique) {
          const value = attributeOf(this.records[result.id as number]!, name);
          for (const entry of Array.isArray(value) ? value : value ? [value] : [])
            counts[entry] = (counts[entry] ?? 0) + 1;
        }
        facets[name] = counts;
      }
    }

    const tags: HighlightTags = {
      pre: request.highlightPreTag ?? '<span class="algolia-docsearch-suggestion--highlight">',
      post: request.highlightPostTag ?? '</span>',
    };
    // Without an explicit ellipsis, none (the theme's search page adds its own "...").
    const ellipsis = request.snippetEllipsisText ?? '';
    const snippetSpecs = (request.attributesToSnippet ?? ['content:10']).map(parseSnippetAttribute);
    const shown = unique.slice(page * hitsPerPage, page * hitsPerPage + hitsPerPage);
    // One matcher for the page of hits: a word matched in any hit is a match wherever it appears,
    // and texts repeated across hits (page titles, sections) are scanned once.
    const matcher = new Matcher(
      shown.flatMap((result) => result.terms),
      terms,
    );
    const hits = shown.map((result) => this.hit(result, matcher, urlFor, tags, ellipsis, snippetSpecs));

    // The query is echoed as it was sent (the search page ignores answers to other queries), even when cut for matching.
    const sentQuery = String(request.query ?? '');
    const params = new URLSearchParams({
      query: sentQuery,
      hitsPerPage: String(hitsPerPage),
      page: String(page),
    }).toString();
    return {
      hits,
      nbHits: unique.length,
      page,
      nbPages: hitsPerPage ? Math.ceil(unique.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustive: {nbHits: true},
      processingTimeMS: Date.now() - started,
      query: sentQuery,
      params,
      index: request.indexName,
      queryID: randomQueryId(),
      ...(facets ? {facets} : {}),
    };
  }

  private hit(
    result: SearchResult,
    matcher: Matcher,
    urlFor: (path: string, anchor: string | null) => string,
    tags: HighlightTags,
    ellipsis: string,
    snippetSpecs: {attribute: string; words: number}[],
  ): EngineHit {
    const record = this.records[result.id as number]!;
    const hierarchyHighlight: Partial<Record<Level, HighlightValue>> = {};
    const escapedHierarchy = {} as Hierarchy;
    for (const level of LEVELS) {
      const text = record.hierarchy[level];
      escapedHierarchy[level] = text === null ? null : escapeHtml(text);
      if (text !== null) hierarchyHighlight[level] = highlight(text, matcher, tags);
    }
    const hit: EngineHit = {
      objectID: objectId(record),
      url: urlFor(record.path, record.anchor),
      url_without_anchor: urlFor(record.path, null),
      anchor: record.anchor,
      type: record.type,
      hierarchy: escapedHierarchy,
      content: record.content === null ? null : escapeHtml(record.content),
      _highlightResult: {hierarchy: hierarchyHighlight},
      _snippetResult: {},
      _rankingInfo: {score: result.score},
    };
    if (record.content !== null) hit._highlightResult.content = highlight(record.content, matcher, tags);
    for (const {attribute, words} of snippetSpecs) {
      if (attribute === 'content') {
        if (record.content !== null)
          hit._snippetResult.content = snippet(record.content, matcher, words, tags, ellipsis);
        continue;
      }
      const level = attribute.replace(/^hierarchy\./, '') as Level;
      const text = (LEVELS as readonly string[]).includes(level) ? record.hierarchy[level] : null;
      if (text) {
        hit._snippetResult.hierarchy ??= {};
        hit._snippetResult.hierarchy[level] = snippet(text, matcher, words, tags, ellipsis);
      }
    }
    return hit;
  }
}
