/**
 * Under `npm start` there is no rendered HTML, so the index is built from the
 * Markdown sources the docs and blog plugins loaded: the same record shape,
 * headings and anchors (Docusaurus' own slugger), text with the Markdown
 * syntax taken out. It is close to the production index, never identical;
 * writers get a working modal that follows their edits.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {AllContent} from '@docusaurus/types';
import type {ExtractedPage, ExtractedRecord, RecordType} from '../client/types';
import {apiOperationRecords, decodeApiFrontMatter, sharedResponseFields} from './api-records';
import {MAX_CODE_CHARS, chunkText, normaliseText} from './extract';

/** Markdown inline syntax to plain text. */
export function stripInline(text: string): string {
  return normaliseText(
    text
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/<\/?[A-Z][\w.]*/g, ' ')
      .replace(/\{#[\w-]+\}\s*$/, '')
      .replace(/(\*\*|__|~~)(.*?)\1/g, '$2')
      .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1'),
  );
}

/** Records of one Markdown/MDX document, with the given lvl0 and title. */
export function markdownRecords(source: string, lvl0: string, title: string): ExtractedRecord[] {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
  const slugger = createSlugger();
  const records: ExtractedRecord[] = [];
  const hierarchy: (string | null)[] = [lvl0, title, null, null, null, null, null];
  let anchor: string | null = null;
  const current = () => {
    const last = hierarchy.reduce<number>((deepest, value, index) => (value ? index : deepest), 0);
    return hierarchy.slice(0, last + 1).map((value) => value ?? '');
  };
  const pushContent = (text: string) => {
    if (!text || !/[\p{L}\p{N}]/u.test(text)) return;
    for (const chunk of chunkText(text)) records.push({type: 'content', anchor, hierarchy: current(), content: chunk});
  };
  records.push({type: 'lvl1', anchor: null, hierarchy: current(), content: null});

  let paragraph: string[] = [];
  const flush = () => {
    pushContent(stripInline(paragraph.join(' ')));
    paragraph = [];
  };
  const lines = body.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s*(```+|~~~+)\s*([\w-]*)/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!); i++) code.push(lines[i]!);
      // An `mdx-code-block` fence holds MDX (imports, components), not code a reader would search.
      if (fence[2] === 'mdx-code-block') continue;
      const text = normaliseText(code.join(' '));
      pushContent(text.length > MAX_CODE_CHARS ? `${text.slice(0, MAX_CODE_CHARS)} …` : text);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const explicitId = /\{#([\w-]+)\}\s*$/.exec(heading[2]!)?.[1];
      const text = stripInline(heading[2]!);
      if (level === 1) {
        hierarchy[1] = text || title;
        records[0] = {type: 'lvl1', anchor: null, hierarchy: current(), content: null};
        continue;
      }
      hierarchy[level] = text;
      for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[deeper] = null;
      anchor = explicitId ?? slugger.slug(text);
      records.push({type: `lvl${level}` as RecordType, anchor, hierarchy: current(), content: null});
      continue;
    }
    // Blank lines, imports, admonition fences and the lines of JSX elements (tags, attributes, braces).
    if (
      /^\s*$/.test(line) ||
      /^\s*(import|export)\s/.test(line) ||
      /^\s*:::/.test(line) ||
      /^\s*<\/?[A-Za-z][^>]*>?\s*$/.test(line) ||
      /^\s*\/?>\s*$/.test(line) ||
      /^\s*[\w-]+=(\{.*\}?|"[^"]*"|'[^']*')\s*\/?>?\s*$/.test(line) ||
      /^\s*[{}]/.test(line)
    ) {
      flush();
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flush();
      // The delimiter row; the header row above it is a row like the others (see LEAF_BLOCKS in extract.ts).
      if (/^\s*\|?\s*:?-{2,}/.test(line)) continue;
      pushContent(
        stripInline(
          line
            .replace(/^\s*\||\|\s*$/g, '')
            .split('|')
            .map((cell) => cell.trim())
            .join(' · '),
        ),
      );
      continue;
    }
    if (/^\s*([-*+]|\d+[.)])\s+/.test(line)) {
      flush();
      paragraph.push(line.replace(/^\s*([-*+]|\d+[.)])\s+/, ''));
      continue;
    }
    paragraph.push(line.replace(/^\s*>\s?/, ''));
  }
  flush();
  return records;
}

interface SidebarItemLike {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
}

/** Doc id → its top-level sidebar category (the breadcrumb after Home). */
function sidebarSections(sidebars: Record<string, SidebarItemLike[]>): Map<string, string> {
  const sections = new Map<string, string>();
  const visit = (items: SidebarItemLike[], section: string | undefined) => {
    for (const item of items) {
      if (item.type === 'category') visit(item.items ?? [], section ?? item.label);
      else if ((item.type === 'doc' || item.type === 'ref') && item.id && section && !sections.has(item.id))
        sections.set(item.id, section);
    }
  };
  for (const items of Object.values(sidebars)) visit(items, undefined);
  return sections;
}

interface DocLike {
  id: string;
  title: string;
  source: string;
  permalink: string;
}
interface BlogPostLike {
  metadata: {title: string; source: string; permalink: string; date?: Date | string};
}

/** A post's date as its page shows it under the title ("March 11, 2025"), and the built index reads it. */
const postDate = new Intl.DateTimeFormat('en-US', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

export interface SourcesOptions {
  siteDir: string;
  baseUrl: string;
  blogTitles: Record<string, string>;
}

function readSource(siteDir: string, source: string): string | undefined {
  const file = path.join(siteDir, source.replace(/^@site\//, ''));
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

export function pagesFromSources(
  allContent: AllContent,
  {siteDir, baseUrl, blogTitles}: SourcesOptions,
): ExtractedPage[] {
  const relative = (permalink: string) =>
    permalink.replace(new RegExp(`^${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), '').replace(/^\//, '');
  const pages: ExtractedPage[] = [];
  const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
    string,
    {loadedVersions?: {versionName: string; docs: DocLike[]; sidebars: Record<string, SidebarItemLike[]>}[]} | undefined
  >;
  const docs = Object.entries(docsInstances).flatMap(([pluginId, content]) =>
    (content?.loadedVersions ?? []).flatMap((version) => {
      const sections = sidebarSections(version.sidebars);
      return version.docs.map((doc) => {
        const source = readSource(siteDir, doc.source);
        const operation =
          source !== undefined && doc.source.endsWith('.api.mdx') ? decodeApiFrontMatter(source) : undefined;
        return {pluginId, version, sections, doc, source, operation};
      });
    }),
  );
  const shared = sharedResponseFields(docs.flatMap(({operation}) => (operation ? [operation] : [])));
  for (const {pluginId, version, sections, doc, source, operation} of docs) {
    if (source === undefined) continue;
    const lvl0 = sections.get(doc.id) ?? 'Documentation';
    const records = markdownRecords(doc.source.endsWith('.api.mdx') ? '' : source, lvl0, doc.title);
    if (operation) {
      if (operation.method && operation.path) {
        records.push({
          type: 'content',
          anchor: null,
          hierarchy: [lvl0, doc.title],
          content: `${operation.method.toUpperCase()} ${operation.path}`,
        });
      }
      records.push(...apiOperationRecords(operation, [lvl0, doc.title], shared));
    }
    pages.push({
      path: relative(doc.permalink),
      language: 'en',
      tags: [`docs-${pluginId}-${version.versionName}`],
      records,
    });
  }
  const blogInstances = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<
    string,
    {blogPosts?: BlogPostLike[]} | undefined
  >;
  for (const [pluginId, content] of Object.entries(blogInstances)) {
    for (const post of content?.blogPosts ?? []) {
      const source = readSource(siteDir, post.metadata.source);
      if (source === undefined) continue;
      const records = markdownRecords(
        source.replace(/<!--\s*truncate\s*-->/g, ''),
        blogTitles[pluginId] ?? 'Release notes',
        post.metadata.title,
      );
      const date = post.metadata.date === undefined ? undefined : new Date(post.metadata.date);
      if (date && !Number.isNaN(date.getTime()))
        records.splice(1, 0, {type: 'content', anchor: null, hierarchy: records[0]!.hierarchy, content: postDate.format(date)});
      pages.push({path: relative(post.metadata.permalink), language: 'en', tags: ['default'], records});
    }
  }
  return pages;
}
