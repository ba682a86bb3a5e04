/**
 * The ten release-note feeds. Each is one instance of the blog plugin, so
 * this table is the single place that names a feed, its route and folder.
 */
import type {BlogPost, Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {PluginConfig} from '@docusaurus/types';
import {siteUrl} from './site';

export interface Feed {
  /** Plugin instance id, also used by the latest-releases plugin. */
  id: string;
  /** URL path of the listing, without slashes. */
  route: string;
  /** Folder holding the posts, at the repository root. */
  folder: string;
  title: string;
  /** One sentence for the listing's meta description and the feed files. */
  description: string;
  /** The product a reader recognises in menus and on the landing page. */
  product: string;
  /** Release pages are named by version (`v7.4.2`) or by date (`2024-05-14`). */
  naming: 'version' | 'date' | 'mixed';
  /** Posts of a `mixed` feed that are named by topic instead of by date. */
  namedSlugs?: readonly string[];
}

export const feeds: readonly Feed[] = [
  {
    id: 'platform-updates',
    route: 'rapidpipeline-platform-updates',
    folder: 'blog-platform-updates',
    title: 'Web Platform updates',
    description: 'Changes to the RapidPipeline web platform and its REST API.',
    product: 'Web Platform',
    naming: 'mixed',
    namedSlugs: ['download-exported-file', 'ui-update', 'uv-coordinates-3d-viewer'],
  },
  {
    id: '3d-processor-updates',
    route: '3d-processor-updates',
    folder: 'blog-3d-processor-updates',
    title: '3D Processor updates',
    description: 'Release notes of the RapidPipeline 3D Processor engine and its rpdx command-line tool.',
    product: '3D Processor',
    naming: 'version',
  },
  {
    id: 'blender-plugin-updates',
    route: 'blender-plugin-updates',
    folder: 'blog-blender-plugin-updates',
    title: 'Blender plugin updates',
    description: 'Release notes of RapidPipeline for Blender.',
    product: 'Blender plugin',
    naming: 'version',
  },
  {
    id: 'dcc-importer-updates',
    route: 'dcc-importer-updates',
    folder: 'blog-dcc-importer-updates',
    title: 'DCC Importer updates',
    description: 'Release notes of the DCC Importer, which converts 3ds Max and V-Ray scenes.',
    product: 'DCC Importer',
    naming: 'date',
  },
  {
    id: 'qc-tools-updates',
    route: 'qc-tools-updates',
    folder: 'blog-qc-tools-updates',
    title: 'QC Tools updates',
    description: 'Release notes of the QC Tools that compare renders of input and optimised models.',
    product: 'QC Tools',
    naming: 'version',
  },
  {
    id: 'rapidcompact-cli-updates',
    route: 'rapidcompact-cli-updates',
    folder: 'blog-rapidcompact-cli-updates',
    title: 'RapidCompact CLI updates',
    description: 'Release notes of the legacy RapidCompact command-line tool, versions 6.x.',
    product: 'RapidCompact CLI (legacy)',
    naming: 'version',
  },
  {
    id: 'painter-integration-updates',
    route: 'painter-integration-updates',
    folder: 'blog-painter-integration-updates',
    title: 'Substance 3D Painter integration updates',
    description: 'Release notes of the RapidPipeline integration for Substance 3D Painter.',
    product: 'Substance 3D Painter plugin',
    naming: 'version',
  },
  {
    id: 'integration-updates-3dsmax',
    route: 'integration-updates-3dsmax',
    folder: 'blog-integration-updates-3dsmax',
    title: '3ds Max integration updates',
    description: 'Release notes of RapidPipeline for 3ds Max.',
    product: '3ds Max plugin',
    naming: 'version',
  },
  {
    id: 'integration-updates-maya',
    route: 'integration-updates-maya',
    folder: 'blog-integration-updates-maya',
    title: 'Maya integration updates',
    description: 'Release notes of RapidPipeline for Maya.',
    product: 'Maya plugin',
    naming: 'version',
  },
  {
    id: 'integration-updates-unreal',
    route: 'integration-updates-unreal',
    folder: 'blog-integration-updates-unreal',
    title: 'Unreal Engine integration updates',
    description: 'Release notes of the RapidPipeline integration for Unreal Engine.',
    product: 'Unreal Engine plugin',
    naming: 'version',
  },
];

/**
 * Feeds a writer keeps in a partial build: SITE_FEEDS=3d-processor-updates,qc-tools-updates
 * selects by route name; unset keeps all of them.
 */
export function selectFeeds(selection: string | undefined, all: readonly Feed[] = feeds): Feed[] {
  const wanted = (selection ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...all];
  const unknown = wanted.filter((name) => !all.some((feed) => feed.route === name || feed.id === name));
  if (unknown.length > 0) {
    throw new Error(
      `SITE_FEEDS names unknown feed(s): ${unknown.join(', ')}. Known: ${all.map((f) => f.route).join(', ')}`,
    );
  }
  return all.filter((feed) => wanted.includes(feed.route) || wanted.includes(feed.id));
}

/**
 * Keeps the tags that group some, not all, of a feed's posts. A tag on every post would get a page
 * repeating the feed's own listing, a tag on one post a page repeating that post; each tag page is
 * also a route every page's script carries, so those tags get neither a page nor a chip.
 */
export function keepGroupingTags(posts: BlogPost[]): BlogPost[] {
  const counts = new Map<string, number>();
  for (const post of posts)
    for (const tag of post.metadata.tags) counts.set(tag.permalink, (counts.get(tag.permalink) ?? 0) + 1);
  const groups = (permalink: string) => {
    const count = counts.get(permalink) ?? 0;
    return count >= 2 && count < posts.length;
  };
  return posts.map((post) => ({
    ...post,
    metadata: {...post.metadata, tags: post.metadata.tags.filter((tag) => groups(tag.permalink))},
  }));
}

export function blogOptions(feed: Feed): BlogOptions {
  return {
    id: feed.id,
    path: feed.folder,
    routeBasePath: feed.route,
    blogTitle: feed.title,
    blogDescription: feed.description,
    blogSidebarTitle: `All ${feed.product} releases`,
    blogSidebarCount: 'ALL',
    postsPerPage: 10,
    showReadingTime: false,
    archiveBasePath: 'archive',
    authorsMapPath: '../blog-authors.yml',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    onInlineTags: 'ignore',
    processBlogPosts: async ({blogPosts}) => keepGroupingTags(blogPosts),
    feedOptions: {
      type: ['rss', 'atom'],
      title: `RapidPipeline ${feed.title}`,
      description: feed.description,
      copyright: `Copyright © ${new Date().getFullYear()} DGG (Darmstadt Graphics Group GmbH)`,
      language: 'en',
      limit: 20,
    },
    editUrl: undefined,
    include: ['**/*.{md,mdx}'],
  } satisfies BlogOptions;
}

export function feedPlugins(selected: readonly Feed[]): PluginConfig[] {
  return selected.map((feed) => ['@docusaurus/plugin-content-blog', blogOptions(feed)] as PluginConfig);
}

/** Absolute URL of a feed's RSS file, for the footer and the head links. */
export function rssUrl(feed: Feed): string {
  return `${siteUrl}/${feed.route}/rss.xml`;
}
