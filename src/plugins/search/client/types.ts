/**
 * Shapes shared by the build (record extraction, Algolia push) and the browser
 * (embedded search engine). No Node or browser APIs here.
 */

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
/** DocSearch record types: a heading of level 1 to 6, or a chunk of body text. */
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type Hierarchy = Record<Level, string | null>;

/** A record exactly as DocSearch (and the Algolia crawler) shapes it. */
export interface DocSearchRecord {
  objectID: string;
  /** Absolute URL, with the heading's anchor when there is one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Facets used by contextual search (`language:en`, `docusaurus_tag:docs-default-current`). */
  language: string;
  docusaurus_tag: string[];
  /** DocSearch's customRanking attributes. */
  weight: {pageRank: number; level: number; position: number};
}

/** One record as the extractor produces it, before URLs and ids are attached. */
export interface ExtractedRecord {
  type: RecordType;
  /** Heading id the record sits under (`#anchor`), or null for the top of the page. */
  anchor: string | null;
  /** lvl0 .. lvlN; deeper levels are absent. */
  hierarchy: string[];
  content: string | null;
  /** The texts of other pages' links to this heading (or, on the page's title, to the page). */
  links?: string[];
}

/** A link in a page's content to another page of the site. */
export interface PageLink {
  /** The target's path, as ExtractedPage.path. */
  path: string;
  anchor: string | null;
  text: string;
}

export interface ExtractedPage {
  /** Path relative to the site's base URL, without a leading slash (`docs/integrations/introduction`). */
  path: string;
  /** DocSearch's pageRank: above 0 ranks the page's records higher, below 0 lower (legacy pages). */
  rank?: number;
  language: string;
  tags: string[];
  records: ExtractedRecord[];
  /** Its content's links to other pages (collectPages turns them into the targets' `links`). */
  links?: PageLink[];
}

/**
 * The embedded index as shipped to the browser (`search/index-<build>.json`).
 * Compact on purpose: it is the whole first-query transfer, and the search worker reads all of it before the
 * first result.
 *  - s: string table of hierarchy texts (each heading text is stored once)
 *  - p: pages as [path, language, tags joined by ",", pageRank (when not 0)]
 *  - r: records as [pageIndex, level (1-6 heading, 0 content), anchor ("" none), hierarchy string ids, content?]
 *    where content is the text, or the id of a text in `s` when the same text occurs more than once
 *    (schema versions and API versions repeat many descriptions; gzip cannot see repeats that far apart).
 *    A body text in the same section as the record before it (same page, anchor and headings) is its content
 *    alone: sections hold several texts, and their repeated anchors and heading ids were 40% of the index.
 *  - a: the link texts of the records other pages link to, as [position in `r`, texts joined by "\n"]
 */
export interface IndexPayload {
  v: 2;
  s: string[];
  p: ([string, string, string] | [string, string, string, number])[];
  r: PayloadRecord[];
  a?: [number, string][];
}
export type PayloadRecord =
  [number, number, string, number[]] | [number, number, string, number[], string | number] | string | number;

export function encodePayload(pages: ExtractedPage[]): IndexPayload {
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const intern = (text: string): number => {
    let id = stringIds.get(text);
    if (id === undefined) {
      id = strings.length;
      strings.push(text);
      stringIds.set(text, id);
    }
    return id;
  };
  const contentCounts = new Map<string, number>();
  for (const page of pages) {
    for (const record of page.records)
      if (record.content) contentCounts.set(record.content, (contentCounts.get(record.content) ?? 0) + 1);
  }
  const records: PayloadRecord[] = [];
  const links: [number, string][] = [];
  pages.forEach((page, pageIndex) => {
    let section = '';
    for (const record of page.records) {
      if (record.links?.length) links.push([records.length, record.links.join('\n')]);
      const level = record.type === 'content' ? 0 : Number(record.type.slice(3));
      const ids = record.hierarchy.map(intern);
      const content =
        record.content === null
          ? null
          : (contentCounts.get(record.content) ?? 0) > 1 && record.content.length > 24
            ? intern(record.content)
            : record.content;
      const key = JSON.stringify([record.anchor ?? '', ids]);
      if (level === 0 && content !== null && key === section) records.push(content);
      else
        records.push(
          content === null
            ? [pageIndex, level, record.anchor ?? '', ids]
            : [pageIndex, level, record.anchor ?? '', ids, content],
        );
      section = key;
    }
  });
  return {
    v: 2,
    s: strings,
    p: pages.map((page) =>
      page.rank
        ? [page.path, page.language, page.tags.join(','), page.rank]
        : [page.path, page.language, page.tags.join(',')],
    ),
    r: records,
    ...(links.length ? {a: links} : {}),
  };
}

/** A record of the payload, expanded for the engine (the URL is made absolute later). */
export interface IndexedRecord {
  id: number;
  path: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Other pages' link texts to it, one per line (see ExtractedRecord.links). */
  links: string | null;
  language: string;
  tags: string[];
  rank: number;
}

export function decodePayload(payload: IndexPayload): IndexedRecord[] {
  if (!payload || payload.v !== 2 || !Array.isArray(payload.r)) {
    throw new Error('Unsupported search index format');
  }
  const pages = payload.p.map(([path, language, tags, rank]) => ({
    path,
    language,
    tags: tags ? tags.split(',') : [],
    rank: rank ?? 0,
  }));
  const text = (content: string | number | undefined) =>
    typeof content === 'number' ? (payload.s[content] ?? null) : (content ?? null);
  const links = new Map(payload.a ?? []);
  const records: IndexedRecord[] = [];
  let previous: IndexedRecord | undefined;
  for (const entry of payload.r) {
    const id = records.length;
    let record: IndexedRecord;
    if (!Array.isArray(entry)) {
      // Body text in the section of the record before it.
      if (!previous) throw new Error('Unsupported search index format');
      // Written out, not spread: every record keeps one shape, which keeps the engine's reads of them fast.
      record = {
        id,
        path: previous.path,
        anchor: previous.anchor,
        type: 'content',
        hierarchy: previous.hierarchy,
        content: text(entry),
        links: links.get(id) ?? null,
        language: previous.language,
        tags: previous.tags,
        rank: previous.rank,
      };
    } else {
      const [pageIndex, level, anchor, ids, content] = entry;
      const page = pages[pageIndex]!;
      const hierarchy = emptyHierarchy();
      ids.forEach((stringId, index) => {
        hierarchy[LEVELS[index]!] = payload.s[stringId] || null;
      });
      record = {
        id,
        path: page.path,
        anchor: anchor || null,
        type: level === 0 ? 'content' : (`lvl${level}` as RecordType),
        hierarchy,
        content: text(content),
        links: links.get(id) ?? null,
        language: page.language,
        tags: page.tags,
        rank: page.rank,
      };
    }
    records.push(record);
    previous = record;
  }
  return records;
}

export function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}
