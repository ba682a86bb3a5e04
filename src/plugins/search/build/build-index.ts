/**
 * Walks a built site (the `build/` folder), extracts the records of every
 * searchable page and writes the compact index the browser loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  encodePayload,
  type DocSearchRecord,
  type ExtractedPage,
  type ExtractedRecord,
  type Hierarchy,
  LEVELS,
  emptyHierarchy,
} from '../client/types';
import {apiRecordsFromSources} from './api-records';
import {extractPage} from './extract';
import {normaliseBaseUrl} from '../../../lib/base-url';
import {compareVersions} from '../../../lib/versions';

export interface PageRank {
  /** Regular expression on the page path (relative to the base URL, no leading slash). */
  path: string;
  rank: number;
}

export interface CollectOptions {
  /** The site's `docs/` folder, to read API operations' front matter. */
  docsDir?: string;
  blogTitles?: Record<string, string>;
  pageRanks?: PageRank[];
  /**
   * Regular expression on the page path with two groups, the family and the version
   * (`(…-schema-settings)-v(1.4)`): pages of one family are versions of one reference.
   */
  versionedPages?: string;
  /** The site's base URL (default `/`): the start of its pages' links. */
  baseUrl?: string;
}

/** Link texts kept per target: a page many others link to keeps the first ones, not a second body. */
export const MAX_LINK_TEXTS = 16;

export function rankOf(pagePath: string, ranks: PageRank[] = []): number {
  return ranks.find((entry) => new RegExp(entry.path).test(pagePath))?.rank ?? 0;
}

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(full, out);
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** `docs/x.html` → `docs/x`, `index.html` → ``, `a/index.html` → `a` (paths relative to the base URL). */
export function routeOfFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  return relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

export function collectPages(outDir: string, options: CollectOptions = {}): ExtractedPage[] {
  const extraRecords = options.docsDir ? apiRecordsFromSources(options.docsDir) : undefined;
  const pages: ExtractedPage[] = [];
  for (const file of htmlFiles(outDir).sort()) {
    const page = extractPage(fs.readFileSync(file, 'utf8'), {
      path: routeOfFile(outDir, file),
      blogTitles: options.blogTitles,
      extraRecords,
      baseUrl: options.baseUrl,
    });
    if (page && page.records.length) {
      const rank = rankOf(page.path, options.pageRanks);
      pages.push(rank ? {...page, rank} : page);
    }
  }
  return attachLinkTexts(options.versionedPages ? dedupeVersions(pages, new RegExp(options.versionedPages)) : pages);
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'en', {sensitivity: 'base'}) === 0;

/**
 * How other pages name a page when they link to it ("create an API token", "list your Base Assets") is often
 * how a reader asks for it. Each link's text goes to the heading it points to, or to the page's title when it
 * points to the page (a heading the index left out, such as an older schema version's unchanged setting, gets
 * none); the same text (ignoring case) is kept once.
 */
export function attachLinkTexts(pages: ExtractedPage[]): ExtractedPage[] {
  const targets = new Map<string, {title?: ExtractedRecord; headings: Map<string, ExtractedRecord>}>();
  for (const page of pages) {
    const headings = new Map<string, ExtractedRecord>();
    for (const record of page.records)
      if (record.type !== 'content' && record.anchor !== null && !headings.has(record.anchor))
        headings.set(record.anchor, record);
    targets.set(page.path, {title: page.records.find((record) => record.type === 'lvl1'), headings});
  }
  const texts = new Map<ExtractedRecord, Map<string, string>>();
  for (const page of pages) {
    for (const link of page.links ?? []) {
      const target = targets.get(link.path);
      const record = link.anchor !== null ? target?.headings.get(link.anchor) : target?.title;
      // A text that only repeats the heading adds nothing the heading does not already say.
      if (!record || sameText(link.text, record.hierarchy[record.hierarchy.length - 1] ?? '')) continue;
      let kept = texts.get(record);
      if (!kept) texts.set(record, (kept = new Map()));
      if (kept.size < MAX_LINK_TEXTS && !kept.has(link.text.toLowerCase())) kept.set(link.text.toLowerCase(), link.text);
    }
  }
  return pages.map(({links: _links, ...page}) => ({
    ...page,
    records: page.records.map((record) => {
      const kept = texts.get(record);
      return kept ? {...record, links: [...kept.values()]} : record;
    }),
  }));
}

/**
 * Versions of one reference page (schema v1.0 … v1.4) repeat most of their
 * sections word for word; indexed five times they made two thirds of the index
 * and five identical hits. A section is kept on the newest version that has it
 * exactly (same anchor, headings below the page title and text); older versions
 * keep their title and what differs (a changed default, a removed setting).
 */
export function dedupeVersions(pages: ExtractedPage[], pattern: RegExp): ExtractedPage[] {
  const families = new Map<string, {page: ExtractedPage; version: string}[]>();
  for (const page of pages) {
    const match = pattern.exec(page.path);
    if (!match?.[1] || !match[2]) continue;
    families.set(match[1], [...(families.get(match[1]) ?? []), {page, version: match[2]}]);
  }
  const replaced = new Map<ExtractedPage, ExtractedPage>();
  for (const members of families.values()) {
    const seen = new Set<string>();
    for (const {page} of members.sort((a, b) => compareVersions(b.version, a.version))) {
      const records = page.records.filter((record) => {
        if (record.type === 'lvl1') return true;
        const key = JSON.stringify([record.type, record.anchor, record.hierarchy.slice(2), record.content]);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      replaced.set(page, {...page, records});
    }
  }
  return pages.map((page) => replaced.get(page) ?? page);
}

export interface WrittenIndex {
  file: string;
  pages: number;
  records: number;
  bytes: number;
  gzipBytes: number;
}

export function writeIndex(file: string, pages: ExtractedPage[]): WrittenIndex {
  const json = JSON.stringify(encodePayload(pages));
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, json);
  return {
    file,
    pages: pages.length,
    records: pages.reduce((sum, page) => sum + page.records.length, 0),
    bytes: Buffer.byteLength(json),
    gzipBytes: zlib.gzipSync(json, {level: 9}).length,
  };
}

/** Full DocSearch records (absolute URLs, stable objectIDs), as pushed to Algolia. */
export function toDocSearchRecords(pages: ExtractedPage[], siteOrigin: string, baseUrl: string): DocSearchRecord[] {
  const base = normaliseBaseUrl(baseUrl);
  const records: DocSearchRecord[] = [];
  pages.forEach((page) => {
    page.records.forEach((record, position) => {
      const urlWithoutAnchor = `${siteOrigin.replace(/\/$/, '')}${base}${page.path}`;
      const hierarchy: Hierarchy = emptyHierarchy();
      record.hierarchy.forEach((text, index) => {
        hierarchy[LEVELS[index]!] = text || null;
      });
      const level = record.type === 'content' ? 0 : Number(record.type.slice(3));
      const url = record.anchor ? `${urlWithoutAnchor}#${record.anchor}` : urlWithoutAnchor;
      records.push({
        objectID: stableId(`${url}|${record.type}|${record.hierarchy.join('>')}|${record.content ?? ''}|${position}`),
        url,
        url_without_anchor: urlWithoutAnchor,
        anchor: record.anchor,
        type: record.type,
        hierarchy,
        content: record.content,
        language: page.language,
        docusaurus_tag: page.tags,
        weight: {pageRank: page.rank ?? 0, level: level === 0 ? 0 : 100 - level * 10, position},
      });
    });
  });
  return records;
}

function stableId(source: string): string {
  // FNV-1a, 2 x 32 bits: ids only need to be stable and unique within one site.
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < source.length; i++) {
    a = Math.imul(a ^ source.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ source.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}
