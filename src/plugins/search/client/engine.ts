/**
 * The embedded search engine: MiniSearch (public API only) over the sections of
 * the site's pages, answering one Algolia search request at a time in Algolia's
 * response shape (hits with _highlightResult and _snippetResult, nbHits, page,
 * nbPages, facets, queryID). One hit per page, its best section shown.
 */
import {stemmer} from 'stemmer';
import MiniSearch, {type Query} from 'minisearch';
import {compareVersionParts} from '../../../lib/versions';
import {
  changeWords,
  irregularPlurals,
  irregularVerbs,
  latestWords,
  optionalWords,
  particles,
  productNames,
  quantifiers,
  questionOpenings,
  readerWords,
  searchGlossary,
  siteName,
} from './vocabulary';
import {
  Matcher,
  TextWordCache,
  WORD,
  camelParts,
  escapeHtml,
  highlight,
  snippet,
  type HighlightTags,
  type HighlightValue,
} from './highlight';
import {remember} from './remember';
import {
  LEVELS,
  decodePayload,
  type Hierarchy,
  type IndexPayload,
  type IndexedRecord,
  type Level,
  type RecordType,
} from './types';

/** Algolia caps queries at 512 characters; longer input is cut, never an error. */
export const MAX_QUERY_CHARS = 512;
/** Below this many records matching every word, records matching some words follow them. */
export const FEW_RESULTS = 5;
/**
 * Share of a word's best score elsewhere on the page that the page's best section gets when it lacks the word
 * (see score()): close to 1, a page scores about the sum of its best evidence for each word, wherever it is.
 */
export const PAGE_CONTEXT = 0.85;
/**
 * A page's score is multiplied by the share of the query's words it holds to this power: a page holding
 * every word comes first among equals, and one lacking a word (it says "multiple", the reader "many")
 * still ranks on the words it has.
 */
export const COVERAGE_POWER = 2;
/**
 * In a question of LONG_QUESTION required words or more, the share a word has in a page's coverage (see
 * COVERAGE_POWER) is its rarity: log(1 + pages / (pages holding it + 1)) to this power. A long question holds
 * words any page may hold ("built", "gets", "together", "change"); a page that has those and lacks the question's
 * rare word ("millimeters") covered as much of it as the page that explains the rare word and lacks one of them.
 * In a short question every word is chosen: applied to every question, this lost the first set 2 of its 92.
 */
export const RARITY_POWER = 0.5;
export const LONG_QUESTION = 5;
/**
 * A page's score is multiplied by 1 + PASSAGE_WEIGHT × (w / r)², where r is the number of the query's required
 * words and w the most of them that one passage of the page holds: a text (paragraph, list item, table row) read
 * with its section's heading and the page's title. Words of a question found together answer it; spread over a
 * page, they only share its topic. For "can API v1 optimize use a saved preset id", the titles Get Preset and Create
 * Preset outweighed the v1 Optimize sentence "v1 has no preset_id: to use a saved preset, read it with Get Preset".
 */
export const PASSAGE_WEIGHT = 0.75;
/**
 * Pages whose passages are read (see PASSAGE_WEIGHT), best first: the weight reorders the first results, and on
 * the tuning halves reading 10 or all pages orders the first three alike.
 */
const PASSAGE_PAGES = 20;
/** Weight of a reference entry (a schema key, an action option) when the query does not look like a key. */
export const REFERENCE_WEIGHT = 0.2;
/**
 * Weight of a query word typed with a capital inside it ("centerModel", "preserveCommonMeshBorders", "SolidWorks"):
 * a name the reader copied (of a settings key, an option, a product or a format), which a page names or does
 * not. At 1, the heading of a guide holding a plain word of the question ("decimation") outweighed the table row
 * that names the key. Written in lower case, the same word is as often the name of the product ("rapidcompact").
 */
export const NAME_WEIGHT = 8;
/**
 * Weight of the site's name beside other words ("bake normals in RapidPipeline"): nearly every page is about the
 * product, so a page holding the name says little about what the reader asks. At 1, appending "in rapid pipeline"
 * to a question the search answered lost it 89 times in 591, and "in RapidPipeline" 32 times.
 */
export const SITE_NAME_WEIGHT = 0.5;
/**
 * Weight of a release note whose version the query names ("what's new in 7.4" → 7.4.0, 7.4.1, 7.4.2), and of
 * a page whose category names the API version the query names ("v1 optimize" → Web Platform API v1.0).
 */
export const VERSION_WEIGHT = 4;
/**
 * Weight of a release note when the query asks what changed (see changeWords in vocabulary.ts), times
 * VERSION_WEIGHT for a note of the version or month the query names. A guide titled for a feature holds its
 * words more often than the note that added it, and at 2 it still came first for "when was format conversion added".
 */
export const CHANGE_WEIGHT = 4;
/**
 * Weight of a page whose title's words (two or more, stop words aside) the query holds, in any of the forms it
 * matched ("create preset api does not return the id" → Create Preset): the reader named the page. Tried on the
 * tuning halves at 1.15 / 1.3 / 1.45 / 1.6 / 2: 853 / 854 / 854 / 854 / 853 of 916 against 851, no set lower up
 * to 1.6; for titles of one word too (at 1.3): 853, one set lower. Not when the query holds a name typed with a
 * capital inside (see NAME_WEIGHT): "what is decimation:preserveCommonMeshBorders called in 3D Processor 7" names
 * the key, not the guide titled "Decimation in 3D Processor 7".
 */
export const TITLE_WEIGHT = 1.3;
/** Pages that come between a page and its legacy twin of the same topic (see twinsApart). */
export const LEGACY_TWIN_GAP = 2;
/** Longest last word that may be a fragment of a word being typed (see isFragment). */
const FRAGMENT_CHARS = 3;
/** Shortest word, other than the last one, that is also matched as a prefix. */
const MIN_PREFIX_TYPED = 3;
/** Query words whose matches are kept between searches (a reader's last few queries). */
const TERM_CACHE_SIZE = 64;
/** Texts whose words termsIn() keeps: typing one question reads up to about 700 (the tuning questions' p95). */
const TEXT_TERMS_CACHE_SIZE = 2048;
/** A page of more records than this is a reference (schema settings, actions): see the `h` field. */
export const REFERENCE_PAGE_RECORDS = 200;
/** A word with a lower-case letter before an upper-case one: a key (centerModel) or a name (macOS). */
const CAMEL_CASE_WORD = /[A-Za-z0-9_]*[a-z][A-Z][A-Za-z0-9_]*/g;
/** A file name with one of the extensions the docs name: see looksLikeKey(). */
const FILE_NAME =
  /[\w.-]+\.(?:png|jpe?g|webp|ktx2|json|glb|gltf|usdz|zip|html?|csv|fbx|obj|max|stl|ply|xml|txt|py|exe|md)\b/gi;
/** A year, as in "what was new in June 2023". */
const YEAR = /(?<![\w.])(?:19|20)\d\d(?![\w.])/;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** A release note's date as the extractor writes it, the post's first text ("March 11, 2025"). */
const POST_DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;
/** Words beyond this many are ignored (a pasted paragraph is not a query). */
export const MAX_QUERY_TERMS = 12;

const STOP_WORDS = new Set(
  [
    'a an and are as at be by can could do does for from get how i if in into is it its me my of on or our should that the their then there this to was we what when where which who why will with would you your',
    // cspell:ignore NLTK
    // The rest of NLTK's English stop words, and "via". Left out: "own" ("my own preset" is not a factory
    // preset), the particles of phrasal verbs ("set up", "scale down", "turn off"), and the single letters
    // "o" and "y" ("y-up"). A function word the docs seldom use was a required word that only those pages held.
    'myself ours ourselves yours yourself yourselves he him his himself she her hers herself itself they them theirs themselves whom these those am were been being have has had having did doing but because until while about against between through during before after above below again further once here all any both each few more most other some such no nor not only same so than too very just now via',
    // Words that set what the reader asks for against another way ("a callback instead of polling", "glb rather
    // than gltf"): as query words they find the pages that make the same comparison, not what is asked. "Without"
    // stays: "sizes without downloading" asks for a way that needs no download, and the page offering it says so.
    'instead rather',
    // Fillers of spoken questions ("is the import still failing", "can I also export usdz"), from larger stop
    // lists such as SMART's: no page is about them, and each one a question holds was a word pages had to hold.
    'also still already even ever yet else anyway maybe really actually basically etc something anything everything much',
    // What is left of "what's", "doesn't", "I'm" once the apostrophe splits them.
    // cspell:disable-next-line
    's t d m ll re ve don doesn didn isn aren wasn weren won couldn shouldn wouldn hasn haven hadn ain mightn mustn needn shan',
    // The same contractions typed without the apostrophe, as readers often do. None is a word of the docs;
    // "id", "ill" and "well" would be, so they are not here ("were" is a function word, above).
    // cspell:disable-next-line
    'whats thats theres hows wheres whos whys im ive youre dont doesnt didnt isnt arent wasnt werent wont cant couldnt shouldnt wouldnt hasnt havent hadnt',
  ]
    .join(' ')
    .split(' '),
);

/** Field boosts: the record's own heading, the headings above it, its text, the section (lvl0), other pages' links to it. */
export const DEFAULT_BOOST = {t: 5, h: 1.6, c: 1, z: 0.3, a: 3};
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
  /** Words that ask what changed (default: vocabulary.ts). */
  changeWords?: string[];
  /** Words that ask what changed lately (default: vocabulary.ts). */
  latestWords?: string[];
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
export function indexTerm(term: string, field?: string): string | string[] | null {
  const lower = term.toLowerCase();
  if (field !== 't' && STOP_WORDS.has(lower)) return null;
  if (lower === term) return lower;
  const parts = camelParts(term);
  return parts.length ? [lower, ...parts.map((part) => part.text.toLowerCase())] : lower;
}

/**
 * indexTerm with its answers kept for the build: the index's 130,000 words are 4,000 distinct ones, and a
 * look-up costs less than lower-casing and splitting each again (and leaves no strings to collect).
 */
export function cachedIndexTerm(): typeof indexTerm {
  const inTitles = new Map<string, string | string[] | null>();
  const elsewhere = new Map<string, string | string[] | null>();
  return (term, field) => {
    const cache = field === 't' ? inTitles : elsewhere;
    let processed = cache.get(term);
    if (processed === undefined) cache.set(term, (processed = indexTerm(term, field)));
    return processed;
  };
}

/** The label of a numbered heading: "Step 2:" in "Step 2: Upload your model". */
const HEADING_NUMBER = /^\p{L}+\s+\d{1,2}[:.)](?=\s|$)/u;

/**
 * A heading as it is indexed, without the label of a numbered heading: "Step 2:" says where the section
 * stands in a sequence, not what it is about. Indexed, it made every tutorial's "Step 5" heading a match for
 * "under 5 MB", and every step heading a match for "step by step".
 */
function indexedHeading(heading: string | null): string {
  return heading ? heading.replace(HEADING_NUMBER, '') : '';
}

/** lvl1 and the deepest heading of a body-text record. */
function sectionContext(hierarchy: Hierarchy): string {
  let deepest: string | null = null;
  for (let level = 6; level >= 2 && deepest === null; level--) deepest = hierarchy[LEVELS[level]!];
  return deepest ? `${hierarchy.lvl1 ?? ''} ${indexedHeading(deepest)}` : (hierarchy.lvl1 ?? '');
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Apostrophes, straight and typographic (a phone's keyboard types ’). */
const APOSTROPHE = /['\u2019]/g;

/** The words of a phrase, lower-cased, with contractions read as one word: "what's" and "whats" are alike. */
function phraseWords(text: string): string[] {
  return tokenize(text.toLowerCase().replace(APOSTROPHE, ''));
}

const PRODUCT_NAMES = new Set(productNames);

/** A page title's words without the product's names and API versions (see productNames), as one string. */
export function titleTopic(title: string): string {
  return phraseWords(title)
    .filter((word) => !PRODUCT_NAMES.has(word) && !/^v\d+$/.test(word))
    .join(' ');
}

/** Whether `words` holds `phrase` from `start` on. */
function phraseAt(words: string[], start: number, phrase: string[]): boolean {
  return phrase.every((word, offset) => words[start + offset] === word);
}

/** Page titles that hold a stop word and another word ("Get Preset", "Import a Preset"), as words, by their first word. */
export type StopWordTitles = Map<string, string[][]>;

/** The words of a title, when it belongs in StopWordTitles; else null. */
export function stopWordTitle(title: string): string[] | null {
  const words = tokenize(title).map((word) => word.toLowerCase());
  const stops = words.filter((word) => STOP_WORDS.has(word)).length;
  return stops > 0 && stops < words.length ? words : null;
}

const OPENINGS = questionOpenings.map(phraseWords);
const OPTIONAL_WORDS = new Set(optionalWords);
const QUANTIFIERS = new Set(quantifiers);
const PARTICLES = new Set(particles);

/** How many words open the query, stop words and question openings ("is there a way to", see vocabulary.ts). */
function openingLength(terms: string[]): number {
  let index = 0;
  for (;;) {
    if (STOP_WORDS.has(terms[index] ?? '')) index++;
    else {
      const opening = OPENINGS.find((words) => phraseAt(terms, index, words));
      if (!opening) return index;
      index += opening.length;
    }
  }
}

/**
 * The words of a query as the engine uses them: lower-cased, capped, stop words and the question's opening
 * dropped if anything else is left. A stop word stays when the query holds a whole page title it is part of:
 * "get preset" asks for the Get Preset operation, not for every page about presets (titles index their stop
 * words, see indexTerm).
 */
export function queryTerms(query: string, titles?: StopWordTitles): string[] {
  const terms = tokenize(query.slice(0, MAX_QUERY_CHARS)).map((term) => term.toLowerCase());
  const inTitle = new Uint8Array(terms.length);
  if (titles)
    terms.forEach((term, start) => {
      for (const words of titles.get(term) ?? [])
        if (phraseAt(terms, start, words)) inTitle.fill(1, start, start + words.length);
    });
  const opening = openingLength(terms);
  const meaningful = terms.filter((term, index) => (index >= opening && !STOP_WORDS.has(term)) || inTitle[index]);
  return (meaningful.length ? meaningful : terms).slice(0, MAX_QUERY_TERMS);
}

/**
 * British and American spellings of one word: the docs write British (optimise, colour, metre, modelled,
 * analyse), schema keys, UI labels and many readers American. Each pattern swaps one spelling for the other,
 * in either direction; a swap that makes no word of the site finds nothing.
 */
const SPELLINGS: [RegExp, (match: RegExpExecArray) => string][] = [
  // optimise/optimize, optimisation/optimization, analyse/analyze, analysing/analyzing
  [
    /^([a-z]{3,}[iy])([sz])(e[ds]?|es|ing|ations?|ers?|)$/,
    ([, stem, s, end]) => `${stem}${s === 's' ? 'z' : 's'}${end}`,
  ],
  // colour/color, colours/colors, coloured/colored, behaviour/behavior, neighbouring/neighboring
  [/^([a-z]{2,}[^aeo])(our|or)(s|ed|ing)?$/, ([, stem, or, end = '']) => `${stem}${or === 'or' ? 'our' : 'or'}${end}`],
  // metre/meter, millimetres/millimeters, centre/center, litre/liter, fibre/fiber
  [/^([a-z]*met|cent|lit|fib)(re|er)(s?)$/, ([, stem, re, end]) => `${stem}${re === 're' ? 'er' : 're'}${end}`],
  // modelled/modeled, modelling/modeling, labelled/labeled
  [/^([a-z]{2,}e)(ll?)(ed|ing|ers?)$/, ([, stem, l, end]) => `${stem}${l === 'l' ? 'll' : 'l'}${end}`],
];

/** Each form of an irregular verb or noun, and the word's other forms (see irregularVerbs, irregularPlurals). */
const IRREGULAR_FORMS = new Map<string, string[]>(
  [...irregularVerbs, ...irregularPlurals].flatMap((word) => {
    const forms = word.split(' ');
    return forms.map((form) => [form, forms.filter((other) => other !== form)] as [string, string[]]);
  }),
);

/** The other spelling of a word (see SPELLINGS), or null. */
function otherSpelling(term: string): string | null {
  for (const [pattern, swap] of SPELLINGS) {
    const match = pattern.exec(term);
    if (match) return swap(match);
  }
  return null;
}
/** Shortest stem searched: "us" (from "using") would find every word starting with it. */
const MIN_STEM = 3;

/** A word searched for a query word: `stem`, matched as a prefix; `whole`, never matched as a prefix. */
interface WordForm {
  term: string;
  stem: boolean;
  whole?: boolean;
}

/**
 * A query word and the words that also find it: its other spelling, and its stem (Porter's stemmer: "sizes"
 * also finds "size", "migration" finds "migrate"), matched as a prefix, so at the prefix weight: the word as
 * typed keeps the highest score. The other forms of an irregular word are whole words (`whole`), never
 * prefixes: the list holds each form a reader means, and as a prefix "ran" found "range" and "sent" "sentence".
 * A version series ("7.x") finds its versions ("7.4.0") as a prefix, and so does a digit alone ("7" finds "7.x"
 * and "7.4.0").
 */
export function wordForms(term: string): WordForm[] {
  const forms: WordForm[] = [{term, stem: false}];
  if (/\d\.x$/.test(term)) return [...forms, {term: term.slice(0, -1), stem: true}];
  // A digit alone is as often a major version ("rpdx 7", "from RapidCompact 6"), which the docs write dotted.
  if (/^[1-9]$/.test(term)) return [...forms, {term: `${term}.`, stem: true}];
  const spelling = otherSpelling(term);
  const words = spelling ? [term, spelling] : [term];
  if (spelling) forms.push({term: spelling, stem: false});
  for (const form of IRREGULAR_FORMS.get(term) ?? []) forms.push({term: form, stem: false, whole: true});
  for (const word of words) {
    const stem = stemmer(word);
    // A stem that starts with an earlier one finds nothing more (that of "optimisation" after "optimization").
    if (stem !== word && stem.length >= MIN_STEM && !forms.some((form) => form.stem && stem.startsWith(form.term)))
      forms.push({term: stem, stem: true});
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
      if (form.length > (found?.length ?? 0) && phraseAt(terms, index, form)) found = {entry, length: form.length};
    slots.push(found ? found.entry : [[terms[index]!]]);
    index += found?.length ?? 1;
  }
  return slots;
}

/** A word joined to the next by an underscore or a hyphen: sent_to_queue, pre-signed, ktx-basis-etcs1. */
const COMPOUND = /[\p{L}\p{N}]+(?:[_-][\p{L}\p{N}]+)+/gu;

/**
 * The compound words a query holds (snake_case names, hyphenated words: see COMPOUND), each as a glossary entry of
 * one form, its words: one slot found where its words are together, not one slot per word. Apart, "sent" and
 * "queue" matched every page about sending or queues, and the name counted as two words of the question.
 */
export function compoundWords(query: string): string[][][] {
  const names = query.slice(0, MAX_QUERY_CHARS).match(COMPOUND) ?? [];
  return names.map((name) => [queryTerms(name)]).filter(([words]) => words!.length > 1);
}

/** What a query says beyond its words (see rank()). */
interface QueryContext {
  keyLike: boolean;
  versions: number[][];
  /** The API versions the query names (see apiVersionsIn). */
  apiVersions: number[];
  /** The query asks what changed (see changeWords). */
  change: boolean;
  /** The query asks what changed lately and names no version (see latestWords). */
  latest: boolean;
  /** The months the query names (year * 12 + month, see monthsIn). */
  months: number[];
  /** Per slot: the slot is an optional word (see optionalWords), which a page need not hold. */
  optional: boolean[];
  /** Per slot: its weight, NAME_WEIGHT for a name typed as such (see namesIn), SITE_NAME_WEIGHT for the site's name. */
  slotWeight: number[];
}

/** The words of a query typed with a capital inside them (camelCase names: keys, options, products), lower-cased. */
export function namesIn(query: string): Set<string> {
  return new Set(
    tokenize(query.slice(0, MAX_QUERY_CHARS))
      .filter((word) => /\p{Ll}\p{Lu}/u.test(word))
      .map((word) => word.toLowerCase()),
  );
}

/**
 * The API versions a query names, as readers and the docs do: "v1", "v2" (a dotted "v1.4" is a schema or a
 * release, see versionsIn).
 */
export function apiVersionsIn(query: string): number[] {
  return Array.from(query.matchAll(/(?<![\w.])v(\d+)(?![\w.])/gi), (match) => Number(match[1]));
}

/**
 * The months a query names with their year ("June 2023", "sept 2024", "June 5, 2023"), as year * 12 + month.
 * A month is its name or the name's first three or four letters, before the year: after it, "2024 may" is as
 * often the verb.
 */
export function monthsIn(query: string): number[] {
  const words = query.toLowerCase().match(/[a-z]+|\d+/g) ?? [];
  const monthOf = (word: string | undefined): number =>
    word && word.length >= 3
      ? MONTHS.findIndex((name) => name === word || (word.length <= 4 && name.startsWith(word)))
      : -1;
  const months: number[] = [];
  words.forEach((word, index) => {
    if (word.length !== 4 || !YEAR.test(word)) return;
    // "June 5 2023": a day may stand between the month and the year.
    const before = /^\d{1,2}$/.test(words[index - 1] ?? '') ? words[index - 2] : words[index - 1];
    const month = monthOf(before);
    if (month >= 0) months.push(Number(word) * 12 + month);
  });
  return months;
}

/** A release note's month (year * 12 + month) from its post date (see POST_DATE), or -1. */
function postMonth(text: string | null | undefined): number {
  return text && POST_DATE.test(text) ? (monthsIn(text)[0] ?? -1) : -1;
}

/** A release feed: the first segment of its notes' paths ("blender-plugin-updates/v1.0.0"). */
function feedOf(path: string): string {
  return path.split('/', 1)[0]!;
}

/** Per page, 1 when its version is the highest of its feed; pages without a version are never marked. */
function newestReleases(versions: (number[] | null)[], feed: (page: number) => string): Uint8Array {
  const newest = new Map<string, number>();
  versions.forEach((version, page) => {
    if (!version) return;
    const best = newest.get(feed(page));
    if (best === undefined || compareVersionParts(version, versions[best]!) > 0) newest.set(feed(page), page);
  });
  const marked = new Uint8Array(versions.length);
  for (const page of newest.values()) marked[page] = 1;
  return marked;
}

/** The major version a category (lvl0) names ("Web Platform API v1.0" → 1), or -1. */
function categoryVersion(lvl0: string | null): number {
  const match = /(?<![\w.])v(\d+)(?:\.\d+)*(?![\w.])/i.exec(lvl0 ?? '');
  return match ? Number(match[1]) : -1;
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

// Typos the comments below give as examples: cspell:ignore modle uploded lihgter
/**
 * A word with two neighbouring letters swapped ("modle" → "model"), the commonest typo: edit distance counts
 * a swap as two edits, so the typo tolerance of a short word alone does not find it.
 */
export function transpositions(word: string): string[] {
  const swapped: string[] = [];
  for (let i = 0; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1]) swapped.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return swapped;
}

/** Edit distance in which two swapped neighbours count as one edit (optimal string alignment). */
export function typoDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** Most corrections of an unknown word searched in its place. */
const MAX_CORRECTIONS = 3;
/**
 * Shortest word corrected. Shorter words unknown to the docs are as often English words the docs do not use
 * ("lots", "ages", "june") as typos, and their neighbours ("slots", "pages", "tune") would then count in full.
 */
const MIN_CORRECTED = 5;

/** The slot's word, when it is one word with no other form; else null. */
function slotWord(forms: string[][]): string | null {
  return forms.length === 1 && forms[0]!.length === 1 ? forms[0]![0]! : null;
}

/** The slot's one word, when it may be a misspelt word; else null. */
function correctable(forms: string[][]): string | null {
  const typed = slotWord(forms);
  // A word with digits ("100x", "v7") is a number or a name, not a misspelt word.
  return typed && fuzziness(typed) && typed.length >= MIN_CORRECTED && !/\d/.test(typed) ? typed : null;
}

/**
 * The words a slot's one unknown word was most likely meant to be: of the words its typo search matched, those
 * nearest to it, the most frequent first, and their distance. Null when the slot is not one word or nothing is near.
 */
function corrections(forms: string[][], results: {terms: string[]}[]): {forms: string[][]; distance: number} | null {
  const typed = correctable(forms);
  if (!typed) return null;
  const counts = new Map<string, number>();
  for (const result of results) for (const term of result.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  let best = Number(fuzziness(typed)) + 1;
  let nearest: [string, number][] = [];
  for (const [term, count] of counts) {
    const distance = typoDistance(typed, term);
    if (distance < best) [best, nearest] = [distance, []];
    if (distance === best) nearest.push([term, count]);
  }
  if (!nearest.length) return null;
  const words = nearest.sort((a, b) => b[1] - a[1]).slice(0, MAX_CORRECTIONS);
  return {forms: words.map(([term]) => [term]), distance: best};
}

/**
 * The reader word (see readerWords) a slot's one unknown word was most likely meant to be, as its slot, and its
 * distance: reader words are absent from the docs, so the typo search cannot find them. Null when none is near.
 */
function readerCorrection(forms: string[][], readers: string[][][]): {forms: string[][]; distance: number} | null {
  const typed = correctable(forms);
  if (!typed) return null;
  let best: {forms: string[][]; distance: number} | null = null;
  for (const entry of readers) {
    const reader = entry[0]!;
    if (reader.length !== 1 || Math.abs(reader[0]!.length - typed.length) > 2) continue;
    const distance = typoDistance(typed, reader[0]!);
    if (distance <= Number(fuzziness(reader[0]!)) && distance < (best?.distance ?? Infinity))
      best = {forms: entry, distance};
  }
  return best;
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

/** One facet filter, `attribute:value` or `attribute:-value` (negated), read once for every record it is tested on. */
interface FacetFilter {
  attribute: string;
  expected: string;
  negated: boolean;
}

/** Null for a filter without a colon, which every record passes. */
function parseFilter(filter: string): FacetFilter | null {
  const separator = filter.indexOf(':');
  if (separator < 0) return null;
  let expected = filter.slice(separator + 1).trim();
  const negated = expected.startsWith('-');
  if (negated) expected = expected.slice(1);
  return {attribute: filter.slice(0, separator).trim(), expected: expected.replace(/^"(.*)"$/, '$1'), negated};
}

function matchesFilter(record: IndexedRecord, filter: FacetFilter | null): boolean {
  if (!filter) return true;
  const actual = attributeOf(record, filter.attribute);
  const found = Array.isArray(actual) ? actual.includes(filter.expected) : actual === filter.expected;
  return filter.negated ? !found : found;
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
    .filter((group) => group.length > 0)
    .map((group) => group.map(parseFilter));
  return (record) => groups.every((group) => group.some((filter) => matchesFilter(record, filter)));
}

/** `content:10` → {attribute: 'content', words: 10}; `hierarchy.lvl1` → the default of 10 words. */
function parseSnippetAttribute(spec: string): {attribute: string; words: number} {
  const [attribute, count] = spec.split(':');
  const words = Number(count);
  return {attribute: attribute!.trim(), words: Number.isFinite(words) && words > 0 ? Math.min(words, 200) : 10};
}

/** One section of a page: a heading and the body texts under it, up to the next heading. MiniSearch's document. */
interface Section {
  id: number;
  page: number;
  /** Its records, `first` (the heading, or a text with no heading record before it) to `end` (exclusive). */
  first: number;
  end: number;
  type: RecordType;
  /** On a reference page (see REFERENCE_PAGE_RECORDS). */
  reference: boolean;
}

/**
 * The sections holding one query slot, in MiniSearch's order: the slot's score in each, and the indexed words it
 * matched there (an index into `termLists`: sections share a few lists). Typed arrays, not a Map of objects: the
 * cache (see slotHits) keeps dozens of these alive, and a Map of objects would be copied by every young-generation
 * garbage collection.
 */
interface SlotHits {
  ids: Uint32Array;
  scores: Float64Array;
  termsOf: Uint32Array;
  termLists: string[][];
}

/** SlotHits of MiniSearch's results, each score divided by its number of query terms (see slotHits). */
function slotHitsOf(results: {id: unknown; score: number; queryTerms: string[]; terms: string[]}[]): SlotHits {
  const hits: SlotHits = {
    ids: new Uint32Array(results.length),
    scores: new Float64Array(results.length),
    termsOf: new Uint32Array(results.length),
    termLists: [],
  };
  const listIndex = new Map<string, number>();
  results.forEach((result, position) => {
    hits.ids[position] = result.id as number;
    hits.scores[position] = result.score / Math.max(1, result.queryTerms.length);
    const key = result.terms.join(' ');
    let index = listIndex.get(key);
    if (index === undefined) {
      listIndex.set(key, (index = hits.termLists.length));
      hits.termLists.push(result.terms);
    }
    hits.termsOf[position] = index;
  });
  return hits;
}

/** Records of one section: same page, anchor and headings, a heading record only first. */
function sameSection(a: IndexedRecord, b: IndexedRecord): boolean {
  return (
    b.type === 'content' &&
    a.path === b.path &&
    a.anchor === b.anchor &&
    LEVELS.every((level) => a.hierarchy[level] === b.hierarchy[level])
  );
}

/** The number of bits set in a slot mask. */
function bitCount(mask: number): number {
  let count = 0;
  for (; mask; mask &= mask - 1) count++;
  return count;
}

function levelOf(type: RecordType): number {
  return type === 'content' ? 7 : Number(type.slice(3));
}

export class SearchEngine {
  readonly records: IndexedRecord[];
  private readonly sections: Section[];
  private readonly index: MiniSearch<Section>;
  private readonly boost: typeof DEFAULT_BOOST;
  private readonly typeBoost: Record<string, number>;
  private readonly prefixAll: boolean;
  private readonly weights: {fuzzy: number; prefix: number};
  /** Type and page-rank boost of each section, applied once per section rather than per posting. */
  private readonly sectionBoost: Float64Array;
  private readonly pageCount: number;
  /** Each page's title without the product's names and API version (see titleTopic). */
  private readonly pageTopic: string[];
  /** Per page, its title's index words (see TITLE_WEIGHT). */
  private readonly titleTerms: (readonly string[])[];
  /** Lower-cased headings of reference entries: a query equal to one looks like a key. */
  private readonly referenceKeys: Set<string>;
  private keyPartSet: Set<string> | undefined;
  /** Titles a query can name with their stop words (see queryTerms). */
  private readonly stopWordTitles: StopWordTitles = new Map();
  /** Per page, the version its title names when it is a release note (not under docs/), else null. */
  private readonly releaseVersion: (number[] | null)[];
  /** Per page, the month of a release note's date (year * 12 + month, see postMonth), or -1. */
  private readonly releaseMonth: Int32Array;
  /** Per page, 1 for a release note (every indexed page outside docs/). */
  private readonly releaseNote: Uint8Array;
  /** Per page, 1 for the release note of the highest version in its feed. */
  private readonly newestRelease: Uint8Array;
  /** Per page, the major version its category (lvl0) names, or -1. */
  private readonly categoryVersion: Int16Array;
  /** Scratch space reused by every query (see score()). */
  private scores = new Float64Array(0);
  private pageBest = new Float64Array(0);
  private readonly seen: Uint8Array;
  private readonly pageSeen: Uint8Array;
  private readonly entryScore: Float64Array;
  /** Per page, the best own score of its sections and which section has it: the one shown (see score()). */
  private readonly shownScore: Float64Array;
  private readonly shown: Uint32Array;
  private readonly entry: Uint32Array;
  private readonly urlBest: Int32Array;
  /** Per section, its place among the hits search() shows, or -1. */
  private readonly shownAt: Int32Array;
  /** Scratch for score(): the sections and pages a query found, and the sections' final scores. */
  private readonly sectionList: Uint32Array;
  private readonly pageList: Uint32Array;
  private readonly finalScores: Float64Array;
  private readonly slotCache = new Map<string, SlotHits>();
  private readonly textTerms = new Map<string, readonly string[]>();
  /** The index's words of a text's word (see cachedIndexTerm), shared by the index build and the passages. */
  private readonly termOf = cachedIndexTerm();
  private readonly glossary: string[][][];
  private readonly readerWords: string[][][];
  private readonly changeWords: string[][];
  private readonly latestWords: string[][];
  private readonly allowedCache = new Map<string, Uint8Array>();
  /** The words of the texts hits showed lately, for highlighting the next hits (see TextWordCache). */
  private readonly textWords = new TextWordCache();
  /** Per record, what its hits repeat on every query that shows it: its id and its escaped texts. */
  private readonly shownParts: ({objectID: string; hierarchy: Hierarchy; content: string | null} | undefined)[] = [];

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
    this.changeWords = (tuning.changeWords ?? changeWords).map(phraseWords);
    this.latestWords = (tuning.latestWords ?? latestWords).map(phraseWords);
    const pages = new Map<string, number>();
    const pageRecords: number[] = [];
    const sections: Section[] = [];
    this.pageTopic = [];
    this.titleTerms = [];
    records.forEach((record, id) => {
      let page = pages.get(record.path);
      if (page === undefined) {
        pages.set(record.path, (page = pages.size));
        this.pageTopic[page] = titleTopic(record.hierarchy.lvl1 ?? '');
        this.titleTerms[page] = this.indexWords(record.hierarchy.lvl1 ?? '');
      }
      pageRecords[page] = (pageRecords[page] ?? 0) + 1;
      const last = sections[sections.length - 1];
      if (last && sameSection(records[id - 1]!, record)) last.end = id + 1;
      else sections.push({id: sections.length, page, first: id, end: id + 1, type: record.type, reference: false});
    });
    for (const section of sections) section.reference = pageRecords[section.page]! > REFERENCE_PAGE_RECORDS;
    this.sections = sections;
    this.pageCount = pages.size;
    this.index = new MiniSearch<Section>({
      fields: ['t', 'h', 'c', 'z', 'a'],
      idField: 'id',
      tokenize,
      processTerm: this.termOf,
      // Query words arrive lower-cased and split (see queryTerms).
      searchOptions: {processTerm: (term) => term},
      extractField: (section, field) => this.fieldOf(section, field),
    });
    this.index.addAll(sections);
    this.sectionBoost = Float64Array.from(sections, (section) => {
      const record = records[section.first]!;
      // pageRank -1 (legacy pages) weighs 0.8, +1 weighs 1.2.
      return (this.typeBoost[section.type] ?? 1) * Math.min(1.6, Math.max(0.4, 1 + 0.2 * record.rank));
    });
    this.referenceKeys = new Set();
    for (const section of sections)
      if (section.reference && section.type !== 'content' && section.type !== 'lvl1')
        this.referenceKeys.add((records[section.first]!.hierarchy[section.type] ?? '').toLowerCase());
    this.categoryVersion = new Int16Array(pages.size);
    const titles = new Set<string>();
    for (const section of sections) {
      const hierarchy = records[section.first]!.hierarchy;
      // A page's sections share its category: it is read from the first.
      if (section.id === 0 || sections[section.id - 1]!.page !== section.page)
        this.categoryVersion[section.page] = categoryVersion(hierarchy.lvl0);
      const title = section.type === 'lvl1' ? (hierarchy.lvl1 ?? '').toLowerCase() : '';
      if (titles.has(title)) continue;
      titles.add(title);
      const words = stopWordTitle(title);
      if (!words) continue;
      const same = this.stopWordTitles.get(words[0]!);
      if (same) same.push(words);
      else this.stopWordTitles.set(words[0]!, [words]);
    }
    this.releaseVersion = new Array<number[] | null>(pages.size).fill(null);
    this.releaseNote = new Uint8Array(pages.size);
    this.releaseMonth = new Int32Array(pages.size).fill(-1);
    for (const section of sections) {
      const record = records[section.first]!;
      if (record.path.startsWith('docs/')) continue;
      this.releaseNote[section.page] = 1;
      if (section.type !== 'lvl1' || this.releaseVersion[section.page] !== null) continue;
      this.releaseVersion[section.page] = versionsIn(record.hierarchy.lvl1 ?? '')[0] ?? null;
      if (section.end > section.first + 1)
        this.releaseMonth[section.page] = postMonth(records[section.first + 1]!.content);
    }
    const paths = [...pages.keys()];
    this.newestRelease = newestReleases(this.releaseVersion, (page) => feedOf(paths[page]!));
    this.seen = new Uint8Array(sections.length);
    this.pageSeen = new Uint8Array(pages.size);
    this.entryScore = new Float64Array(pages.size);
    this.shownScore = new Float64Array(pages.size);
    this.shown = new Uint32Array(pages.size);
    this.entry = new Uint32Array(pages.size);
    this.urlBest = new Int32Array(pages.size).fill(-1);
    this.shownAt = new Int32Array(sections.length).fill(-1);
    this.sectionList = new Uint32Array(sections.length);
    this.pageList = new Uint32Array(pages.size);
    this.finalScores = new Float64Array(sections.length);
  }

  static fromPayload(payload: IndexPayload, tuning?: EngineTuning): SearchEngine {
    return new SearchEngine(decodePayload(payload), tuning);
  }

  /**
   * A section's fields: its own heading (t), the headings above it (h), its texts (c) and the page's
   * category (z). A section without a heading record is found by its page title and section heading.
   * On a reference page the page title is left out of its entries: those few words would be the context
   * of thousands of entries, and the page's entry gets the title as context anyway (see score()).
   */
  private fieldOf(section: Section, field: string): string | number {
    const record = this.records[section.first]!;
    const level = levelOf(section.type);
    switch (field) {
      case 'id':
        return section.id;
      case 't':
        return section.type === 'content' ? '' : indexedHeading(record.hierarchy[section.type]);
      case 'h':
        if (section.type === 'content') return section.reference ? '' : sectionContext(record.hierarchy);
        return LEVELS.slice(section.reference ? 2 : 1, level)
          .map((name) => indexedHeading(record.hierarchy[name]))
          .join(' ');
      case 'c': {
        const texts: string[] = [];
        for (let id = section.first; id < section.end; id++) {
          const content = this.records[id]!.content;
          if (content) texts.push(content);
        }
        return texts.join('\n');
      }
      case 'z':
        return section.type === 'content' || (level > 1 && section.reference) ? '' : (record.hierarchy.lvl0 ?? '');
      case 'a':
        return record.links ?? '';
      default:
        return '';
    }
  }

  /** Sections of one facetFilters value (the modal sends the same one on every keystroke). */
  private allowedFor(key: string): Uint8Array {
    let allowed = this.allowedCache.get(key);
    if (!allowed) {
      const predicate = facetPredicate(JSON.parse(key));
      allowed = Uint8Array.from(this.sections, (section) => (predicate(this.records[section.first]!) ? 1 : 0));
      if (this.allowedCache.size >= 8) this.allowedCache.clear();
      this.allowedCache.set(key, allowed);
    }
    return allowed;
  }

  /**
   * MiniSearch's query for one slot: any of its forms (a form of several words needs them all), each
   * word also in its other spelling and by its stem (a prefix), typos tolerated when `fuzzy`: within the
   * word's edit distance, and its swapped letters, at the weight of a typo. An optional word (see
   * optionalWords) is searched without its stem: it says where to look, and its stem finds other words
   * ("docs" → "doc", a prefix of "documentation", in the API introductions' titles).
   */
  private slotQuery(forms: string[][], prefix: boolean, fuzzy: boolean, optional: boolean): Query {
    const typoWeight = () => this.weights.fuzzy;
    return {
      combineWith: 'OR',
      queries: forms.map((form) => ({
        combineWith: 'AND',
        queries: form.map((word, index) => ({
          combineWith: 'OR',
          queries: wordForms(word).flatMap((variant) => {
            if (optional && variant.stem) return [];
            const asPrefix =
              (variant.stem || (!variant.whole && prefix && index === form.length - 1)) && variant.term.length >= 2;
            const distance = fuzzy && !variant.stem ? fuzziness(variant.term) : false;
            const query = {queries: [variant.term], prefix: asPrefix, fuzzy: distance};
            if (!distance) return [query];
            const swaps = transpositions(variant.term);
            return [query, ...swaps.map((swap) => ({queries: [swap], prefix: asPrefix, boostTerm: typoWeight}))];
          }),
        })),
      })),
    };
  }

  /**
   * The sections holding one query slot. Typos are tolerated only when the slot's words as typed are
   * (nearly) unknown: a known word is what was meant, and the typo expansion of a long word over the
   * whole vocabulary is most of a query's time. An unknown word may be a mistyped reader word unless
   * `readerTypos` is false (a word read as typed). Cached by slot: while a reader types, only the last
   * word changes, so the earlier ones are not searched again.
   */
  private slotHits(forms: string[][], prefix: boolean, optional: boolean, readerTypos: boolean): SlotHits {
    const key = `${prefix ? '*' : ''}${optional ? '?' : ''}${readerTypos ? '' : '='}${forms.map((form) => form.join(' ')).join('|')}`;
    const cached = this.slotCache.get(key);
    if (cached) {
      this.slotCache.delete(key);
      this.slotCache.set(key, cached);
      return cached;
    }
    const options = {boost: this.boost, weights: this.weights};
    let results = this.index.search(this.slotQuery(forms, prefix, false, optional), options);
    const typos = forms.some((form) => form.some((word) => fuzziness(word)));
    if (typos && results.length < FEW_RESULTS) {
      const typoResults = this.index.search(this.slotQuery(forms, prefix, true, optional), options);
      // A longer word found nowhere is taken as mistyped: its corrections are searched as if typed, with their
      // stems, so "uploded" finds what "uploaded" finds, at the same weight as the query's other words.
      // A mistyped reader word ("lihgter") is missed by the typo search, as reader words are not in the index:
      // when it is as near as the nearest site word, it is what was meant.
      let corrected = results.length === 0 ? corrections(forms, typoResults) : null;
      const reader = results.length === 0 && readerTypos ? readerCorrection(forms, this.readerWords) : null;
      if (reader && reader.distance <= (corrected?.distance ?? Infinity)) corrected = reader;
      results = corrected
        ? this.index.search(this.slotQuery(corrected.forms, prefix, false, optional), options)
        : typoResults;
    }
    // MiniSearch multiplies a result's score by the number of query words it matched; here that is the
    // number of a word's forms (spelling, stem), which says nothing about the section: the sum is kept.
    const hits = slotHitsOf(results);
    return remember(this.slotCache, key, hits, TERM_CACHE_SIZE);
  }

  /** Ranked sections for the query words (see score()), and each slot's hits. */
  private rank(
    terms: string[],
    query: string,
    allowed: Uint8Array,
    distinct: boolean,
  ): {ids: number[]; slots: SlotHits[]} {
    // A change phrase says what the reader wants (a release note), not what the page says: "webp textures
    // release" is about WebP textures. The phrase's words count only when the query has no other words.
    const words = phraseWords(query.slice(0, MAX_QUERY_CHARS));
    const latest = this.phrasesIn(words, this.latestWords);
    const change = this.phrasesIn(words, this.changeWords);
    const asked = terms.filter((term) => !change.has(term) && !latest.has(term));
    if (asked.length) terms = asked;
    // A word typed twice ("step by step") is asked once: as two slots it would count twice in every score.
    terms = [...new Set(terms)];
    const asTyped = this.wordsAsTyped(words);
    const slots = querySlots(terms, [...this.glossary, ...compoundWords(query)], this.readerWordsOf(asTyped));
    const n = slots.length;
    // A word followed by another is typed in full: prefix-matching it when it is short ("3d", "v1", "uv")
    // only adds thousands of sections holding longer words (3dModelOptimizationMethod, v1.0, uvAtlas).
    const prefixes = slots.map(
      (forms, index) =>
        index === n - 1 ||
        (this.prefixAll && forms.every((form) => form.every((word) => word.length >= MIN_PREFIX_TYPED))),
    );
    // A slot is optional when one of its forms is an optional word ("rapid pipeline" is the site's name too), or
    // a stop word kept for a title: "create an embed" names a title, and pages without "an" answer it as well.
    const asOptional = slots.map(
      (forms, index) =>
        forms.some((form) => form.length === 1 && (OPTIONAL_WORDS.has(form[0]!) || STOP_WORDS.has(form[0]!))) ||
        (index === n - 1 && this.isFragment(forms, query)),
    );
    // Words that say where to look are optional only beside a word that says what for.
    const optional = asOptional.every(Boolean) ? asOptional.map(() => false) : asOptional;
    // A word read as typed is not corrected to a reader word either ("how mny requests" asks for a number).
    const hits = slots.map((forms, index) =>
      this.slotHits(forms, prefixes[index]!, optional[index]!, !forms.some((form) => asTyped.has(form[0]!))),
    );
    const versions = versionsIn(query);
    const names = namesIn(query);
    const context: QueryContext = {
      keyLike: this.looksLikeKey(query, terms),
      versions,
      apiVersions: apiVersionsIn(query),
      change: change.size > 0 || latest.size > 0,
      // A version or a year names the time the reader asks about.
      latest: latest.size > 0 && versions.length === 0 && !YEAR.test(query),
      months: monthsIn(query),
      optional,
      slotWeight: slots.map((forms, index) => {
        if (optional[index])
          return forms.some((form) => form.length === 1 && form[0] === siteName) ? SITE_NAME_WEIGHT : 1;
        return names.has(slotWord(forms) ?? '') ? NAME_WEIGHT : 1;
      }),
    };
    return {ids: this.score(hits, allowed, distinct, context), slots: hits};
  }

  /**
   * The last word is a fragment of a word still being typed (or cut by the modal's length limit): short, not
   * followed by a space, and no word of the index as it stands ("en", "fo", "whe"). Its prefix holds words of
   * every topic, so it says little yet about the page the reader wants.
   */
  private isFragment(forms: string[][], query: string): boolean {
    const word = slotWord(forms);
    if (!word || word.length > FRAGMENT_CHARS || /\s$/.test(query)) return false;
    return this.index.search(word, {prefix: false, fuzzy: false}).length === 0;
  }

  /**
   * The query's words read as typed, never as reader words: one after a quantifier ("how many") or before a
   * particle ("turn off"); see quantifiers and particles in vocabulary.ts.
   */
  private wordsAsTyped(words: string[]): Set<string> {
    return new Set(words.filter((_, index) => QUANTIFIERS.has(words[index - 1]!) || PARTICLES.has(words[index + 1]!)));
  }

  /** The reader words (see readerWords) the query uses as such: all but those of wordsAsTyped. */
  private readerWordsOf(asTyped: Set<string>): string[][][] {
    if (!asTyped.size) return this.readerWords;
    return this.readerWords.filter(([reader]) => !(reader!.length === 1 && asTyped.has(reader![0]!)));
  }

  /**
   * A query that names a key: a camelCase word that is part of a reference entry's key, a dotted or snake_case
   * name, or exactly the heading of a reference entry.
   */
  private looksLikeKey(query: string, terms: string[]): boolean {
    // A file name (diff.png, meta.json, rpd_config.json) is dotted without being a key.
    const names = query.replace(FILE_NAME, ' ');
    return (
      (names.match(CAMEL_CASE_WORD) ?? []).some((word) => this.keyParts().has(word.toLowerCase())) ||
      /[A-Za-z][._][A-Za-z]/.test(names) ||
      (terms.length === 1 && this.referenceKeys.has(terms[0]!)) ||
      this.referenceKeys.has(query.trim().toLowerCase())
    );
  }

  /**
   * The parts of the reference entries' keys (3dEdit.modelEdit.centerModel: its three names in lower case), made
   * on the first camelCase query: names are camelCase too (RapidPipeline, macOS, iPhone, SolidWorks), and reading
   * one as a key lifted the schema's entries over the guides that use the name.
   */
  private keyParts(): Set<string> {
    if (!this.keyPartSet) {
      this.keyPartSet = new Set();
      for (const key of this.referenceKeys)
        for (const part of key.split(/[^a-z0-9]+/)) if (part) this.keyPartSet.add(part);
    }
    return this.keyPartSet;
  }

  /** The words of the phrases the query's words hold (in order, stop words included). */
  private phrasesIn(words: string[], phrases: string[][]): Set<string> {
    const found = new Set<string>();
    for (const form of phrases)
      for (let start = 0; start + form.length <= words.length; start++)
        if (phraseAt(words, start, form)) for (const word of form) found.add(word);
    return found;
  }

  /**
   * For a release note: CHANGE_WEIGHT when the query asks what changed, times VERSION_WEIGHT when its version is
   * one the query names, its date falls in a month the query names, or it is its product's newest and the query
   * asks what is new. For other pages: VERSION_WEIGHT when their category is of an API version the query names,
   * else 1.
   */
  private versionWeight(page: number, context: QueryContext): number {
    if (!this.releaseNote[page]) return context.apiVersions.includes(this.categoryVersion[page]!) ? VERSION_WEIGHT : 1;
    const version = this.releaseVersion[page];
    const named =
      (version && context.versions.some((wanted) => wanted.every((part, index) => version[index] === part))) ||
      // A month names a release's time as a version does. A year alone does not: it is as often a host's
      // version ("3ds Max 2024"), and the post's date text already matches it.
      context.months.includes(this.releaseMonth[page]!) ||
      // "What's new" names each product's current version without saying it.
      (context.latest && this.newestRelease[page] === 1);
    return (named ? VERSION_WEIGHT : 1) * (context.change ? CHANGE_WEIGHT : 1);
  }

  /**
   * Page-level ranking on top of MiniSearch's section scores. A section's score is its own (fields, type
   * and page rank boosted), times the share of the query's slots it holds. The best section of each page
   * (the page's entry) also counts the slots its page holds elsewhere (title, other sections), at
   * PAGE_CONTEXT of their best score there: readers describe a page, and its words are spread over the
   * page. A page's score is its entry's, times the share of the slots the page holds (COVERAGE_POWER; an
   * optional word counts in the share only where it is held),
   * times its version weight (see versionWeight), and for the best pages times its passage weight (see
   * PASSAGE_WEIGHT). The page is shown by its section of best own score.
   * Returns section ids, best first, one per page when `distinct`.
   */
  private score(perSlot: SlotHits[], allowed: Uint8Array, distinct: boolean, context: QueryContext): number[] {
    const n = perSlot.length;
    const count = this.sections.length;
    if (this.scores.length < count * n) this.scores = new Float64Array(count * n);
    if (this.pageBest.length < this.pageCount * n) this.pageBest = new Float64Array(this.pageCount * n);
    const {scores, pageBest, sections, sectionBoost, seen, pageSeen, entryScore, entry, shownScore, shown} = this;
    const referenceWeight = context.keyLike ? 1 : REFERENCE_WEIGHT;
    // Scratch lists, filled up to their counts: a word can hold thousands of sections, and growing arrays
    // for them on every query was a tenth of what a query allocates.
    const {sectionList, pageList} = this;
    let idCount = 0;
    let pageCount = 0;
    // Coverage is the share of the required words, and of the optional words held: lacking one costs nothing.
    const {optional} = context;
    const required = optional.filter((flag) => !flag).length;
    const slotPages = new Array<number>(n).fill(0);
    for (let slot = 0; slot < n; slot++) {
      const hits = perSlot[slot]!;
      for (let position = 0; position < hits.ids.length; position++) {
        const id = hits.ids[position]!;
        if (!allowed[id]) continue;
        const section = sections[id]!;
        if (seen[id] === 0) {
          seen[id] = 1;
          sectionList[idCount++] = id;
        }
        const page = section.page;
        if (pageSeen[page] === 0) {
          pageSeen[page] = 1;
          pageList[pageCount++] = page;
          entryScore[page] = -1;
          shownScore[page] = -1;
        }
        const weight = section.reference && section.type !== 'lvl1' ? referenceWeight : 1;
        const score = hits.scores[position]! * sectionBoost[id]! * weight * context.slotWeight[slot]!;
        scores[id * n + slot] = score;
        if (score && !pageBest[page * n + slot]) slotPages[slot]!++;
        if (score > pageBest[page * n + slot]!) pageBest[page * n + slot] = score;
      }
    }
    const ids = sectionList.subarray(0, idCount);
    const finals = this.finalScores.subarray(0, idCount);
    for (let position = 0; position < ids.length; position++) {
      const id = ids[position]!;
      const page = sections[id]!.page;
      let alone = 0;
      let withPage = 0;
      let matched = 0;
      let covered = 0;
      let optionalMatched = 0;
      for (let slot = 0; slot < n; slot++) {
        const score = scores[id * n + slot]!;
        if (score) {
          alone += score;
          matched++;
          if (optional[slot]) optionalMatched++;
        } else if (pageBest[page * n + slot]) {
          withPage += PAGE_CONTEXT * pageBest[page * n + slot]!;
          covered++;
        }
      }
      finals[position] = alone * matched * (matched / (required + optionalMatched)) ** COVERAGE_POWER;
      if (finals[position]! > shownScore[page]!) {
        shownScore[page] = finals[position]!;
        shown[page] = position;
      }
      // Only the entry gets the page's context: a long reference page holding every word somewhere
      // would fill the results otherwise.
      const entryValue = (alone + withPage) * (matched + PAGE_CONTEXT * covered);
      if (entryValue > entryScore[page]!) {
        entryScore[page] = entryValue;
        entry[page] = position;
      }
      seen[id] = 0;
      scores.fill(0, id * n, id * n + n);
    }
    // In a long question each word's share of the coverage is its rarity (see RARITY_POWER); else it is 1.
    const share = slotPages.map((pages) =>
      required >= LONG_QUESTION ? Math.log(1 + this.pageCount / (pages + 1)) ** RARITY_POWER : 1,
    );
    let requiredShare = 0;
    for (let slot = 0; slot < n; slot++) if (!optional[slot]) requiredShare += share[slot]!;
    // A copied name (see NAME_WEIGHT) says what the reader looks for: titles the query's other words name do not.
    const matched = context.slotWeight.includes(NAME_WEIGHT) ? null : this.requiredTerms(perSlot, optional);
    for (const page of pageList.subarray(0, pageCount)) {
      let covered = 0;
      let optionalCovered = 0;
      for (let slot = 0; slot < n; slot++)
        if (pageBest[page * n + slot]) {
          covered += share[slot]!;
          if (optional[slot]) optionalCovered += share[slot]!;
        }
      // The page ranks by its entry; it is shown by the section that holds most of the query itself.
      finals[shown[page]!] =
        entryScore[page]! *
        (covered / (requiredShare + optionalCovered)) ** COVERAGE_POWER *
        this.versionWeight(page, context) *
        this.titleWeight(page, matched);
      pageSeen[page] = 0;
      pageBest.fill(0, page * n, page * n + n);
    }
    if (required > 0) this.weighPassages(perSlot, allowed, optional, required, pageList.subarray(0, pageCount), finals);
    const kept = this.keep(ids, finals, distinct);
    kept.sort((a, b) => finals[b]! - finals[a]! || ids[a]! - ids[b]!);
    const ranked = kept.map((position) => ids[position]!);
    return distinct && !context.apiVersions.length ? this.twinsApart(ranked) : ranked;
  }

  /** The index's words the query's required slots matched, in any section. */
  private requiredTerms(perSlot: SlotHits[], optional: boolean[]): Set<string> {
    const terms = new Set<string>();
    perSlot.forEach((hits, slot) => {
      if (!optional[slot]) for (const list of hits.termLists) for (const term of list) terms.add(term);
    });
    return terms;
  }

  /** TITLE_WEIGHT when the query's words (`matched`) hold every word of the page's title of two or more, else 1. */
  private titleWeight(page: number, matched: Set<string> | null): number {
    const title = this.titleTerms[page]!;
    return matched && title.length >= 2 && title.every((term) => matched.has(term)) ? TITLE_WEIGHT : 1;
  }

  /**
   * Moves each legacy page (page rank below 0: API v1, the RapidCompact pages) whose title names the topic of a
   * page ranked above it (see titleTopic) LEGACY_TWIN_GAP pages further down: the v1 and v2 pages of one operation
   * ("Webhooks", "Convert Preset") or introduction side by side showed one answer twice, and pushed the next answer
   * out of the first results. A query that names an API version ("v1 webhooks") keeps the engine's order.
   */
  private twinsApart(ranked: number[]): number[] {
    const topics = new Set<string>();
    const order: number[] = [];
    const waiting: {id: number; until: number}[] = [];
    for (const id of ranked) {
      const section = this.sections[id]!;
      const topic = this.pageTopic[section.page]!;
      if (this.records[section.first]!.rank < 0 && topics.has(topic))
        waiting.push({id, until: order.length + LEGACY_TWIN_GAP});
      else order.push(id);
      topics.add(topic);
      while (waiting.length && order.length >= waiting[0]!.until) order.push(waiting.shift()!.id);
    }
    return [...order, ...waiting.map(({id}) => id)];
  }

  /**
   * Multiplies the score of each of the best PASSAGE_PAGES pages (`finals` at their shown section) by its passage
   * weight (see PASSAGE_WEIGHT).
   */
  private weighPassages(
    perSlot: SlotHits[],
    allowed: Uint8Array,
    optional: boolean[],
    required: number,
    pages: Uint32Array,
    finals: Float64Array,
  ): void {
    const {sections, records, shown, pageSeen} = this;
    const best = Array.from(pages)
      .sort((a, b) => finals[shown[b]!]! - finals[shown[a]!]!)
      .slice(0, PASSAGE_PAGES);
    for (const page of best) pageSeen[page] = 1;
    // Per section of those pages: for each required slot it holds, the index's words the slot matched there
    // ("downloading" for "download"; both words of "quality control").
    const held = new Map<number, {slot: number; terms: string[]}[]>();
    perSlot.forEach((hits, slot) => {
      if (optional[slot]) return;
      for (let position = 0; position < hits.ids.length; position++) {
        const id = hits.ids[position]!;
        if (!allowed[id] || !pageSeen[sections[id]!.page]) continue;
        const terms = hits.termLists[hits.termsOf[position]!]!;
        const slots = held.get(id);
        if (slots) slots.push({slot, terms});
        else held.set(id, [{slot, terms}]);
      }
    });
    // The slots (one bit each) a text holds, by the words each slot matched in its section.
    const slotsIn = (text: string | null | undefined, slotsOf: Map<string, number>): number => {
      let mask = 0;
      if (text) for (const term of this.termsIn(text)) mask |= slotsOf.get(term) ?? 0;
      return mask;
    };
    const most = new Map<number, number>();
    // Sections holding more slots first: once a page has a passage with as many, its other sections are skipped.
    for (const [id, slots] of [...held].sort((a, b) => b[1].length - a[1].length)) {
      const {page, first, end} = sections[id]!;
      // A passage holds at most the slots its section holds: a section that cannot beat its page's best is not read.
      let pageMost = most.get(page) ?? 0;
      if (slots.length <= pageMost) continue;
      // One slot a section holds is in one of its passages, unless only its category or link texts hold it.
      if (slots.length === 1) {
        most.set(page, 1);
        continue;
      }
      const slotsOf = new Map<string, number>();
      for (const {slot, terms} of slots)
        for (const term of terms) slotsOf.set(term, (slotsOf.get(term) ?? 0) | (1 << slot));
      const heading = records[first]!;
      const context =
        slotsIn(heading.hierarchy.lvl1, slotsOf) |
        (heading.type === 'content' ? 0 : slotsIn(heading.hierarchy[heading.type], slotsOf));
      for (let record = first; record < end && pageMost < slots.length; record++)
        pageMost = Math.max(pageMost, bitCount(context | slotsIn(records[record]!.content, slotsOf)));
      most.set(page, pageMost);
    }
    for (const page of best) {
      pageSeen[page] = 0;
      finals[shown[page]!]! *= 1 + PASSAGE_WEIGHT * ((most.get(page) ?? 0) / required) ** 2;
    }
  }

  /**
   * The index's words of a text, each once. Kept for the next queries: while a reader types, each keystroke
   * weighs the passages of mostly the same pages, and reading their texts again was a fifth of a query's time.
   */
  private termsIn(text: string): readonly string[] {
    return this.textTerms.get(text) ?? remember(this.textTerms, text, this.indexWords(text), TEXT_TERMS_CACHE_SIZE);
  }

  /** The index's words of a text (as its texts are indexed: stop words left out), each once. */
  private indexWords(text: string): string[] {
    const terms = new Set<string>();
    for (const word of tokenize(text)) {
      const indexed = this.termOf(word);
      if (typeof indexed === 'string') terms.add(indexed);
      else if (indexed) for (const term of indexed) terms.add(term);
    }
    return [...terms];
  }

  /** Positions (in `ids`) to return: all, or when distinct the best section of each page only. */
  private keep(ids: Uint32Array, finals: Float64Array, distinct: boolean): number[] {
    if (!distinct) return Array.from(ids, (_, position) => position);
    const kept: number[] = [];
    const {sections, urlBest} = this;
    for (let position = 0; position < ids.length; position++) {
      const page = sections[ids[position]!]!.page;
      const best = urlBest[page]!;
      if (best < 0) {
        urlBest[page] = kept.length;
        kept.push(position);
      } else {
        const other = kept[best]!;
        if (finals[position]! > finals[other]! || (finals[position] === finals[other] && ids[position]! < ids[other]!))
          kept[best] = position;
      }
    }
    for (const position of kept) urlBest[sections[ids[position]!]!.page] = -1;
    return kept;
  }

  /**
   * The record a section is shown by: its heading, unless one of its texts holds more of the query's
   * words (then the first such text).
   */
  private shownRecord(section: Section, terms: string[]): number {
    const count = (text: string | null | undefined) => {
      const lower = text?.toLowerCase();
      // A substring test, not a word match: it only picks which of the section's records to show.
      return lower ? terms.filter((term) => lower.includes(term)).length : 0;
    };
    let best = section.first;
    if (section.end - section.first === 1) return best;
    const first = this.records[best]!;
    let bestCount = count(first.type === 'content' ? first.content : first.hierarchy[first.type]);
    for (let id = section.first + 1; id < section.end; id++) {
      const found = count(this.records[id]!.content);
      if (found > bestCount) {
        best = id;
        bestCount = found;
      }
    }
    return best;
  }

  /** Answers one request. `urlFor` turns a record's path and anchor into the absolute URL hits carry. */
  search(request: EngineRequest, urlFor: (path: string, anchor: string | null) => string): EngineResult {
    const started = Date.now();
    const query = String(request.query ?? '').slice(0, MAX_QUERY_CHARS);
    const hitsPerPage = Math.max(0, Math.min(1000, Math.floor(Number(request.hitsPerPage ?? 20)) || 0));
    const page = Math.max(0, Math.floor(Number(request.page ?? 0)) || 0);
    const terms = queryTerms(query, this.stopWordTitles);

    const facetKey = JSON.stringify(request.facetFilters ?? null);
    // DocSearch indexes are distinct on the URL: one hit per page.
    const distinct = request.distinct !== false && request.distinct !== 0;
    const ranked = terms.length ? this.rank(terms, query, this.allowedFor(facetKey), distinct) : {ids: [], slots: []};
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
          const value = attributeOf(this.records[this.sections[id]!.first]!, name);
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
    // Each shown section's score over the slots, and the words it matched: one pass over each slot's hits.
    const {shownAt} = this;
    shown.forEach((id, index) => (shownAt[id] = index));
    const scores = new Array<number>(shown.length).fill(0);
    const docTerms: string[] = [];
    for (const hits of ranked.slots)
      for (let position = 0; position < hits.ids.length; position++) {
        const index = shownAt[hits.ids[position]!]!;
        if (index < 0) continue;
        scores[index]! += hits.scores[position]!;
        docTerms.push(...hits.termLists[hits.termsOf[position]!]!);
      }
    for (const id of shown) shownAt[id] = -1;
    const matched = shown.map((id, index) => ({
      id: this.shownRecord(this.sections[id]!, terms),
      score: scores[index]! * this.sectionBoost[id]!,
    }));
    const matcher = new Matcher(docTerms, terms, this.textWords);
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

  private shownPartsOf(id: number): {objectID: string; hierarchy: Hierarchy; content: string | null} {
    let parts = this.shownParts[id];
    if (!parts) {
      const record = this.records[id]!;
      const hierarchy = {} as Hierarchy;
      for (const level of LEVELS) {
        const text = record.hierarchy[level];
        hierarchy[level] = text === null ? null : escapeHtml(text);
      }
      parts = {
        objectID: objectId(record),
        hierarchy,
        content: record.content === null ? null : escapeHtml(record.content),
      };
      this.shownParts[id] = parts;
    }
    return parts;
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
    for (const level of LEVELS) {
      const text = record.hierarchy[level];
      if (text !== null) hierarchyHighlight[level] = highlight(text, matcher, tags);
    }
    const parts = this.shownPartsOf(result.id);
    const hit: EngineHit = {
      objectID: parts.objectID,
      url: urlFor(record.path, record.anchor),
      url_without_anchor: urlFor(record.path, null),
      anchor: record.anchor,
      type: record.type,
      // Each hit gets its own object: a caller may change one hit without changing the others.
      hierarchy: {...parts.hierarchy},
      content: parts.content,
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
