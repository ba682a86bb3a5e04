/**
 * The embedded search engine: MiniSearch over the DocSearch records, answering
 * one Algolia search request at a time in Algolia's response shape (hits with
 * _highlightResult and _snippetResult, nbHits, page, nbPages, facets, queryID).
 *
 * Ranking follows the DocSearch index settings: every query word must match
 * (with typo tolerance and prefix matching), the record's own heading counts
 * most, then the headings above it, then its text, and among equals heading
 * records come before body text. One hit per page, its best section (DocSearch's `distinct`, by page).
 */
import type MiniSearch from 'minisearch';
import type {SearchOptions} from 'minisearch';
import {buildMiniSearch} from './bulk-index';
import {readerWords, searchGlossary} from './vocabulary';
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
/** Share of a word's best score on the page that a record lacking the word gets (see rank()). */
export const PAGE_CONTEXT = 0.3;
/**
 * A page's score is multiplied by the share of the query's words it holds to this power: a page holding
 * every word comes first among equals, and one lacking a word (it says "multiple", the reader "many")
 * still ranks on the words it has.
 */
export const COVERAGE_POWER = 2;
/** Weight of a reference entry (a schema key, an action option) when the query does not look like a key. */
export const REFERENCE_WEIGHT = 0.2;
/** Weight of a release note whose version the query names ("what's new in 7.4" → 7.4.0, 7.4.1, 7.4.2). */
export const VERSION_WEIGHT = 4;
/** Shortest word, other than the last one, that is also matched as a prefix. */
const MIN_PREFIX_TYPED = 3;
/** Query words whose matches are kept between searches (a reader's last few queries). */
const TERM_CACHE_SIZE = 64;
/** A page of more records than this is a reference (schema settings, actions): see the `h` field. */
export const REFERENCE_PAGE_RECORDS = 200;
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
  /** Forms that stand for one another in a query (default: vocabulary.ts). */
  glossary?: string[][];
  /** A reader's word and the site's words for it (default: vocabulary.ts). */
  readerWords?: [string, string[]][];
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

/**
 * Lower-cases a term and adds the parts of a camelCase identifier, so `textureSize` is found by "texture size".
 * Stop words are indexed in headings only: a query holding anything else never searches them (see queryTerms),
 * and in text they were a tenth of the index. The field's length still counts them (MiniSearch counts the
 * tokens before this step), so the scores of other words do not change.
 */
function indexTerm(term: string, field?: string): string | string[] | null {
  const lower = term.toLowerCase();
  if (field !== 't' && STOP_WORDS.has(lower)) return null;
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

/** The records holding a query word: the word's score in each, and the indexed words it matched (keys of `match`). */
type WordHits = Map<number, {score: number; match: Record<string, unknown>}>;
/** One indexed word's postings: field id → (record id → term frequency). */
type FieldPostings = Map<number, Map<number, number>>;
/** MiniSearch 7 internals the engine reads (pinned version; tests/unit/search-ranking.test.ts checks them). */
interface RawIndex {
  executeQuery(query: string, options: SearchOptions): WordHits;
  _index: {
    get(term: string): FieldPostings | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldPostings]>;
  };
}
/**
 * Limits scoring to some records. MiniSearch skips a posting whose document boost is 0 before it builds
 * the posting's result object, so a restricted word costs a function call per posting, not an allocation.
 */
interface Restriction {
  /** Identifies the set of records (part of the cache key of what was scored under it). */
  key: string;
  accepts(id: number): boolean;
}

/** Per record, the best of several ways of finding one query word. */
function mergeMax(all: WordHits[]): WordHits {
  if (all.length === 1) return all[0]!;
  const merged: WordHits = new Map();
  for (const hits of all) {
    for (const [id, hit] of hits) {
      const existing = merged.get(id);
      if (!existing) merged.set(id, hit);
      else merged.set(id, {score: Math.max(existing.score, hit.score), match: {...existing.match, ...hit.match}});
    }
  }
  return merged;
}

/** Records holding both (a glossary form of several words), their scores summed. */
function intersect(a: WordHits, b: WordHits): WordHits {
  const both: WordHits = new Map();
  for (const [id, hit] of b) {
    const other = a.get(id);
    if (other) both.set(id, {score: other.score + hit.score, match: {...other.match, ...hit.match}});
  }
  return both;
}

/** British and American spellings of one word (-ise/-ize, -isation/-ization, ...): the docs use both. */
const SPELLING = /^([a-z]{3,}i)([sz])(e[ds]?|es|ing|ations?|ers?|)$/;
/** Endings that do not change what a word is about (a light stemmer): "migrate" also finds "migration". */
const SUFFIX = /(?:ations?|ings?|ions?|e[ds]|e|s)$/;

/**
 * A query word and the words that also find it: its other spelling, and its stem (matched as a
 * prefix, so at the prefix weight: the word as typed keeps the highest score).
 */
export function wordForms(term: string): {term: string; stem: boolean}[] {
  const forms = [{term, stem: false}];
  const spelling = SPELLING.exec(term);
  const words = spelling ? [term, `${spelling[1]}${spelling[2] === 's' ? 'z' : 's'}${spelling[3]}`] : [term];
  if (spelling) forms.push({term: words[1]!, stem: false});
  for (const word of words) {
    const stem = word.replace(SUFFIX, '');
    if (stem !== word && stem.length >= 4) forms.push({term: stem, stem: true});
  }
  return forms;
}

/**
 * The query's words grouped into slots: a glossary phrase ("command line") is one slot with all its forms.
 * A reader word (see vocabulary.ts) is one slot with the site's words for it, but those do not find it.
 */
export function querySlots(terms: string[], glossary: string[][][], readerWords: string[][][] = []): string[][][] {
  const slots: string[][][] = [];
  const triggers = [
    ...glossary.flatMap((entry) => entry.map((form) => ({entry, form}))),
    ...readerWords.map((entry) => ({entry, form: entry[0]!})),
  ];
  for (let index = 0; index < terms.length;) {
    let found: {entry: string[][]; length: number} | undefined;
    for (const {entry, form} of triggers)
      if (form.length > (found?.length ?? 0) && form.every((word, offset) => terms[index + offset] === word))
        found = {entry, length: form.length};
    slots.push(found ? found.entry : [[terms[index]!]]);
    index += found?.length ?? 1;
  }
  return slots;
}

/** What a query says beyond its words (see rank()). */
interface QueryContext {
  keyLike: boolean;
  versions: number[][];
}

/** Version numbers a text names ("7.4", "v1.2.0", "6.x"), as their numeric parts ("7.x" → [7]). */
export function versionsIn(text: string): number[][] {
  const versions: number[][] = [];
  for (const match of text.matchAll(/(?<![\w.])v?(\d+(?:\.(?:\d+|x))+)(?!\w)/gi)) {
    const parts: number[] = [];
    for (const part of match[1]!.split('.')) {
      if (part.toLowerCase() === 'x') break;
      parts.push(Number(part));
    }
    versions.push(parts);
  }
  return versions;
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
  /** Type and page-rank boost of each record, computed once rather than for every posting of every query. */
  private readonly docBoost: Float64Array;
  /** Page number of each record (records of one page share it). */
  private readonly pageOf: Uint32Array;
  private readonly pageCount: number;
  /** Per page, where its best record is in the list being kept (-1: none yet; scratch, see keep()). */
  private readonly urlBest: Int32Array;
  /** Records that are entries of a reference page (below its title): see REFERENCE_WEIGHT. */
  private readonly referenceEntry: Uint8Array;
  /** Lower-cased headings of reference entries: a query equal to one looks like a key. */
  private readonly referenceKeys: Set<string>;
  /** Per page, the version its title names when it is a release note (not under docs/), else null. */
  private readonly releaseVersion: (number[] | null)[];
  private scores = new Float64Array(0);
  private pageBest = new Float64Array(0);
  private readonly seen: Uint8Array;
  private readonly pageSeen: Uint8Array;
  /** Per page, the best score with context of its records and which record has it (scratch, see score()). */
  private readonly entryScore: Float64Array;
  private readonly entry: Uint32Array;
  private readonly termCache = new Map<string, WordHits>();
  private readonly glossary: string[][][];
  private readonly readerWords: string[][][];
  private readonly allowedCache = new Map<string, Uint8Array>();

  constructor(records: IndexedRecord[], tuning: EngineTuning = {}) {
    this.records = records;
    this.boost = {...DEFAULT_BOOST, ...tuning.boost};
    this.typeBoost = {...DEFAULT_TYPE_BOOST, ...(tuning.typeBoost as Record<string, number> | undefined)};
    this.prefixAll = tuning.prefixAll ?? true;
    this.weights = tuning.weights ?? {fuzzy: 0.4, prefix: 0.5};
    this.glossary = (tuning.glossary ?? searchGlossary).map((entry) => entry.map((form) => queryTerms(form)));
    this.readerWords = (tuning.readerWords ?? readerWords).map(([reader, site]) =>
      [reader, ...site].map((form) => queryTerms(form)),
    );
    const pages = new Map<string, number>();
    this.pageOf = Uint32Array.from(records, (record) => {
      let page = pages.get(record.path);
      if (page === undefined) pages.set(record.path, (page = pages.size));
      return page;
    });
    const pageRecords = new Uint32Array(pages.size);
    for (const page of this.pageOf) pageRecords[page]!++;
    const isReference = (record: IndexedRecord) => pageRecords[this.pageOf[record.id]!]! > REFERENCE_PAGE_RECORDS;
    this.index = buildMiniSearch<IndexedRecord>(records, {
      fields: ['t', 'h', 'c', 'z'],
      idField: 'id',
      tokenize,
      processTerm: indexTerm,
      // Query words arrive lower-cased and split (see queryTerms); MiniSearch passes no field name here.
      searchOptions: {processTerm: (term) => term},
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
            // Except on a reference page: there the page title and section would be the context of
            // thousands of entries (a fifth of the index), and every query holding one of their words
            // ("schema", "3d", "v1", "4") would score them all. Its headings keep the ancestors below the
            // title ("import materials" above "baseColor"); the page's entry still gets the title (rank()).
            if (record.type !== 'content') {
              return LEVELS.slice(isReference(record) ? 2 : 1, level)
                .map((name) => record.hierarchy[name] ?? '')
                .join(' ');
            }
            return isReference(record) ? '' : sectionContext(record.hierarchy);
          case 'c':
            return record.content ?? '';
          case 'z':
            return record.type === 'content' || (level > 1 && isReference(record)) ? '' : (record.hierarchy.lvl0 ?? '');
          default:
            return '';
        }
      },
    });
    this.docBoost = Float64Array.from(
      records,
      // pageRank -1 (legacy pages) weighs 0.8, +1 weighs 1.2.
      (record) => (this.typeBoost[record.type] ?? 1) * Math.min(1.6, Math.max(0.4, 1 + 0.2 * record.rank)),
    );
    this.pageCount = pages.size;
    this.urlBest = new Int32Array(pages.size).fill(-1);
    this.referenceEntry = Uint8Array.from(records, (record) => (isReference(record) && record.type !== 'lvl1' ? 1 : 0));
    this.referenceKeys = new Set();
    for (const record of records)
      if (record.type !== 'content' && isReference(record) && record.type !== 'lvl1')
        this.referenceKeys.add((record.hierarchy[record.type] ?? '').toLowerCase());
    this.releaseVersion = new Array<number[] | null>(pages.size).fill(null);
    for (const record of records) {
      const page = this.pageOf[record.id]!;
      if (record.type === 'lvl1' && !record.path.startsWith('docs/') && this.releaseVersion[page] === null)
        this.releaseVersion[page] = versionsIn(record.hierarchy.lvl1 ?? '')[0] ?? null;
    }
    this.seen = new Uint8Array(records.length);
    this.pageSeen = new Uint8Array(pages.size);
    this.entryScore = new Float64Array(pages.size);
    this.entry = new Uint32Array(pages.size);
  }

  static fromPayload(payload: IndexPayload, tuning?: EngineTuning): SearchEngine {
    return new SearchEngine(decodePayload(payload), tuning);
  }

  /** Records of one facetFilters value (the modal sends the same one on every keystroke). */
  private allowedFor(key: string): Uint8Array {
    let allowed = this.allowedCache.get(key);
    if (!allowed) {
      const predicate = facetPredicate(JSON.parse(key));
      allowed = Uint8Array.from(this.records, (record) => (predicate(record) ? 1 : 0));
      if (this.allowedCache.size >= 8) this.allowedCache.clear();
      this.allowedCache.set(key, allowed);
    }
    return allowed;
  }

  private get raw(): RawIndex {
    return this.index as unknown as RawIndex;
  }

  /** The postings of an indexed word and, matched as a prefix, of the longer words it begins. */
  private postingsOf(term: string, prefix: boolean): FieldPostings[] {
    if (prefix && term.length >= 2) return [...this.raw._index.atPrefix(term)].map(([, postings]) => postings);
    const exact = this.raw._index.get(term);
    return exact ? [exact] : [];
  }

  /** How many postings scoring a query word reads (before typo expansion): what a word costs. */
  private postingCount(term: string, prefix: boolean): number {
    let count = 0;
    for (const fields of this.postingsOf(term, prefix)) for (const records of fields.values()) count += records.size;
    return count;
  }

  /** Whether at least `enough` records hold the word (or, as a prefix, a longer one); stops counting there. */
  private isKnown(term: string, prefix: boolean, enough: number): boolean {
    const records = new Set<number>();
    for (const fields of this.postingsOf(term, prefix))
      for (const postings of fields.values())
        for (const id of postings.keys()) if (records.add(id).size >= enough) return true;
    return false;
  }

  private cached(key: string): WordHits | undefined {
    const hits = this.termCache.get(key);
    if (hits) {
      this.termCache.delete(key);
      this.termCache.set(key, hits);
    }
    return hits;
  }

  /**
   * The records holding one indexed word (with prefix and typo expansion), by id; cached (see below).
   * Under a restriction only the records it accepts are scored, unless the word's full hits are cached.
   */
  private termHits(term: string, prefix: boolean, restriction?: Restriction): WordHits {
    const key = `${prefix ? '*' : ''}${term}`;
    const restrictedKey = restriction ? `${key}@${restriction.key}` : key;
    const cached = this.cached(key) ?? this.cached(restrictedKey);
    if (cached) return cached;
    // Typo tolerance only for words the index does not (or hardly) know: a known word is what was meant,
    // and the typo expansion of a long word over the whole vocabulary is most of a query's time.
    const typos = fuzziness(term);
    const fuzzy = typos && !this.isKnown(term, prefix, FEW_RESULTS) ? typos : false;
    // MiniSearch's own per-query step (7.x), without search()'s result objects, stored-field copies and
    // sort of every match: the ranking is done in rank(). Internal ids are the record ids (added in order).
    const hits = this.raw.executeQuery(term, {
      prefix: prefix && term.length >= 2,
      fuzzy,
      weights: this.weights,
      boost: this.boost,
      ...(restriction ? {boostDocument: (id: unknown) => (restriction.accepts(id as number) ? 1 : 0)} : {}),
    });
    this.remember(restrictedKey, hits);
    return hits;
  }

  private remember(key: string, hits: WordHits): void {
    if (this.termCache.size >= TERM_CACHE_SIZE) this.termCache.delete(this.termCache.keys().next().value!);
    this.termCache.set(key, hits);
  }

  /** The cache key of a query slot's hits (see slotHits). */
  private slotKey(forms: string[][], prefix: boolean): string {
    return `${prefix ? '*' : ''}${forms.map((form) => form.join(' ')).join('|')}#slot`;
  }

  /** The postings a slot's scoring reads (every form, spelling and stem of its words): its cost. */
  private slotCost(forms: string[][], prefix: boolean): number {
    let cost = 0;
    for (const form of forms)
      form.forEach((word, index) => {
        const wordPrefix = prefix && index === form.length - 1;
        for (const variant of wordForms(word)) cost += this.postingCount(variant.term, wordPrefix || variant.stem);
      });
    return cost;
  }

  /**
   * The records holding one query slot: any form of a glossary entry (a form of several words needs
   * them all), each word also in its other spelling and by its stem (see wordForms). Cached by slot:
   * while a reader types, only the last word changes, so the earlier ones are not searched again.
   */
  private slotHits(forms: string[][], prefix: boolean, restriction?: Restriction): WordHits {
    const key = this.slotKey(forms, prefix);
    const cached = this.cached(key) ?? (restriction && this.cached(`${key}@${restriction.key}`));
    if (cached) return cached;
    const merged: WordHits = new Map();
    for (const form of forms) {
      let combined: WordHits | undefined;
      form.forEach((word, index) => {
        const wordPrefix = prefix && index === form.length - 1;
        const hits = mergeMax(
          wordForms(word).map((variant) => this.termHits(variant.term, wordPrefix || variant.stem, restriction)),
        );
        combined = combined ? intersect(combined, hits) : hits;
      });
      for (const [id, hit] of combined!) {
        const existing = merged.get(id);
        if (!existing) merged.set(id, hit);
        else merged.set(id, {score: Math.max(existing.score, hit.score), match: {...existing.match, ...hit.match}});
      }
    }
    this.remember(restriction ? `${key}@${restriction.key}` : key, merged);
    return merged;
  }

  /**
   * The hits of every slot, the cheapest slot first. Only records of pages that hold every slot can
   * rank among the records holding every word (see rank()), so each further slot is scored only on
   * the pages that hold the slots before it: a common word ("schema", "3d", "0") is then scored on
   * the few pages of a rarer one rather than on thousands of records. `restricted` says whether some
   * slot was, in which case the records holding only some words are not all there.
   */
  private slotsHits(
    slots: string[][][],
    prefixes: boolean[],
    allowed: Uint8Array,
    facetKey: string,
    restrict: boolean,
  ): {hits: WordHits[]; restricted: boolean} {
    const keys = slots.map((forms, slot) => this.slotKey(forms, prefixes[slot]!));
    const costs = slots.map((forms, slot) =>
      this.termCache.has(keys[slot]!) ? 0 : this.slotCost(forms, prefixes[slot]!),
    );
    const order = slots.map((_, slot) => slot).sort((a, b) => costs[a]! - costs[b]! || a - b);
    const hits: WordHits[] = new Array<WordHits>(slots.length);
    let pages: Uint8Array | undefined;
    let restrictionKey = facetKey;
    let restricted = false;
    for (const slot of order) {
      const onPages = pages;
      const restriction: Restriction | undefined =
        restrict && onPages
          ? {key: restrictionKey, accepts: (id) => allowed[id] === 1 && onPages[this.pageOf[id]!] === 1}
          : undefined;
      hits[slot] = this.slotHits(slots[slot]!, prefixes[slot]!, restriction);
      restricted ||= restriction !== undefined;
      pages = this.pagesHolding(hits[slot]!, allowed, onPages);
      restrictionKey += `&${keys[slot]}`;
    }
    return {hits, restricted};
  }

  /** The pages holding an allowed record of `hits`, among `within` (all pages when absent). */
  private pagesHolding(hits: WordHits, allowed: Uint8Array, within: Uint8Array | undefined): Uint8Array {
    const pages = new Uint8Array(this.pageCount);
    for (const id of hits.keys()) {
      const page = this.pageOf[id]!;
      if (allowed[id] && (!within || within[page])) pages[page] = 1;
    }
    return pages;
  }

  /**
   * Ranked records for the query words. A record's score is its own BM25 score (fields, type and page
   * rank boosted), plus, for each word it lacks that its page holds elsewhere (title, another section),
   * a share of that word's best score on the page: readers describe a page, and its words are spread
   * over the page's title and body. Records holding every word come first (like Algolia's all-words
   * rule); when fewer than FEW_RESULTS records qualify, those with some words follow.
   */
  private rank(
    terms: string[],
    query: string,
    allowed: Uint8Array,
    facetKey: string,
    distinct: boolean,
  ): {ids: number[]; terms: WordHits[]} {
    const slots = querySlots(terms, this.glossary, this.readerWords);
    const n = slots.length;
    // A word followed by another is typed in full: prefix-matching it when it is short ("3d", "v1", "uv")
    // only adds thousands of records holding longer words (3dModelOptimizationMethod, v1.0, uvAtlas).
    const prefixes = slots.map(
      (forms, index) =>
        index === n - 1 ||
        (this.prefixAll && forms.every((form) => form.every((word) => word.length >= MIN_PREFIX_TYPED))),
    );
    // Every slot in full: pages holding only some of the words rank too (see COVERAGE_POWER).
    const {hits} = this.slotsHits(slots, prefixes, allowed, facetKey, false);
    const context: QueryContext = {keyLike: this.looksLikeKey(query, terms), versions: versionsIn(query)};
    return {ids: this.score(hits, allowed, distinct, context).ids, terms: hits};
  }

  /** A query that names a key: camelCase, a dotted or snake_case name, or exactly the heading of a reference entry. */
  private looksLikeKey(query: string, terms: string[]): boolean {
    return (
      /[a-z][A-Z]/.test(query) ||
      /[A-Za-z][._][A-Za-z]/.test(query) ||
      (terms.length === 1 && this.referenceKeys.has(terms[0]!)) ||
      this.referenceKeys.has(query.trim().toLowerCase())
    );
  }

  /** VERSION_WEIGHT for a release note of a version the query names, else 1. */
  private versionWeight(page: number, versions: number[][]): number {
    const version = this.releaseVersion[page];
    if (!version || !versions.length) return 1;
    return versions.some((wanted) => wanted.every((part, index) => version[index] === part)) ? VERSION_WEIGHT : 1;
  }

  /**
   * See rank(): the records in order (one per URL when distinct), and how many hold every word
   * (themselves or with their page).
   */
  private score(perSlot: WordHits[], allowed: Uint8Array, distinct: boolean, context: QueryContext): {ids: number[]} {
    const n = perSlot.length;
    // Scratch space reused by every query (a query touches thousands of records; allocating per
    // record made garbage collection a fifth of the time): score of each slot per record, best per page.
    if (this.scores.length < this.records.length * n) this.scores = new Float64Array(this.records.length * n);
    if (this.pageBest.length < this.pageCount * n) this.pageBest = new Float64Array(this.pageCount * n);
    const {scores, pageBest, docBoost, pageOf, seen, pageSeen, entryScore, entry, referenceEntry} = this;
    const referenceWeight = context.keyLike ? 1 : REFERENCE_WEIGHT;
    const ids: number[] = [];
    const pages: number[] = [];
    for (let slot = 0; slot < n; slot++) {
      for (const [id, hit] of perSlot[slot]!) {
        if (!allowed[id]) continue;
        if (seen[id] === 0) {
          seen[id] = 1;
          ids.push(id);
        }
        const page = pageOf[id]!;
        if (pageSeen[page] === 0) {
          pageSeen[page] = 1;
          pages.push(page);
          entryScore[page] = -1;
        }
        // The type and page-rank boost applies here, once per record, not once per posting inside MiniSearch.
        const score = hit.score * docBoost[id]! * (referenceEntry[id] ? referenceWeight : 1);
        scores[id * n + slot] = score;
        if (score > pageBest[page * n + slot]!) pageBest[page * n + slot] = score;
      }
    }
    // Each record's own score (like MiniSearch's AND score, more words held weigh more) and, for the
    // best record of each page (the page's entry), the score with the page's context. Only the entry
    // gets it: one long reference page holding every word somewhere would fill the results otherwise.
    const finals = new Float64Array(ids.length);
    for (let position = 0; position < ids.length; position++) {
      const id = ids[position]!;
      const page = pageOf[id]!;
      let alone = 0;
      let context = 0;
      let matched = 0;
      let covered = 0;
      for (let slot = 0; slot < n; slot++) {
        const score = scores[id * n + slot]!;
        if (score) {
          alone += score;
          matched++;
        } else if (pageBest[page * n + slot]) {
          context += PAGE_CONTEXT * pageBest[page * n + slot]!;
          covered++;
        }
      }
      finals[position] = alone * matched * (matched / n) ** COVERAGE_POWER;
      const withContext = (alone + context) * (matched + PAGE_CONTEXT * covered);
      if (withContext > entryScore[page]!) {
        entryScore[page] = withContext;
        entry[page] = position;
      }
      // Leaves the scratch space clean for the next query.
      seen[id] = 0;
      scores.fill(0, id * n, id * n + n);
    }
    // The page's score: its entry's, times the share of the query's words the page holds, and the
    // version weight when the page is the release note of a version the query names.
    for (const page of pages) {
      const position = entry[page]!;
      let covered = 0;
      for (let slot = 0; slot < n; slot++) if (pageBest[page * n + slot]) covered++;
      finals[position] =
        entryScore[page]! * (covered / n) ** COVERAGE_POWER * this.versionWeight(page, context.versions);
      pageSeen[page] = 0;
      pageBest.fill(0, page * n, page * n + n);
    }
    const kept = this.keep(ids, finals, distinct);
    kept.sort((a, b) => finals[b]! - finals[a]! || ids[a]! - ids[b]!);
    return {ids: kept.map((position) => ids[position]!)};
  }

  /**
   * Positions (in `ids`) of the records to return: those marked in `only` (every record without it)
   * and, when distinct, the best of each URL only: sorting all then dropping repeated URLs did the
   * same, at the cost of sorting thousands of records that are never shown.
   */
  private keep(ids: number[], finals: Float64Array, distinct: boolean): number[] {
    const kept: number[] = [];
    const {pageOf, urlBest} = this;
    for (let position = 0; position < ids.length; position++) {
      if (!distinct) {
        kept.push(position);
        continue;
      }
      const url = pageOf[ids[position]!]!;
      const best = urlBest[url]!;
      if (best < 0) {
        urlBest[url] = kept.length;
        kept.push(position);
      } else {
        const other = kept[best]!;
        if (finals[position]! > finals[other]! || (finals[position] === finals[other] && ids[position]! < ids[other]!))
          kept[best] = position;
      }
    }
    // Leaves the scratch space clean for the next query.
    if (distinct) for (const position of kept) urlBest[pageOf[ids[position]!]!] = -1;
    return kept;
  }

  /** Answers one request. `urlFor` turns a record's path and anchor into the absolute URL hits carry. */
  search(request: EngineRequest, urlFor: (path: string, anchor: string | null) => string): EngineResult {
    const started = Date.now();
    const query = String(request.query ?? '').slice(0, MAX_QUERY_CHARS);
    const hitsPerPage = Math.max(0, Math.min(1000, Math.floor(Number(request.hitsPerPage ?? 20)) || 0));
    const page = Math.max(0, Math.floor(Number(request.page ?? 0)) || 0);
    const terms = queryTerms(query);

    const facetKey = JSON.stringify(request.facetFilters ?? null);
    // DocSearch indexes are distinct on the URL: one hit per page section.
    const distinct = request.distinct !== false && request.distinct !== 0;
    const ranked = terms.length
      ? this.rank(terms, query, this.allowedFor(facetKey), facetKey, distinct)
      : {ids: [], terms: []};
    const unique = ranked.ids;

    const facetNames = (Array.isArray(request.facets) ? request.facets : request.facets ? [request.facets] : []).filter(
      (name): name is string => typeof name === 'string',
    );
    let facets: EngineResult['facets'];
    if (facetNames.length) {
      facets = {};
      for (const name of facetNames) {
        const counts: Record<string, number> = {};
        for (const id of unique) {
          const value = attributeOf(this.records[id]!, name);
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
    const matched = shown.map((id) => {
      let score = 0;
      const docTerms: string[] = [];
      for (const hits of ranked.terms) {
        const result = hits.get(id);
        if (result) {
          score += result.score;
          docTerms.push(...Object.keys(result.match));
        }
      }
      return {id, score: score * this.docBoost[id]!, terms: docTerms};
    });
    const matcher = new Matcher(
      matched.flatMap((result) => result.terms),
      terms,
    );
    const hits = matched.map((result) => this.hit(result, matcher, urlFor, tags, ellipsis, snippetSpecs));

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
    result: {id: number; score: number},
    matcher: Matcher,
    urlFor: (path: string, anchor: string | null) => string,
    tags: HighlightTags,
    ellipsis: string,
    snippetSpecs: {attribute: string; words: number}[],
  ): EngineHit {
    const record = this.records[result.id]!;
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
