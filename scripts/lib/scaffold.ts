/**
 * Scaffolds for writers: a release note in a feed folder (`npm run new:release`) and a doc page
 * (`npm run new:doc`). Every function takes the repository root so tests can run in a temp dir.
 *
 * Both refuse bad input with a ScaffoldError before anything is written, and never overwrite a file.
 * The release note is planned with the rules of scripts/lib/release-notes.ts, so the same check that
 * `npm run lint` and the unit tests run accepts it once the summary, description and sections are written.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  checkFeedEntries,
  loadFeed,
  normaliseDate,
  parseReleaseNote,
  readAuthorKeys,
  SECTION_TITLES,
  slugProblem,
  versionOfSlug,
  type FeedRules,
  type ReleaseNote,
} from './release-notes';
import {schemaForEngine, schemaPageRoute} from '../../src/data/releases';

/** Refused input. The message says what is wrong and what would be accepted. */
export class ScaffoldError extends Error {
  override name = 'ScaffoldError';
}

/** A file a scaffold wrote, and what the writer needs to know next. */
export interface Scaffolded {
  /** Path relative to the root, with forward slashes. */
  file: string;
  content: string;
  /** Lines to print: where the page appears, what to fill in. */
  notes: string[];
}

/** What the release scaffold needs to know about a feed (a subset of `Feed` in config/feeds.ts). */
export interface ScaffoldFeed extends FeedRules {
  title: string;
  product: string;
}

const posix = (file: string) => file.split(path.sep).join('/');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function writeNew(root: string, file: string, content: string): void {
  const absolute = path.join(root, file);
  fs.mkdirSync(path.dirname(absolute), {recursive: true});
  try {
    // `wx` fails instead of overwriting, even if the file appeared after the checks.
    fs.writeFileSync(absolute, content, {flag: 'wx'});
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ScaffoldError(`${file} already exists`);
    throw error;
  }
}

/** A YAML scalar that stays a string: dates and versions are quoted where YAML would retype them. */
function yamlString(value: string): string {
  if (value === '') return "''";
  if (/^(true|false|null|~)$/i.test(value)) return `'${value}'`;
  if (/^[\w][\w .,()/+-]*$/.test(value) && !/^\d{4}-\d{2}-\d{2}/.test(value) && !/^[\d.]+$/.test(value)) {
    return /[:#]|\s$/.test(value) ? JSON.stringify(value) : value;
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/** `[a, b]` in YAML flow style, quoting items that need it. */
const yamlList = (items: readonly string[]) => `[${items.map(yamlString).join(', ')}]`;

/** The most frequent value (ties: the one seen first), or undefined for an empty list. */
function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}

// ---------------------------------------------------------------------------------------------
// Release notes
// ---------------------------------------------------------------------------------------------

export interface ReleaseOptions {
  /** Feed route or id, e.g. `3d-processor-updates`. */
  feed: string;
  /** `7.4.3` / `v7.4.3` for versioned feeds, `2025-05-20` (or `2025-05-20-2`) for dated ones. */
  release: string;
  /** Release day for versioned feeds (default: today, UTC). */
  date?: string;
  /** Title; versioned feeds derive it from earlier entries ("3D Processor 7.4.3"). */
  title?: string;
  /** Author keys of blog-authors.yml; default: the feed's usual author. */
  authors?: string[];
  /** "Today" for the future-date rule; tests pass a fixed day. */
  today?: Date;
}

export function findFeed<F extends ScaffoldFeed>(name: string, feeds: readonly F[]): F {
  const feed = feeds.find((candidate) => candidate.route === name || candidate.id === name);
  if (!feed) {
    throw new ScaffoldError(`unknown feed "${name}". Known feeds: ${feeds.map((f) => f.route).join(', ')}`);
  }
  return feed;
}

/** Slug and date of the new entry, or a ScaffoldError saying why the input does not fit the feed. */
function releaseIdentity(feed: ScaffoldFeed, options: ReleaseOptions): {slug: string; date: string} {
  const today = isoDay(options.today ?? new Date());
  const input = options.release.trim();
  if (feed.naming === 'version') {
    const slug = input.startsWith('v') ? input : `v${input}`;
    if (!versionOfSlug(slug)) {
      throw new ScaffoldError(`"${input}" is not a version; ${feed.route} names releases by version, e.g. 7.4.3`);
    }
    const date = options.date === undefined ? today : normaliseDate(options.date);
    if (!date) throw new ScaffoldError(`--date "${options.date}" is not a valid date (YYYY-MM-DD)`);
    if (date > today)
      throw new ScaffoldError(`--date ${date} lies in the future; release notes are dated on release day`);
    return {slug, date};
  }
  if (versionOfSlug(input.startsWith('v') ? input : `v${input}`)) {
    throw new ScaffoldError(`${feed.route} names releases by date (YYYY-MM-DD), not by version: "${input}"`);
  }
  const problem = slugProblem(input, {...feed, namedSlugs: []});
  if (problem || !normaliseDate(input.slice(0, 10))) {
    throw new ScaffoldError(
      `"${input}" is not a valid release date for ${feed.route}; use YYYY-MM-DD, or YYYY-MM-DD-2 for a second release that day`,
    );
  }
  const date = input.slice(0, 10);
  if (options.date !== undefined && normaliseDate(options.date) !== date) {
    throw new ScaffoldError(`--date ${options.date} differs from the release date ${date}`);
  }
  if (date > today) throw new ScaffoldError(`${date} lies in the future; release notes are dated on release day`);
  return {slug: input, date};
}

/** Plans a release note without writing it: the file name, front matter and skeleton. */
export function planRelease(root: string, feeds: readonly ScaffoldFeed[], options: ReleaseOptions): Scaffolded {
  const feed = findFeed(options.feed, feeds);
  const {slug, date} = releaseIdentity(feed, options);
  const existing = loadFeed(root, feed);

  const taken = existing.find((note) => note.slug === slug);
  if (taken) {
    const next = /^\d{4}-\d{2}-\d{2}$/.test(slug) ? ` For a second release that day use ${slug}-2.` : '';
    throw new ScaffoldError(`${feed.folder} already has a release "${slug}" (${taken.fileName}).${next}`);
  }
  const dated = /^(\d{4}-\d{2}-\d{2})-(\d+)$/.exec(slug);
  if (dated && dated[2] === '1') throw new ScaffoldError(`the first release of a day is ${dated[1]}, not ${slug}`);

  const version = versionOfSlug(slug);
  const schema = feed.id === '3d-processor-updates' && version ? schemaForEngine(version) : undefined;
  if (feed.id === '3d-processor-updates' && version && !schema) {
    throw new ScaffoldError(
      `no settings schema is known for 3D Processor ${version}; add it to engineReleases in src/data/releases.ts first`,
    );
  }

  const authorKeys = readAuthorKeys(path.join(root, 'blog-authors.yml'));
  const authors = options.authors?.length
    ? options.authors
    : [mostCommon(existing.flatMap((note) => note.authors.slice(0, 1))) ?? [...authorKeys][0]].filter(
        (key): key is string => Boolean(key),
      );
  const unknownAuthors = authors.filter((key) => !authorKeys.has(key));
  if (authors.length === 0 || unknownAuthors.length > 0) {
    throw new ScaffoldError(
      `unknown author(s) ${unknownAuthors.join(', ') || '(none)'}; use keys of blog-authors.yml: ${[...authorKeys].join(', ')}`,
    );
  }

  const title = options.title?.trim() || (version ? versionedTitle(feed, existing, version) : '');
  const productTag = mostCommon(existing.flatMap((note) => note.tags.slice(0, 1))) ?? kebab(feed.product);
  const fileName = `${date}-${slug}.md`;
  const file = `${feed.folder}/${fileName}`;

  const frontMatter = [
    `title: ${yamlString(title)}`,
    `slug: ${yamlString(slug)}`,
    `date: ${date}`,
    `authors: ${yamlList(authors)}`,
    `tags: ${yamlList([productTag])}`,
    `keywords: ${yamlList([title || feed.product])}`,
    `description: ''`,
  ];
  const sections = SECTION_TITLES.map((section) => `## ${section}\n`);
  if (schema) {
    sections.push(
      `## Compatibility\n\n- Reads settings schema v${schema}: see [3D Processing schema v${schema}](${schemaPageRoute(schema)}).\n`,
    );
  }
  const content = [
    '---',
    ...frontMatter,
    '---',
    '',
    '<!-- One paragraph (15 words or more, at most four sentences): what changed and who it affects. Replace this comment. -->',
    '',
    '<!-- truncate -->',
    '',
    sections.join('\n'),
  ].join('\n');

  // The new entry must not break the feed: release order, dated-slug numbering.
  const planned = parseReleaseNote(content, fileName);
  const before = new Set(checkFeedEntries(existing, feed));
  const introduced = checkFeedEntries([...existing, planned], feed).filter((problem) => !before.has(problem));
  if (introduced.length > 0) throw new ScaffoldError(introduced.join('\n'));

  const toFill = [
    ...(title ? [] : ['"title" (a short headline of the release)']),
    '"description" (one sentence, used for search and social cards)',
    'the summary paragraph in place of the comment above <!-- truncate -->',
    `the sections ${SECTION_TITLES.join(', ')}: write items or delete the sections that do not apply`,
    'more tags (kebab-case) if useful',
  ];
  return {
    file,
    content,
    notes: [
      `Feed: ${feed.title} (/${feed.route}), page /${feed.route}/${slug}`,
      'Fill in:',
      ...toFill.map((item) => `  - ${item}`),
      'Then check it: npm run lint -- releases md spell',
    ],
  };
}

/** "3D Processor 7.4.3", following the feed's latest versioned title ("RapidPipeline for Maya 1.1.1"). */
function versionedTitle(feed: ScaffoldFeed, existing: readonly ReleaseNote[], version: string): string {
  const latest = [...existing]
    .filter(
      (note) => note.title && note.slug && versionOfSlug(note.slug) && note.title.endsWith(versionOfSlug(note.slug)!),
    )
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''))
    .pop();
  const prefix = latest ? latest.title!.slice(0, -versionOfSlug(latest.slug!)!.length).trimEnd() : feed.product;
  return `${prefix} ${version}`;
}

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function createRelease(root: string, feeds: readonly ScaffoldFeed[], options: ReleaseOptions): Scaffolded {
  const plan = planRelease(root, feeds, options);
  writeNew(root, plan.file, plan.content);
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Doc pages
// ---------------------------------------------------------------------------------------------

/** A folder of docs/ that a sidebar generates its items from. */
export interface SidebarRoot {
  sidebarId: string;
  /** Folder under docs/, e.g. `integrations`. */
  dirName: string;
  /** Label of the category that holds the folder's items, when the sidebar wraps it in one. */
  categoryLabel?: string;
}

interface SidebarItemLike {
  type?: string;
  label?: string;
  dirName?: string;
  items?: unknown;
}

/**
 * The autogenerated folders of each sidebar, read from the sidebars config (sidebars.ts) so that
 * this scaffold follows it. Sidebars without an autogenerated folder (the generated API sidebars)
 * are not offered: their pages come from api-specs/.
 */
export function sidebarRoots(sidebars: Record<string, unknown>): SidebarRoot[] {
  const roots: SidebarRoot[] = [];
  const walk = (sidebarId: string, items: unknown, categoryLabel?: string) => {
    if (!Array.isArray(items)) return;
    for (const raw of items as SidebarItemLike[]) {
      if (!raw || typeof raw !== 'object') continue;
      if (raw.type === 'autogenerated' && typeof raw.dirName === 'string') {
        roots.push({sidebarId, dirName: raw.dirName, categoryLabel});
      } else if (raw.type === 'category') walk(sidebarId, raw.items, raw.label);
    }
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) walk(sidebarId, items);
  return roots;
}

/** Other names writers use for a sidebar. */
const SIDEBAR_ALIASES: Record<string, string> = {reference: 'referenceDocs', tutorial: 'tutorials'};

export type PageKind = 'tutorial' | 'reference' | 'explanation';

export interface DocOptions {
  /** Sidebar id (`tutorials`, `referenceDocs`) or alias (`reference`). */
  sidebar: string;
  /** Path under docs/, with or without extension: `integrations/blender-plugin`. */
  docPath: string;
  title: string;
  /** MDX (for components such as tabs); default Markdown. */
  mdx?: boolean;
  /** Explicit sidebar_position; default: after the last page of the folder. */
  position?: number;
  kind?: PageKind;
}

/** A file or folder name that becomes part of a URL: lowercase words joined by hyphens; dots only in versions. */
const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:-v\d+(?:\.\d+)*)?$/;
/** Folder names: the site's folders mix kebab-case and camelCase (`componentDocs`, `3dProcessor-Tutorials`). */
const FOLDER_SEGMENT = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
/** Docusaurus strips number prefixes such as `01-` from file names, which would change the URL. */
const NUMBER_PREFIX = /^\d+[-_.]/;

function frontMatterOf(file: string): Record<string, string> {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const fields: Record<string, string> = {};
  for (const line of match ? match[1].split(/\r?\n/) : []) {
    const field = /^([A-Za-z_]+):\s*(.*?)\s*$/.exec(line);
    if (field) fields[field[1]] = field[2].replace(/^['"]|['"]$/g, '');
  }
  return fields;
}

interface Sibling {
  name: string;
  label: string;
  position?: number;
}

/** Docs and sub-folders of a docs folder, with their sidebar positions, in sidebar order. */
function siblingsOf(dir: string): Sibling[] {
  if (!fs.existsSync(dir)) return [];
  const items: Sibling[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      const category = path.join(dir, entry.name, '_category_.json');
      let label = entry.name;
      let position: number | undefined;
      if (fs.existsSync(category)) {
        const parsed = JSON.parse(fs.readFileSync(category, 'utf8')) as {label?: string; position?: number};
        label = parsed.label ?? label;
        position = typeof parsed.position === 'number' ? parsed.position : undefined;
      }
      items.push({name: `${entry.name}/`, label, position});
    } else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
      const fields = frontMatterOf(path.join(dir, entry.name));
      const position = fields.sidebar_position === undefined ? undefined : Number(fields.sidebar_position);
      items.push({
        name: entry.name,
        label: fields.sidebar_label || fields.title || entry.name,
        position: Number.isFinite(position) ? position : undefined,
      });
    }
  }
  return items.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.name.localeCompare(b.name));
}

const DOC_SECTIONS: Record<PageKind, string[]> = {
  tutorial: ['Before you begin', 'Steps', 'Result', 'Troubleshooting', 'Next steps'],
  reference: ['Examples', 'Related pages'],
  explanation: ['How it works', 'Next steps'],
};

export function planDoc(root: string, sidebars: Record<string, unknown>, options: DocOptions): Scaffolded {
  const roots = sidebarRoots(sidebars);
  const sidebarIds = [...new Set(roots.map((r) => r.sidebarId))];
  const wanted = SIDEBAR_ALIASES[options.sidebar] ?? options.sidebar;
  const sidebarId = sidebarIds.find((id) => id.toLowerCase() === wanted.toLowerCase());
  if (!sidebarId) {
    const generated = Object.keys(sidebars).filter((id) => !sidebarIds.includes(id));
    const hint = generated.includes(wanted) ? ` "${wanted}" is generated from api-specs/; edit the spec instead.` : '';
    throw new ScaffoldError(
      `unknown sidebar "${options.sidebar}". Sidebars with pages: ${sidebarIds.join(', ')}.${hint}`,
    );
  }
  const folders = roots.filter((r) => r.sidebarId === sidebarId);

  const title = options.title.trim();
  if (!title) throw new ScaffoldError('the title is empty');
  if (/[\r\n]/.test(title) || title.startsWith('#'))
    throw new ScaffoldError('the title is one line of text, without "#"');
  if (title.length > 90) throw new ScaffoldError(`the title has ${title.length} characters; keep it under 90`);

  const cleaned = options.docPath
    .trim()
    .replace(/\\/g, '/')
    .replace(/^\.?\/+/, '')
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '');
  let segments = cleaned.split('/').filter(Boolean);
  if (segments.length === 0) throw new ScaffoldError('the path is empty');
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    throw new ScaffoldError(`"${options.docPath}" leaves the docs folder`);
  }
  let rootFolder = folders.find((folder) => folder.dirName === segments[0]);
  if (!rootFolder && folders.length === 1) {
    rootFolder = folders[0];
    segments = [rootFolder.dirName, ...segments];
  }
  if (!rootFolder) {
    throw new ScaffoldError(
      `"${options.docPath}" is not in the ${sidebarId} sidebar; start the path with one of: ${folders.map((f) => f.dirName).join(', ')}`,
    );
  }
  if (segments[0] === 'api' || segments.length < 2) {
    throw new ScaffoldError(`"${options.docPath}" needs a file name below ${rootFolder.dirName}/`);
  }
  const fileId = segments[segments.length - 1];
  if (!SLUG_SEGMENT.test(fileId) || NUMBER_PREFIX.test(fileId)) {
    throw new ScaffoldError(
      `"${fileId}" is not a valid page slug: use lowercase words joined by hyphens (e.g. blender-plugin-setup), no number prefix`,
    );
  }
  // Existing folders keep their names; a new folder is letters and digits joined by hyphens, like the others.
  const folderSegments = segments.slice(0, -1);
  const missing: string[] = [];
  for (let i = 1; i <= folderSegments.length; i += 1) {
    const dir = path.join(root, 'docs', ...folderSegments.slice(0, i));
    if (fs.existsSync(dir)) continue;
    const name = folderSegments[i - 1];
    if (!FOLDER_SEGMENT.test(name) || NUMBER_PREFIX.test(name)) {
      throw new ScaffoldError(
        `new folder "${name}" is not a valid URL segment: use letters and digits joined by hyphens, no number prefix`,
      );
    }
    missing.push(folderSegments.slice(0, i).join('/'));
  }
  const folderDir = path.join(root, 'docs', ...folderSegments);
  for (const extension of ['md', 'mdx']) {
    const clash = path.join(folderDir, `${fileId}.${extension}`);
    if (fs.existsSync(clash))
      throw new ScaffoldError(`docs/${[...folderSegments, fileId].join('/')}.${extension} already exists`);
  }

  const siblings = siblingsOf(folderDir);
  const highest = siblings.reduce((max, sibling) => Math.max(max, sibling.position ?? 0), 0);
  const position = options.position ?? Math.floor(highest) + 1;
  if (!Number.isFinite(position) || position < 0) throw new ScaffoldError(`position must be a number ≥ 0`);

  const kind: PageKind =
    options.kind ??
    (rootFolder.dirName === 'componentDocs'
      ? 'reference'
      : fileId.includes('introduction')
        ? 'explanation'
        : 'tutorial');
  const extension = options.mdx ? 'mdx' : 'md';
  const file = posix(path.join('docs', ...folderSegments, `${fileId}.${extension}`));
  const content = [
    '---',
    `title: ${yamlString(title)}`,
    ...(title.length > 30 ? [] : [`sidebar_label: ${yamlString(title)}`]),
    `sidebar_position: ${position}`,
    `description: ''`,
    'keywords: []',
    '---',
    '',
    ...(options.mdx ? ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", ''] : []),
    `# ${title}`,
    '',
    ...DOC_SECTIONS[kind].flatMap((section) => [`## ${section}`, '']),
  ].join('\n');

  // Where it appears: sidebar, category chain, neighbours.
  const categoryChain = rootFolder.categoryLabel ? [rootFolder.categoryLabel] : [];
  for (let i = 1; i < folderSegments.length; i += 1) {
    const category = path.join(root, 'docs', ...folderSegments.slice(0, i + 1), '_category_.json');
    const label = fs.existsSync(category)
      ? ((JSON.parse(fs.readFileSync(category, 'utf8')) as {label?: string}).label ?? folderSegments[i])
      : folderSegments[i];
    categoryChain.push(label);
  }
  const before = [...siblings].reverse().find((sibling) => (sibling.position ?? Infinity) <= position);
  const after = siblings.find((sibling) => (sibling.position ?? Infinity) > position);
  const route = `/docs/${[...folderSegments, fileId].join('/')}`;
  const notes = [
    `Sidebar: ${[`${sidebarId} sidebar`, ...categoryChain].join(' › ')}, sidebar_position ${position}` +
      (before ? `, after "${before.label}" (${before.position})` : '') +
      (after ? `, before "${after.label}" (${after.position})` : ''),
    `URL: ${route}`,
    'The sidebar is generated from the folders (sidebars.ts): nothing to add there; change sidebar_position to move the page.',
  ];
  for (const dir of missing) {
    const parentSiblings = siblingsOf(path.join(root, 'docs', path.dirname(dir)));
    const next = Math.floor(parentSiblings.reduce((max, s) => Math.max(max, s.position ?? 0), 0)) + 1;
    notes.push(
      `New folder docs/${dir}/: create docs/${dir}/_category_.json with {"label": "<label shown in the sidebar>", "position": ${next}}`,
    );
  }
  notes.push(
    'Fill in: "description" (one sentence) and "keywords" in the front matter, then the sections' +
      (title.length > 30 ? '; add a shorter "sidebar_label" for this long title' : ''),
    `Then check it: npm run lint -- md spell`,
  );
  return {file, content, notes};
}

export function createDoc(root: string, sidebars: Record<string, unknown>, options: DocOptions): Scaffolded {
  const plan = planDoc(root, sidebars, options);
  writeNew(root, plan.file, plan.content);
  return plan;
}

/**
 * Runs a scaffold command: prints what it created (or would create, with --dry-run),
 * and turns a refusal into a one-line message and exit code 1, with nothing written.
 */
export function runScaffoldCommand(name: string, scaffold: () => {result: Scaffolded; dryRun: boolean} | void): void {
  try {
    const outcome = scaffold();
    if (!outcome) return;
    const {result, dryRun} = outcome;
    if (dryRun) console.log(`Would create ${result.file}:\n\n${result.content}`);
    else console.log(`Created ${result.file}`);
    for (const note of result.notes) console.log(note);
  } catch (error) {
    if (error instanceof ScaffoldError || (error as {code?: string}).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${name}: ${(error as Error).message}\nNothing was written.`);
      process.exit(1);
    }
    throw error;
  }
}
