/**
 * Serves every doc, API operation and release note as Markdown next to its HTML (`<page>.md`), and writes
 * `/llms.txt` and `/llms-full.txt` from them. Prose pages are converted from the built HTML, so MDX
 * components arrive as the reader sees them; API operations are written from the operation the OpenAPI
 * plugin stores in the page, because their parameters and schemas render only in the browser.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {apiOperationToMarkdown, decodeApiFrontMatter} from './api-to-markdown';
import {htmlToMarkdown} from './html-to-markdown';
import {llmsFullTxt, llmsTxt, type TwinPage} from './llms-txt';

export interface Options {
  /** Sections of llms.txt for docs, by sidebar id, in order; `inFull` puts their pages into llms-full.txt. */
  docSections: {sidebar: string; title: string; inFull: boolean}[];
  /** Release-note feeds: blog plugin instance id and the section title. */
  feeds: {id: string; title: string}[];
  /** The blockquote summary of llms.txt. */
  summary: string;
}

/** A page before conversion: where its HTML is and how to turn it into Markdown. */
interface Source extends Omit<TwinPage, 'markdown'> {
  permalink: string;
  api?: string;
  releaseDate?: string;
}

const OTHER_SECTION = 'Other pages';

/** The parts of a sidebar item that give the reading order. */
interface SidebarNode {
  type: string;
  id?: string;
  items?: SidebarNode[];
  link?: {type: string; id?: string};
}

/** Each doc's place in reading order: sidebar by sidebar, category links before their items. */
export function sidebarOrder(sidebars: Record<string, SidebarNode[]>): Map<string, number> {
  const order = new Map<string, number>();
  const visit = (items: SidebarNode[]) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id && !order.has(item.id)) order.set(item.id, order.size);
      if (item.link?.type === 'doc' && item.link.id && !order.has(item.link.id)) order.set(item.link.id, order.size);
      if (item.items) visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return order;
}

function assertOptions(raw: unknown): asserts raw is Options {
  const options = raw as Partial<Options> | undefined;
  if (!Array.isArray(options?.docSections) || !Array.isArray(options?.feeds) || typeof options?.summary !== 'string') {
    throw new Error('markdown-twins: options need docSections, feeds (arrays) and summary (a string)');
  }
}

/** The built HTML file of a permalink (trailingSlash: false writes `a/b.html`, an index route `a/b/index.html`). */
async function htmlFile(outDir: string, relative: string): Promise<string> {
  const candidates = [`${relative.replace(/\/$/, '') || 'index'}.html`, path.join(relative, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (
      await fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return file;
  }
  throw new Error(`markdown-twins: no built HTML for ${relative} in ${outDir}`);
}

async function toMarkdown(source: Source, outDir: string, baseUrl: string): Promise<string> {
  if (source.api) return apiOperationToMarkdown(decodeApiFrontMatter(source.api), source.title, source.url, baseUrl);
  const relative = source.permalink.slice(baseUrl.length);
  const html = await fs.readFile(await htmlFile(outDir, relative), 'utf8');
  const body = htmlToMarkdown(html, source.url);
  if (!source.releaseDate) return body;
  return `# ${source.title}\n\nReleased ${source.releaseDate}.\n\n${body}`;
}

export default function markdownTwinsPlugin(context: LoadContext, options: unknown): Plugin {
  assertOptions(options);
  const {siteConfig, baseUrl, outDir} = context;
  const absolute = (permalink: string) => new URL(permalink, siteConfig.url).href;
  let sources: Source[] = [];
  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const blogInstances = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>;
      const sectionOf = new Map(options.docSections.map((s) => [s.sidebar, s]));
      const versions = Object.values(docsInstances).flatMap((content) => content.loadedVersions);
      const position = sidebarOrder(
        Object.assign({}, ...versions.map((version) => version.sidebars)) as Record<string, SidebarNode[]>,
      );
      const docs: Source[] = versions
        .flatMap((version) => version.docs)
        .filter((doc) => !doc.unlisted && !doc.draft)
        .sort((a, b) => (position.get(a.id) ?? position.size) - (position.get(b.id) ?? position.size))
        .map((doc) => {
          const section = doc.sidebar ? sectionOf.get(doc.sidebar) : undefined;
          const api = (doc.frontMatter as {api?: unknown}).api;
          return {
            title: doc.title,
            description: doc.description,
            permalink: doc.permalink,
            url: absolute(doc.permalink),
            section: section?.title ?? OTHER_SECTION,
            inFull: section?.inFull ?? false,
            api: typeof api === 'string' ? api : undefined,
          };
        });
      const order = [...options.docSections.map((s) => s.title), OTHER_SECTION];
      docs.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
      const releases: Source[] = options.feeds.flatMap(({id, title}) =>
        (blogInstances[id]?.blogPosts ?? [])
          .filter(({metadata}) => !metadata.unlisted)
          .map(({metadata}) => ({
            title: metadata.title,
            description: metadata.description,
            permalink: metadata.permalink,
            url: absolute(metadata.permalink),
            section: title,
            inFull: false,
            releaseDate: metadata.date.toISOString().slice(0, 10),
          })),
      );
      sources = [...docs, ...releases];
    },
    async postBuild() {
      const pages: TwinPage[] = [];
      for (const source of sources) {
        const markdown = await toMarkdown(source, outDir, baseUrl);
        const file = path.join(outDir, `${source.permalink.slice(baseUrl.length).replace(/\/$/, '') || 'index'}.md`);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, markdown);
        pages.push({...source, markdown});
      }
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(siteConfig.title, options.summary, pages));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(siteConfig.title, options.summary, pages));
    },
  };
}
