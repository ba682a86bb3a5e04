/**
 * Turns one emitted HTML page into DocSearch-shaped records: a record per
 * heading (type lvl1..lvl6, anchored to the heading's id) and a record per chunk
 * of body text (type content, anchored to the heading above it), each carrying
 * the hierarchy lvl0..lvlN it sits under. The same rules as the DocSearch
 * crawler template for Docusaurus (see search/docsearch-crawler.config.js), so
 * the embedded index and an Algolia index built by the crawler agree.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {ExtractedPage, ExtractedRecord, PageLink, RecordType} from '../client/types';

export interface ExtractOptions {
  /** Path of the page relative to the base URL, without a leading slash. */
  path: string;
  /** lvl0 of release-note posts, by blog plugin id (a feed's title). */
  blogTitles?: Record<string, string>;
  /** Extra records for a doc, by doc id (used for API operations, whose schemas render in the browser only). */
  extraRecords?: (docId: string, hierarchy: string[]) => ExtractedRecord[];
  /** The site's base URL, which its links start with (default `/`). */
  baseUrl?: string;
}

/** A link text longer than this is a sentence, not a name for its target. */
const MAX_LINK_TEXT_CHARS = 80;

/** Body text longer than this is split into several content records. */
export const MAX_CHUNK_CHARS = 420;
/** Code blocks are indexed by their opening characters only (the command, the first keys). */
export const MAX_CODE_CHARS = 300;

const HEADING = /^h([1-6])$/;
/**
 * Elements whose text is one content record. A table's header row is one too: its column names say what
 * the rows hold ("Symptom · Cause · Fix", "Action · Minimum engine") and readers ask in those words.
 */
const LEAF_BLOCKS = new Set(['p', 'pre', 'dt', 'dd', 'figcaption', 'summary', 'caption', 'tr']);
/** Children of an <li> that are blocks of their own rather than part of the item's text. */
const NESTED_BLOCKS = new Set([
  'ul',
  'ol',
  'p',
  'pre',
  'table',
  'div',
  'blockquote',
  'details',
  'dl',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const SKIP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'img',
  'picture',
  'video',
  'iframe',
  'input',
  'select',
  'textarea',
]);
const SKIP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'theme-doc-footer',
  'pagination-nav',
  'openapi-skeleton',
  // An operation's parameters and schemas, rendered on the server; api-records.ts indexes them from the spec.
  'openapi-server-rendered',
  'openapi-right-panel__container',
  'theme-doc-card-container',
  'theme-code-block-title',
];

function classes(node: Element): string[] {
  return (node.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function isSkipped(node: Element): boolean {
  if (SKIP_TAGS.has(node.name)) return true;
  if (node.attribs.role === 'tablist' || node.attribs['aria-hidden'] === 'true') return true;
  // What a page keeps out of search engines' snippets (Google's data-nosnippet), such as the server's URL before
  // every operation's path: the same on each page, it says nothing of one.
  if ('data-nosnippet' in node.attribs) return true;
  const list = classes(node);
  return list.some((name) => SKIP_CLASSES.includes(name));
}

export function normaliseText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Visible text of a node: skips anchors' "#", buttons, icons, and keeps line breaks as spaces. */
export function textOf(node: AnyNode): string {
  return normaliseText(rawText(node))
    .replace(/(\s·\s*)+$/, '')
    .replace(/^(·\s*)+/, '')
    .trim();
}

function rawText(node: AnyNode): string {
  const parts: string[] = [];
  const walk = (current: AnyNode): void => {
    if (current.type === 'text') {
      parts.push((current as unknown as {data: string}).data);
      return;
    }
    if (current.type !== 'tag') return;
    const element = current as Element;
    if (isSkipped(element)) return;
    if (element.name === 'br') {
      parts.push('\n');
      return;
    }
    // The admonition's label ("tip", "warning") is decoration.
    if (isAdmonitionHeading(element)) return;
    const spaced = element.name === 'td' || element.name === 'th' || element.name === 'li' || element.name === 'div';
    if (spaced) parts.push(' ');
    for (const child of element.children) walk(child);
    if (element.name === 'td' || element.name === 'th') parts.push(' · ');
    else if (spaced) parts.push(' ');
  };
  walk(node);
  return parts.join('');
}

function isAdmonitionHeading(element: Element): boolean {
  const parent = element.parent as Element | null;
  if (!parent || parent.type !== 'tag' || !classes(parent).includes('theme-admonition')) return false;
  const firstElement = parent.children.find((child) => child.type === 'tag');
  return firstElement === element;
}

/** Splits long text at sentence (or, failing that, word) boundaries into chunks of at most `max` characters. */
export function chunkText(text: string, max = MAX_CHUNK_CHARS): string[] {
  if (text.length <= max) return [text];
  // A stop inside a word ("Node.js", "v1.4", "rpd_account.json") does not end the sentence.
  const sentences = text.match(/(?:[^.!?]|[.!?]+(?![\s.!?]|$))+(?:[.!?]+(?=\s|$)|$)\s*/g) ?? [text];
  const chunks: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) chunks.push(current.trim());
    current = '';
  };
  for (const sentence of sentences) {
    if (sentence.length > max) {
      push();
      let rest = sentence.trim();
      while (rest.length > max) {
        const cut = rest.lastIndexOf(' ', max);
        const at = cut > max / 2 ? cut : max;
        chunks.push(rest.slice(0, at).trim());
        rest = rest.slice(at).trim();
      }
      current = rest ? `${rest} ` : '';
    } else if (current.length + sentence.length > max) {
      push();
      current = sentence;
    } else {
      current += sentence;
    }
  }
  push();
  return chunks;
}

function pageTitle($: CheerioAPI): string {
  return normaliseText(($('title').first().text() || '').split(' | ')[0] ?? '');
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content') ?? undefined;
}

interface PageKind {
  kind: 'doc' | 'generated-index' | 'blog-post';
  root: Element;
  lvl0: string;
  docId?: string;
}

/**
 * The section a doc belongs to: its top-level sidebar category (the first
 * breadcrumb after "Home"). A category's own index page is its own section.
 */
function breadcrumbCategory($: CheerioAPI, includeActive: boolean): string | undefined {
  const items = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .filter((item) => !$(item).find('[aria-label="Home page"]').length)
    .filter((item) => includeActive || !$(item).hasClass('breadcrumbs__item--active'));
  const first = items[0];
  return first ? normaliseText($(first).text()) || undefined : undefined;
}

/** The navbar entry the page sits under (Tutorials, Reference Docs), ignoring dropdowns such as the version menu. */
function activeNavbarItem($: CheerioAPI): string | undefined {
  const link = $('.navbar__items a.navbar__link--active')
    .toArray()
    .find((element) => !$(element).closest('.dropdown').length);
  return link ? normaliseText($(link).text()) || undefined : undefined;
}

function classifyPage($: CheerioAPI, options: ExtractOptions): PageKind | null {
  const htmlClasses = ($('html').attr('class') ?? '').split(/\s+/);
  const tag = meta($, 'docsearch:docusaurus_tag') ?? meta($, 'docusaurus_tag');
  if (!tag) return null;
  if (htmlClasses.includes('blog-post-page')) {
    const root = ($('#__blog-post-container').closest('article').get(0) ?? $('main article').get(0)) as
      Element | undefined;
    if (!root) return null;
    const pluginId = htmlClasses.find((name) => name.startsWith('plugin-id-'))?.slice('plugin-id-'.length) ?? '';
    return {kind: 'blog-post', root, lvl0: options.blogTitles?.[pluginId] ?? 'Release notes'};
  }
  if (!htmlClasses.includes('docs-doc-page') || !tag.startsWith('docs-')) return null;
  const docId = htmlClasses.find((name) => name.startsWith('docs-doc-id-'))?.slice('docs-doc-id-'.length);
  // Pages whose content streamed in after a Suspense fallback carry it in a hidden
  // block further down the document; searching the whole document finds either.
  const markdown = $('.theme-doc-markdown').get(0) as Element | undefined;
  if (markdown) {
    const lvl0 = breadcrumbCategory($, false) ?? activeNavbarItem($) ?? 'Documentation';
    return {kind: 'doc', root: markdown, lvl0, docId};
  }
  const header = $('main header').get(0) as Element | undefined;
  if (header && $(header).find('h1').length) {
    const lvl0 = breadcrumbCategory($, true) ?? activeNavbarItem($) ?? 'Documentation';
    return {kind: 'generated-index', root: header, lvl0};
  }
  return null;
}

/** Extracts the records of one page, or null for pages that are not searchable (listings, redirects, the 404 page). */
export function extractPage(html: string, options: ExtractOptions): ExtractedPage | null {
  // Scripts, icons and asides hold nothing searchable: an aside is a sidebar, or the legacy pages' banner, whose
  // words are about the pages that replace them (indexed, it put legacy pages above the migration guide).
  // Dropping them first halves the parse time.
  const $ = load(html.replace(/<script\b[\s\S]*?<\/script>|<aside\b[\s\S]*?<\/aside>|<svg\b[\s\S]*?<\/svg>/gi, ''));
  const page = classifyPage($, options);
  if (!page) return null;
  const language = $('html').attr('lang') ?? meta($, 'docsearch:language') ?? 'en';
  const tags = (meta($, 'docsearch:docusaurus_tag') ?? meta($, 'docusaurus_tag') ?? 'default')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

  const records: ExtractedRecord[] = [];
  // hierarchy[0] is lvl0; headings fill 1..6 and clear deeper levels.
  const hierarchy: (string | null)[] = [page.lvl0, null, null, null, null, null, null];
  let anchor: string | null = null;
  const current = (): string[] => {
    const last = hierarchy.reduce<number>((deepest, value, index) => (value ? index : deepest), 0);
    return hierarchy.slice(0, last + 1).map((value) => value ?? '');
  };
  // A tab's label ("Windows", "curl", "204") is shown only in its tab list, which is navigation: it is
  // read as the first words of its panel. Labels wait on a stack, one list per tab list, for tabs in tabs.
  const tabLabels: string[][] = [];
  let panelLabel: string | undefined;
  const pushContent = (text: string, limit?: number) => {
    let clean =
      limit && text.length > limit
        ? `${text.slice(0, text.lastIndexOf(' ', limit) > 0 ? text.lastIndexOf(' ', limit) : limit)} …`
        : text;
    // Text above the page title (download buttons, badges) belongs to no section.
    if (!clean || !hierarchy[1] || !/[\p{L}\p{N}]/u.test(clean)) return;
    if (panelLabel) clean = `${panelLabel}: ${clean}`;
    panelLabel = undefined;
    for (const chunk of chunkText(clean)) records.push({type: 'content', anchor, hierarchy: current(), content: chunk});
  };

  // Blog posts keep their title in the post header, outside the content container.
  if (page.kind === 'blog-post') {
    const title = normaliseText($(page.root).find('header h1').first().text());
    if (title) {
      hierarchy[1] = title;
      records.push({type: 'lvl1', anchor: null, hierarchy: current(), content: null});
      // The date under the title ("March 11, 2025") is the only place a post says when it shipped, and readers
      // ask by it ("what changed in June 2023"). Web Platform notes carry no version to ask by instead.
      const date = $(page.root).find('header time').get(0);
      if (date) pushContent(textOf(date));
    }
  }

  const visit = (node: AnyNode): void => {
    if (node.type !== 'tag') return;
    const element = node as Element;
    if (element.attribs.role === 'tablist') {
      const labels = $(element).find('[role="tab"]').toArray().map(textOf);
      if (labels.length) tabLabels.push(labels);
      return;
    }
    if (isSkipped(element)) return;
    if (element.attribs.role === 'tabpanel') {
      const labels = tabLabels[tabLabels.length - 1];
      panelLabel = labels?.shift() || undefined;
      if (labels && !labels.length) tabLabels.pop();
      element.children.forEach(visit);
      panelLabel = undefined;
      return;
    }
    if (page.kind === 'blog-post' && element.name === 'header') return;
    if (page.kind === 'blog-post' && element.name === 'footer') return;
    const heading = HEADING.exec(element.name);
    if (heading) {
      const level = Number(heading[1]);
      const text = textOf(element);
      if (!text) return;
      hierarchy[level] = text;
      for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[deeper] = null;
      // Skipped levels (an h3 straight after the h1) are left empty but keep their place.
      for (let shallower = 1; shallower < level; shallower++) hierarchy[shallower] ??= '';
      anchor = level === 1 ? null : (element.attribs.id ?? anchor);
      records.push({type: `lvl${level}` as RecordType, anchor, hierarchy: current(), content: null});
      return;
    }
    if (element.name === 'pre') {
      pushContent(textOf(element), MAX_CODE_CHARS);
      return;
    }
    if (LEAF_BLOCKS.has(element.name)) {
      pushContent(textOf(element));
      return;
    }
    if (element.name === 'li') {
      const inline: AnyNode[] = [];
      const blocks: AnyNode[] = [];
      for (const child of element.children) {
        (child.type === 'tag' && NESTED_BLOCKS.has((child as Element).name) ? blocks : inline).push(child);
      }
      pushContent(normaliseText(inline.map(rawText).join('')));
      blocks.forEach(visit);
      return;
    }
    element.children.forEach(visit);
  };

  // A doc whose title is hidden (`hide_title`) and that has no h1 of its own is titled from <title>.
  if (page.kind === 'doc' && !$(page.root).find('h1').length) {
    const title = pageTitle($);
    if (title) {
      hierarchy[1] = title;
      records.push({type: 'lvl1', anchor: null, hierarchy: current(), content: null});
    }
  }

  if (page.kind === 'generated-index') {
    const title = normaliseText($(page.root).find('h1').first().text());
    hierarchy[1] = title;
    records.push({type: 'lvl1', anchor: null, hierarchy: current(), content: null});
    $(page.root)
      .find('p')
      .each((_, paragraph) => pushContent(textOf(paragraph)));
  } else {
    page.root.children.forEach(visit);
  }

  if (page.kind === 'doc' && page.docId && options.extraRecords) {
    const title = hierarchy[1] ?? records.find((record) => record.type === 'lvl1')?.hierarchy[1] ?? '';
    records.push(...options.extraRecords(page.docId, [page.lvl0, title]));
  }

  return {path: options.path, language, tags, records: dedupe(records), links: contentLinks($, page.root, options)};
}

/** Where `element` sits under `root` without a skipped element (code-block titles, breadcrumbs, cards) between. */
function shown(element: Element, root: Element): boolean {
  for (let node: Element | null = element; node && node !== root; node = node.parent as Element | null)
    if (node.type === 'tag' && isSkipped(node)) return false;
  return true;
}

/** A URL part with its escapes undone; a malformed escape stays as written (it then matches no page). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The links of a page's content to other pages of the site, with their texts. */
function contentLinks($: CheerioAPI, root: Element, options: ExtractOptions): PageLink[] {
  const base = options.baseUrl ?? '/';
  const origin = 'http://site.invalid';
  const here = new URL(`${base}${options.path}`, origin);
  const links: PageLink[] = [];
  $(root)
    .find('a[href]')
    .each((_, element) => {
      const text = textOf(element);
      if (!text || text.length > MAX_LINK_TEXT_CHARS || !/\p{L}/u.test(text) || !shown(element, root)) return;
      let target: URL;
      try {
        target = new URL(element.attribs.href!, here);
      } catch {
        return;
      }
      if (target.origin !== origin || !target.pathname.startsWith(base)) return;
      const path = decoded(target.pathname.slice(base.length)).replace(/(\/|\.html)$/, '');
      if (path === options.path) return;
      links.push({path, anchor: target.hash ? decoded(target.hash.slice(1)) : null, text});
    });
  return links;
}

/** The same text under the same heading twice (tab panels repeating a sentence) is one record. */
function dedupe(records: ExtractedRecord[]): ExtractedRecord[] {
  const seen = new Set<string>();
  return records.filter((record) => {
    const key = `${record.type}|${record.anchor}|${record.hierarchy.join('>')}|${record.content}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
