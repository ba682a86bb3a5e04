/**
 * Algolia-style highlighting and snippeting of plain text. Every piece of the
 * record's text is HTML-escaped; only the highlight tags are markup, because
 * DocSearch and the search page insert these values as HTML.
 */

import {remember} from './remember';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

/**
 * A word of the indexed text: letters, digits and combining marks, or a dotted version number ("v1.4",
 * "7.4.0", "7.x"), which is one word: "v1" in a query means API v1, and does not match the "v1" of "v1.4".
 */
export const WORD = /[vV]?\d+(?:\.\d+)*(?:\.\d+|\.[xX](?![\p{L}\p{N}]))|[\p{L}\p{N}\p{M}]+/gu;

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * Parts of a camelCase word (`preserveTextureCoordinates`) of at least three letters, with offsets. A shorter part
 * (the "uv" of `generateUVs`, the "V" of `VRayMtl`) is left out, not the word's split: "generate uvs" and "vray mtl"
 * find the key by its other parts. A word with a number is not split: the schema repeats `3dModelOptimizationMethod`
 * in 3,000 key paths, and its "model" there outweighed the prose's.
 */
const CAMEL = /[a-z][A-Z]|[A-Z]{2}[a-z]|[a-zA-Z]\d|\d[a-zA-Z]/;
const DIGITS = /^\d/;
export function camelParts(word: string): {start: number; text: string}[] {
  if (word.length < 6 || !CAMEL.test(word)) return [];
  const parts: {start: number; text: string}[] = [];
  const pattern = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g;
  let match: RegExpExecArray | null;
  let count = 0;
  while ((match = pattern.exec(word))) {
    if (DIGITS.test(match[0])) return [];
    count++;
    if (match[0].length >= 3) parts.push({start: match.index, text: match[0]});
  }
  return count > 1 && parts.length > 0 ? parts : [];
}

/** Edit distance, giving up (returning max + 1) as soon as it exceeds `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * A text's words as highlighting reads them: where each starts and ends, lower-cased, and the camelCase parts of
 * those that have them. They are the same on every search, so a cache keeps them for the next ones: while a reader
 * types, each keystroke shows mostly the same hits, and reading their words again was a fifth of what typing a
 * question allocated.
 */
interface TextWords {
  starts: number[];
  ends: number[];
  lower: string[];
  /** Per word, its camelCase parts (see camelParts), lower-cased with their offsets in the word, or null. */
  parts: ({start: number; lower: string}[] | null)[];
  /** See readerWordStarts: made on the first snippet of the text. */
  readerStarts?: number[];
}

/** The words of the texts hits showed lately: a search shows about 50 texts, and typing one question up to about 320. */
export class TextWordCache {
  private readonly texts = new Map<string, TextWords>();
  constructor(private readonly limit = 1024) {}

  words(text: string): TextWords {
    return this.texts.get(text) ?? remember(this.texts, text, readWords(text), this.limit);
  }
}

function readWords(text: string): TextWords {
  const words: TextWords = {starts: [], ends: [], lower: [], parts: []};
  for (const match of text.matchAll(WORD)) {
    words.starts.push(match.index!);
    words.ends.push(match.index! + match[0].length);
    words.lower.push(match[0].toLowerCase());
    const parts = camelParts(match[0]);
    words.parts.push(parts.length ? parts.map((part) => ({start: part.start, lower: part.text.toLowerCase()})) : null);
  }
  return words;
}

/**
 * Decides which words of a text are hits. `docTerms` are the indexed terms the
 * engine matched (after prefix and typo expansion), `queryTerms` what was typed.
 */
export class Matcher {
  private readonly docTerms: Set<string>;
  constructor(
    docTerms: Iterable<string>,
    readonly queryTerms: string[],
    private readonly texts = new TextWordCache(),
  ) {
    this.docTerms = new Set(docTerms);
  }

  /** Length of the highlighted part of `word` (lower-cased), or 0. Prefix matches highlight the typed prefix only. */
  matchLength(lower: string): number {
    if (!this.docTerms.has(lower)) return 0;
    let best = 0;
    for (const term of this.queryTerms) {
      if (term === lower) return lower.length;
      if (lower.startsWith(term) && term.length > best) best = term.length;
    }
    return best || lower.length;
  }

  /** Query terms that a highlighted word answers (for matchLevel and matchedWords). */
  termsFor(lower: string): string[] {
    const direct = this.queryTerms.filter((term) => term === lower || lower.startsWith(term));
    if (direct.length) return direct;
    return this.queryTerms.filter((term) => {
      const typos = term.length >= 8 ? 2 : 1;
      return boundedDistance(term, lower, typos) <= typos;
    });
  }

  /** Match level of whole texts: a heading is highlighted and cut into a snippet, in every hit of its page. */
  readonly levels = new Map<Scan, Omit<HighlightValue, 'value'>>();
  private readonly scans = new Map<string, Scan>();
  /** The words of a text and their hits, computed once per text and search (headings repeat across hits). */
  scan(text: string): Scan {
    let scanned = this.scans.get(text);
    if (!scanned) {
      scanned = scan(this.texts.words(text), this);
      this.scans.set(text, scanned);
    }
    return scanned;
  }
}

/** A highlighted word: its place among the text's words, its highlighted span, and the query terms it answers. */
interface Hit {
  word: number;
  mark: [number, number];
  terms: string[];
}

/** A text's words and, in their order, those that are hits. */
interface Scan {
  words: TextWords;
  hits: Hit[];
}

function scan(words: TextWords, matcher: Matcher): Scan {
  const hits: Hit[] = [];
  for (let word = 0; word < words.lower.length; word++) {
    const start = words.starts[word]!;
    const lower = words.lower[word]!;
    const length = matcher.matchLength(lower);
    if (length) {
      hits.push({word, mark: [start, start + length], terms: matcher.termsFor(lower)});
      continue;
    }
    for (const part of words.parts[word] ?? []) {
      const partLength = matcher.matchLength(part.lower);
      if (partLength) {
        const partStart = start + part.start;
        hits.push({word, mark: [partStart, partStart + partLength], terms: matcher.termsFor(part.lower)});
        break;
      }
    }
  }
  return {words, hits};
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

/**
 * `text` from `from` to `to`, escaped, with a line-break opportunity after each dot between a word and a letter: the
 * joints of a settings key's path (`decimator.target.faces`) or a file name. To the browser a key path is one word:
 * wrapped in a hit (the modal, the search page on a phone), it broke inside a key's name wherever the line ended.
 * The neighbours are read in the whole text, since a highlight can start or end at the dot.
 */
function breakableText(text: string, from: number, to: number): string {
  let out = '';
  let cursor = from;
  for (let dot = text.indexOf('.', from); dot !== -1 && dot < to; dot = text.indexOf('.', dot + 1)) {
    if (!LETTER_OR_DIGIT.test(text[dot - 1] ?? '') || !LETTER.test(text[dot + 1] ?? '')) continue;
    out += `${escapeHtml(text.slice(cursor, dot + 1))}<wbr>`;
    cursor = dot + 1;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

/** `text` from `from` to `to` with `hits` marked: the hits of the words in that span (a snippet passes only those). */
function render(text: string, hits: Hit[], from: number, to: number, tags: HighlightTags): string {
  let out = '';
  let cursor = from;
  for (const {mark} of hits) {
    out += breakableText(text, cursor, mark[0]) + tags.pre + escapeHtml(text.slice(mark[0], mark[1])) + tags.post;
    cursor = mark[1];
  }
  return out + breakableText(text, cursor, to);
}

function textLevel(scanned: Scan, matcher: Matcher): Omit<HighlightValue, 'value'> {
  let result = matcher.levels.get(scanned);
  if (!result) {
    const {words, hits} = scanned;
    const count = words.starts.length;
    result = {
      ...level(hits, matcher),
      fullyHighlighted:
        count > 0 &&
        hits.length === count &&
        hits.every(({word, mark}) => mark[1] - mark[0] === words.ends[word]! - words.starts[word]!),
    };
    matcher.levels.set(scanned, result);
  }
  // Each hit gets its own array: a caller may change one hit's result without changing the others.
  return {...result, matchedWords: [...result.matchedWords]};
}

function level(hits: Hit[], matcher: Matcher): Pick<HighlightValue, 'matchLevel' | 'matchedWords'> {
  const matched = new Set<string>();
  for (const hit of hits) for (const term of hit.terms) matched.add(term);
  const matchedWords = matcher.queryTerms.filter((term) => matched.has(term));
  return {
    matchLevel:
      matchedWords.length === 0 ? 'none' : matchedWords.length === matcher.queryTerms.length ? 'full' : 'partial',
    matchedWords,
  };
}

export function highlight(text: string, matcher: Matcher, tags: HighlightTags): HighlightValue {
  const scanned = matcher.scan(text);
  return {value: render(text, scanned.hits, 0, text.length, tags), ...textLevel(scanned, matcher)};
}

/**
 * Indexes (into `words`) where each word as a reader counts it begins: runs of
 * indexed words not separated by whitespace (`glTF-Binary`, `RapidPipeline's`)
 * are one word, and punctuation standing alone (`·`, `→`) is none.
 */
function readerWordStarts(text: string, words: TextWords): number[] {
  const starts: number[] = [];
  for (let index = 0; index < words.starts.length; index++)
    if (index === 0 || /\s/.test(text.slice(words.ends[index - 1], words.starts[index]))) starts.push(index);
  return starts;
}

/** A window of `size` words around the first hit, with an ellipsis where text was cut. */
export function snippet(
  text: string,
  matcher: Matcher,
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): HighlightValue {
  const scanned = matcher.scan(text);
  const {words, hits} = scanned;
  const stats = textLevel(scanned, matcher);
  const starts = (words.readerStarts ??= readerWordStarts(text, words));
  if (starts.length <= size)
    return {
      value: render(text, hits, 0, text.length, tags),
      matchLevel: stats.matchLevel,
      matchedWords: stats.matchedWords,
    };
  const firstHit = hits[0]?.word ?? 0;
  // The reader word holding the first hit: the last start at or before it.
  let first = 0;
  while (first + 1 < starts.length && starts[first + 1]! <= firstHit) first++;
  const startGroup = Math.max(0, Math.min(first - Math.floor(size / 3), starts.length - size));
  const endGroup = startGroup + size - 1;
  const count = words.starts.length;
  const startWord = starts[startGroup]!;
  const endWord = endGroup + 1 < starts.length ? starts[endGroup + 1]! - 1 : count - 1;
  const from = startWord === 0 ? 0 : words.starts[startWord]!;
  const to = endWord >= count - 1 ? text.length : words.ends[endWord]!;
  const inside = hits.filter(({word}) => word >= startWord && word <= endWord);
  const value = (from > 0 ? ellipsis : '') + render(text, inside, from, to, tags) + (to < text.length ? ellipsis : '');
  return {value, ...level(inside, matcher)};
}
