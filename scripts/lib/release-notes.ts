import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {releasedOn, schemaForEngine, schemaPageRoute} from '../../src/data/releases';
import {SETTINGS_CHANGES_TITLE, settingsChangesFor, settingsChangesSection} from './settings-changes';

/**
 * Content checks for the release-note feeds (`blog-<feed>/`). Each check
 * returns human-readable problems prefixed with the file name; an empty list
 * means the entry follows the "Release note" row of the content style:
 * front matter, a one-paragraph summary, the truncation marker, then sections.
 */

/** What the checks need to know about a feed (a subset of `Feed` in config/feeds.ts). */
export interface FeedRules {
  id: string;
  route: string;
  folder: string;
  naming: 'version' | 'date' | 'mixed';
  namedSlugs?: readonly string[];
}

export interface ReleaseNote {
  /** File name inside the feed folder, e.g. `2025-07-01-v7.4.0.md`. */
  fileName: string;
  frontMatter: Record<string, unknown>;
  /** Markdown after the front matter. */
  body: string;
  title?: string;
  slug?: string;
  /** `YYYY-MM-DD` (UTC) when the front matter has a valid date. */
  date?: string;
  authors: string[];
  tags: string[];
  description?: string;
}

export interface CheckContext {
  /** Keys of the authors map (blog-authors.yml). */
  authorKeys: ReadonlySet<string>;
  /** Every route a link may point to: routes.txt plus the feeds' own post pages. */
  knownRoutes: ReadonlySet<string>;
  /** Entries dated after this day are rejected (defaults to today). */
  today?: Date;
  /** The generated "Settings changes" section a 3D Processor version must carry (see settings-changes.ts). */
  settingsChanges?: (version: string) => string | undefined;
}

export const SECTION_TITLES = ['New', 'Improved', 'Fixed', 'Deprecated'] as const;
/** Further h2 sections a release note may have besides the four main ones. */
export const OTHER_SECTION_TITLES = [
  'Removed',
  'Changed',
  'Breaking changes',
  'Known issues',
  'Upgrade notes',
  'Compatibility',
  'Security',
  SETTINGS_CHANGES_TITLE,
];

const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?$/;
const DATED_SLUG = /^(\d{4}-\d{2}-\d{2})(?:-([2-9]|[1-9]\d+))?$/;
const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** Splits a Markdown file into YAML front matter and body. */
export function parseReleaseNote(text: string, fileName: string): ReleaseNote {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  let frontMatter: Record<string, unknown> = {};
  let body = text;
  const rawDate = match ? /^date:\s*['"]?([^'"\r\n#]*?)['"]?\s*(?:#.*)?$/m.exec(match[1])?.[1] : undefined;
  if (match) {
    const loaded = yaml.load(match[1]);
    if (loaded && typeof loaded === 'object' && !Array.isArray(loaded)) frontMatter = loaded as Record<string, unknown>;
    body = match[2];
  }
  const asString = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  const asList = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : typeof value === 'string'
        ? [value]
        : [];
  return {
    fileName,
    frontMatter,
    body,
    title: asString(frontMatter.title),
    slug: typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
    // YAML rolls an impossible date over (2024-02-30 → 2024-03-01), so check the text as written.
    date: rawDate !== undefined ? normaliseDate(rawDate) : normaliseDate(frontMatter.date),
    authors: asList(frontMatter.authors),
    tags: asList(frontMatter.tags),
    description: asString(frontMatter.description),
  };
}

/** `YYYY-MM-DD` for a YAML date or date string, undefined when missing or invalid. */
export function normaliseDate(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!match) return undefined;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${match[1]}-${match[2]}-${match[3]}`) {
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

/** The version in a `v<semver>` slug, or undefined. */
export function versionOfSlug(slug: string): string | undefined {
  return slug.startsWith('v') && SEMVER.test(slug.slice(1)) ? slug.slice(1) : undefined;
}

/** Why a slug does not fit its feed's naming, or undefined when it does. */
export function slugProblem(slug: string, feed: FeedRules): string | undefined {
  const versioned = versionOfSlug(slug) !== undefined;
  const dated = DATED_SLUG.test(slug) && normaliseDate(slug.slice(0, 10)) !== undefined;
  const named = (feed.namedSlugs ?? []).includes(slug);
  switch (feed.naming) {
    case 'version':
      return versioned ? undefined : `slug "${slug}" must be v<semver>, e.g. v7.4.2`;
    case 'date':
      return dated ? undefined : `slug "${slug}" must be YYYY-MM-DD or YYYY-MM-DD-<n> (n >= 2)`;
    case 'mixed':
      return dated || named
        ? undefined
        : `slug "${slug}" must be YYYY-MM-DD(-n) or one of ${(feed.namedSlugs ?? []).join(', ') || '(no named posts)'}`;
  }
}

/** Compares two semver strings (pre-release lower than release, numeric identifiers numerically). */
export function compareSemver(a: string, b: string): number {
  const split = (v: string) => {
    const [core, pre] = v.split(/-(.*)/s, 2);
    return {core: core.split('.').map(Number), pre: pre ? pre.split('.') : []};
  };
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < 3; i += 1) if (x.core[i] !== y.core[i]) return x.core[i] - y.core[i];
  if (x.pre.length === 0 || y.pre.length === 0) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i += 1) {
    const p = x.pre[i];
    const q = y.pre[i];
    if (p === undefined) return -1;
    if (q === undefined) return 1;
    if (p === q) continue;
    const pn = /^\d+$/.test(p);
    const qn = /^\d+$/.test(q);
    if (pn && qn) return Number(p) - Number(q);
    if (pn !== qn) return pn ? -1 : 1;
    return p < q ? -1 : 1;
  }
  return 0;
}

/**
 * Release order of two versions. Like semver, except that a bare numeric
 * suffix is a package revision published after its release (the Blender
 * add-on's `0.2.1-1` follows `0.2.1`), not a pre-release before it.
 */
export function compareReleaseOrder(a: string, b: string): number {
  const revision = (v: string) => /^(\d+\.\d+\.\d+)-(\d+)$/.exec(v);
  const ra = revision(a);
  const rb = revision(b);
  const coreA = ra ? ra[1] : a;
  const coreB = rb ? rb[1] : b;
  const byCore = compareSemver(coreA, coreB);
  if (byCore !== 0 || (!ra && !rb)) return byCore;
  return (ra ? Number(ra[2]) : 0) - (rb ? Number(rb[2]) : 0);
}

/** Prose blocks of a Markdown fragment, split at blank lines. */
function blocks(markdown: string): string[] {
  return markdown
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

function isProse(block: string): boolean {
  return !/^(#|[-*+]\s|>|\||:::|\d+\.\s|<|```|import\s|export\s)/.test(block);
}

function sentenceCount(text: string): number {
  return text.split(/[.!?](?:\s+|$)/).filter((part) => part.trim() !== '').length;
}

/** Absolute links (`](/path)` and `href="/path"`) without their hash. */
export function absoluteLinks(markdown: string): string[] {
  const links: string[] = [];
  const pattern = /\]\((\/[^)\s#]*)(?:#[^)\s]*)?(?:\s+"[^"]*")?\)|href="(\/[^"#]*)(?:#[^"]*)?"/g;
  for (const match of markdown.matchAll(pattern)) links.push(match[1] ?? match[2]);
  return links;
}

/** Problems of one entry, each prefixed with its file name. */
export function checkReleaseNote(note: ReleaseNote, feed: FeedRules, context: CheckContext): string[] {
  const problems: string[] = [];
  const add = (message: string) => problems.push(`${feed.folder}/${note.fileName}: ${message}`);
  const fm = note.frontMatter;

  if (Object.keys(fm).length === 0) add('no YAML front matter');
  if (!note.title) add('front matter has no "title"');

  // Slug
  if (fm.slug === undefined) add('front matter has no "slug"');
  else if (typeof fm.slug !== 'string') add('"slug" must be a string (quote dates: slug: \'2025-07-01\')');
  else {
    const problem = slugProblem(fm.slug, feed);
    if (problem) add(problem);
  }

  // Date
  if (fm.date === undefined) add('front matter has no "date"');
  else if (!note.date) add(`"date" is not a valid date: ${JSON.stringify(fm.date)}`);
  else {
    const today = (context.today ?? new Date()).toISOString().slice(0, 10);
    if (note.date > today) add(`"date" ${note.date} lies in the future`);
    if (note.slug && DATED_SLUG.test(note.slug) && note.slug.slice(0, 10) !== note.date) {
      add(`dated slug "${note.slug}" does not match "date" ${note.date}`);
    }
  }

  // File name: YYYY-MM-DD-<slug>.md(x)
  const fileMatch = /^(\d{4}-\d{2}-\d{2})-(.+)\.mdx?$/.exec(note.fileName);
  if (!fileMatch) add('file name must be YYYY-MM-DD-<slug>.md');
  else {
    if (note.date && fileMatch[1] !== note.date) add(`file name date ${fileMatch[1]} differs from "date" ${note.date}`);
    if (note.slug && fileMatch[2] !== note.slug)
      add(`file name slug "${fileMatch[2]}" differs from "slug" "${note.slug}"`);
  }

  // Description: one sentence
  if (!note.description) add('front matter has no "description"');
  else {
    if (!/[.!?]$/.test(note.description)) add('"description" must be one full sentence ending with a period');
    if (/[.!?]\s+\S/.test(note.description)) add('"description" must be a single sentence');
    if (note.description.length > 240) add(`"description" is ${note.description.length} characters; keep it under 240`);
  }

  // Authors
  if (note.authors.length === 0) add('front matter has no "authors"');
  for (const author of note.authors) {
    if (!context.authorKeys.has(author)) add(`author "${author}" is not in blog-authors.yml`);
  }

  // Tags
  if (note.tags.length === 0) add('front matter has no "tags"');
  for (const tag of note.tags) if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag)) add(`tag "${tag}" must be kebab-case`);

  // Body: summary, marker, sections
  const markerMatch = TRUNCATE_MARKER.exec(note.body);
  const above = markerMatch ? note.body.slice(0, markerMatch.index) : '';
  const below = markerMatch ? note.body.slice(markerMatch.index + markerMatch[0].length) : note.body;
  if (markerMatch) {
    const summary = blocks(above);
    if (summary.length === 0) add('no summary paragraph above the truncation marker');
    else if (summary.length > 1 || !isProse(summary[0])) {
      add('the text above the truncation marker must be exactly one prose paragraph');
    } else {
      const words = summary[0].split(/\s+/).length;
      if (words < 15) add(`summary paragraph has ${words} words; say what changed and who it affects`);
      if (sentenceCount(summary[0]) > 4) add('summary paragraph has more than four sentences');
    }
  }
  if (/^#\s/m.test(note.body)) add('no h1 in the body: the title is the page heading');
  const headings = [...below.matchAll(/^##\s+(.+?)\s*$/gm)].map((match) => match[1]);
  // A release with nothing confirmed beyond its schema may have only a Compatibility section.
  if (headings.length === 0) add(`no section below the marker; use h2 ${SECTION_TITLES.join(' / ')}`);
  for (const heading of headings) {
    if (![...SECTION_TITLES, ...OTHER_SECTION_TITLES].includes(heading)) add(`unexpected section "## ${heading}"`);
  }
  const sections = below.split(/^##\s+.*$/m).slice(1);
  sections.forEach((section, index) => {
    if (section.trim() === '') add(`section "## ${headings[index]}" is empty`);
  });

  // Text and links
  for (const link of absoluteLinks(note.body)) {
    const route = link.length > 1 ? link.replace(/\/$/, '') : link;
    if (!context.knownRoutes.has(route))
      add(`link to ${link} is not a route of the site (routes.txt or a release page)`);
  }

  // Feed-specific: a 3D Processor release names and links its settings schema.
  if (feed.id === '3d-processor-updates' && note.slug) {
    const version = versionOfSlug(note.slug);
    const schema = version ? schemaForEngine(version) : undefined;
    if (version && !schema) add(`no settings schema is known for 3D Processor ${version}`);
    const released = version ? releasedOn(version) : undefined;
    if (released && note.date && note.date !== released) {
      add(`"date" ${note.date} differs from the release date ${released} in src/data/releases.ts`);
    }
    if (schema) {
      if (!absoluteLinks(note.body).includes(schemaPageRoute(schema))) add(`must link ${schemaPageRoute(schema)}`);
      if (!new RegExp(`schema v${schema.replace('.', '\\.')}\\b`).test(note.body)) add(`must name "schema v${schema}"`);
    }
    if (version && context.settingsChanges) {
      const expected = context.settingsChanges(version);
      const actual = settingsChangesSection(note.body);
      if (expected && actual !== expected) {
        add(`the "${SETTINGS_CHANGES_TITLE}" section must be the schema diff, exactly:\n${expected}`);
      } else if (!expected && actual) {
        add(`reads the same schema as the release before it, so it has no "${SETTINGS_CHANGES_TITLE}" section`);
      }
    }
  }
  return problems;
}

/** Problems across one feed's entries: duplicate slugs, release order, dated-slug numbering. */
export function checkFeedEntries(notes: readonly ReleaseNote[], feed: FeedRules): string[] {
  const problems: string[] = [];
  const bySlug = new Map<string, string>();
  for (const note of notes) {
    if (!note.slug) continue;
    const previous = bySlug.get(note.slug);
    if (previous) problems.push(`${feed.folder}: slug "${note.slug}" is used by ${previous} and ${note.fileName}`);
    bySlug.set(note.slug, note.fileName);
  }
  // A newer version is never dated before an older one.
  const versioned = notes
    .filter((note) => note.slug && note.date && versionOfSlug(note.slug))
    .sort((a, b) => compareReleaseOrder(versionOfSlug(a.slug!)!, versionOfSlug(b.slug!)!));
  for (let i = 1; i < versioned.length; i += 1) {
    if (versioned[i].date! < versioned[i - 1].date!) {
      problems.push(
        `${feed.folder}: ${versioned[i].slug} (${versioned[i].date}) is dated before ${versioned[i - 1].slug} (${versioned[i - 1].date})`,
      );
    }
  }
  // `2024-05-14-3` needs `2024-05-14` and `2024-05-14-2`.
  for (const note of notes) {
    const match = note.slug ? DATED_SLUG.exec(note.slug) : null;
    if (!match || !match[2]) continue;
    for (let n = 1; n < Number(match[2]); n += 1) {
      const needed = n === 1 ? match[1] : `${match[1]}-${n}`;
      if (!bySlug.has(needed)) problems.push(`${feed.folder}: ${note.slug} needs an earlier release named ${needed}`);
    }
  }
  return problems;
}

/** Post files of a feed folder, sorted by name. */
export function postFiles(rootDir: string, feed: Pick<FeedRules, 'folder'>): string[] {
  const dir = path.join(rootDir, feed.folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_'))
    .sort();
}

export function loadFeed(rootDir: string, feed: Pick<FeedRules, 'folder'>): ReleaseNote[] {
  return postFiles(rootDir, feed).map((name) =>
    parseReleaseNote(fs.readFileSync(path.join(rootDir, feed.folder, name), 'utf8'), name),
  );
}

export function readAuthorKeys(file: string): Set<string> {
  const loaded = yaml.load(fs.readFileSync(file, 'utf8'));
  return new Set(loaded && typeof loaded === 'object' ? Object.keys(loaded) : []);
}

export function readRoutes(file: string): Set<string> {
  return new Set(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** The page of every entry of every feed, `/<route>/<slug>`. */
export function postRoutes(rootDir: string, feeds: readonly FeedRules[]): string[] {
  return feeds.flatMap((feed) =>
    loadFeed(rootDir, feed)
      .filter((note) => note.slug)
      .map((note) => `/${feed.route}/${note.slug}`),
  );
}

/** The entries with the latest front-matter date (several when released on the same day). */
export function newestEntries(notes: readonly ReleaseNote[]): ReleaseNote[] {
  const dated = notes.filter((note) => note.date);
  const latest = dated.reduce<string>((max, note) => (note.date! > max ? note.date! : max), '');
  return dated.filter((note) => note.date === latest);
}

/** Every problem of every feed; empty when all entries pass. */
export function checkAllFeeds(
  rootDir: string,
  feeds: readonly FeedRules[],
  routesFile: string,
  today?: Date,
): string[] {
  const context: CheckContext = {
    authorKeys: readAuthorKeys(path.join(rootDir, 'blog-authors.yml')),
    knownRoutes: new Set([...readRoutes(routesFile), ...postRoutes(rootDir, feeds)]),
    today,
    settingsChanges: (version) => settingsChangesFor(rootDir, version),
  };
  return feeds.flatMap((feed) => {
    const notes = loadFeed(rootDir, feed);
    return [...notes.flatMap((note) => checkReleaseNote(note, feed, context)), ...checkFeedEntries(notes, feed)];
  });
}
