/**
 * Content rules no linter covers, for hand-written pages (docs/ without docs/api/, and blog-<feed>/): a word minimum
 * per kind of page, alt text on JSX images, admonition titles in brackets, MDX pages compiled as MDX, and no
 * placeholder text (phrases such as "coming soon", which cspell's word list cannot express). Fence languages are
 * markdownlint's rule (MD040); marketing adjectives cspell's (flagWords).
 */
import fs from 'node:fs';
import path from 'node:path';

export type PageKind = 'tutorial' | 'introduction' | 'reference' | 'doc' | 'release-note';
export type RuleId = 'min-words' | 'image-alt' | 'admonition-title' | 'mdx-syntax' | 'placeholder';

export interface Violation {
  /** Path as given to the checker (relative to the site root when scanning the site). */
  file: string;
  /** 1-based line number. */
  line: number;
  rule: RuleId;
  message: string;
}

export interface PageReport {
  file: string;
  kind: PageKind;
  words: number;
  violations: Violation[];
}

/** Minimum word count per kind of page; null means the word rule does not apply. */
export const MIN_WORDS: Readonly<Record<PageKind, number | null>> = {
  tutorial: 400,
  introduction: 150,
  reference: 250,
  doc: null,
  'release-note': null,
};

/** Folders whose pages are tutorials (relative to docs/). */
export const TUTORIAL_FOLDERS = ['rapidpipeline-cloud-tutorials', '3dProcessor-Tutorials', 'integrations'] as const;

const CONTENT_EXTENSIONS = new Set(['.md', '.mdx']);

/** Text that stands in for content not written yet; the acronyms count only in capitals. */
const PLACEHOLDERS = [
  /\b(?:lorem|ipsum|coming soon|under construction|to be (?:announced|decided|written))\b/gi,
  /\b(?:TBD|TODO|FIXME|XXX)\b/g,
];

/**
 * Decides what kind of page a file is from its path relative to the site root
 * (forward or backward slashes). Returns null for files the checker ignores:
 * generated API pages, non-Markdown files and anything outside docs/ and blog-*.
 */
export function classifyPage(relativePath: string): PageKind | null {
  const rel = relativePath.split(path.sep).join('/').replace(/^\.\//, '');
  if (!CONTENT_EXTENSIONS.has(path.posix.extname(rel))) return null;
  const parts = rel.split('/');
  if (/^blog-[^/]+$/.test(parts[0] ?? '') && parts.length > 1) return 'release-note';
  if (parts[0] !== 'docs' || parts.length < 2) return null;
  if (parts[1] === 'api') return null;
  const base = path.posix.basename(rel).replace(/\.mdx?$/, '');
  // Docusaurus partials (_file.mdx, _folder/...) are not pages of their own.
  const isPartial = parts.slice(1).some((part) => part.startsWith('_'));
  if (isPartial) return 'doc';
  if ((TUTORIAL_FOLDERS as readonly string[]).includes(parts[1] ?? '') && parts.length > 2) {
    return base.startsWith('introduction') ? 'introduction' : 'tutorial';
  }
  if (parts[1] === 'componentDocs' && parts.length > 2) return 'reference';
  return 'doc';
}

// ---------------------------------------------------------------------------
// Parsing helpers

interface Scanned {
  /** The page with front matter, fenced code and comments replaced by spaces (newlines kept). */
  prose: string;
}

const FENCE_OPEN = /^([ \t]*(?:>[ \t]*)*)(`{3,}|~{3,})(.*)$/;

/** Replaces every character except newlines by a space, so offsets and line numbers survive. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

function scanStructure(text: string): Scanned {
  const lines = text.split('\n');
  const out: string[] = [];
  let i = 0;

  // Front matter: only when the very first line is ---.
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
    if (end > 0) {
      for (; i <= end; i++) out.push(blank(lines[i] ?? ''));
    }
  }

  let open: {char: string; length: number} | null = null;
  for (; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (open) {
      const close = line.match(/^[ \t]*(?:>[ \t]*)*(`{3,}|~{3,})[ \t]*$/);
      if (close && close[1]![0] === open.char && close[1]!.length >= open.length) open = null;
      out.push(blank(line));
      continue;
    }
    const match = line.match(FENCE_OPEN);
    if (match && !(match[2]![0] === '`' && match[3]!.includes('`'))) {
      open = {char: match[2]![0]!, length: match[2]!.length};
      out.push(blank(line));
      continue;
    }
    out.push(line);
  }

  let prose = out.join('\n');
  // HTML comments (.md) and MDX comments, possibly spanning lines.
  prose = prose.replace(/<!--[\s\S]*?-->/g, blank).replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
  return {prose};
}

/** Neutralises inline code spans: keeps their words, removes characters that look like markup. */
function neutraliseInlineCode(prose: string): string {
  return prose.replace(/(`+)([^`\n]|[^`\n][\s\S]*?[^`\n]|[^`\n])\1(?!`)/g, (span) =>
    span.replace(/[`<>{}[\]()!*_|]/g, ' '),
  );
}

/** Blanks MDX import/export statements (ESM), which may span several lines. */
function blankEsm(prose: string): string {
  const lines = prose.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^(import|export)\s/.test(lines[i] ?? '')) continue;
    let j = i;
    let depth = 0;
    for (; j < lines.length; j++) {
      const current = lines[j] ?? '';
      for (const ch of current) {
        if (ch === '{' || ch === '(' || ch === '[') depth++;
        else if (ch === '}' || ch === ')' || ch === ']') depth--;
      }
      const complete =
        /;\s*$/.test(current) ||
        /\bfrom\s+['"][^'"]+['"]\s*$/.test(current) ||
        /^import\s+['"][^'"]+['"]\s*$/.test(current);
      const nextIsBlank = (lines[j + 1] ?? '').trim() === '';
      if (depth <= 0 && (complete || nextIsBlank)) break;
    }
    for (let k = i; k <= Math.min(j, lines.length - 1); k++) lines[k] = blank(lines[k] ?? '');
    i = j;
  }
  return lines.join('\n');
}

interface Tag {
  name: string;
  attributes: string;
  start: number;
  end: number;
  closing: boolean;
}

/** Finds JSX/HTML tags, honouring quotes and {expressions} inside attributes. */
function findTags(prose: string): Tag[] {
  const tags: Tag[] = [];
  const opener = /<(\/?)([A-Za-z][\w.:-]*)(?=[\s/>])|<(\/?)>/g;
  let match: RegExpExecArray | null;
  while ((match = opener.exec(prose)) !== null) {
    const start = match.index;
    let i = start + match[0].length;
    let depth = 0;
    let quote: string | null = null;
    for (; i < prose.length; i++) {
      const ch = prose[i]!;
      if (quote) {
        if (ch === '\\') i++;
        else if (ch === quote) quote = null;
        continue;
      }
      if (ch === '"' || ch === "'" || (ch === '`' && depth > 0)) quote = ch;
      else if (ch === '{') depth++;
      else if (ch === '}') depth = Math.max(0, depth - 1);
      else if (ch === '>' && depth === 0) break;
    }
    if (i >= prose.length) continue; // not a tag after all (an unmatched <)
    const name = match[2] ?? '';
    tags.push({
      name,
      attributes: prose.slice(start + match[0].length, i).replace(/\/\s*$/, ''),
      start,
      end: i + 1,
      closing: Boolean(match[1] || match[3]),
    });
    opener.lastIndex = i + 1;
  }
  return tags;
}

/** Reads the value of attribute `name` from a tag's attribute text; undefined when absent. */
export function readAttribute(attributes: string, name: string): string | undefined {
  const re = new RegExp(`(?:^|\\s)${name}(?=[\\s=/>]|$)(\\s*=\\s*)?`, 'g');
  const match = re.exec(attributes);
  if (!match) return undefined;
  if (!match[1]) return ''; // boolean attribute: no value
  let i = match.index + match[0].length;
  const first = attributes[i];
  if (first === '"' || first === "'") {
    const end = attributes.indexOf(first, i + 1);
    return attributes.slice(i + 1, end === -1 ? undefined : end);
  }
  if (first === '{') {
    let depth = 0;
    const from = i;
    for (; i < attributes.length; i++) {
      if (attributes[i] === '{') depth++;
      else if (attributes[i] === '}' && --depth === 0) break;
    }
    const expression = attributes.slice(from + 1, i).trim();
    // A string literal in braces: use its content; any other expression counts as text.
    const literal = expression.match(/^(["'`])([\s\S]*)\1$/);
    return literal ? literal[2]! : expression;
  }
  const bare = attributes.slice(i).match(/^[^\s>]*/);
  return bare ? bare[0] : '';
}

/** Tag names that render an image: the defaults plus whatever the page imports the image components as. */
function imageTagNames(text: string): Set<string> {
  const names = new Set(['img', 'IdealImage', 'ThemedImage']);
  const imports = /import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]@theme\/(IdealImage|ThemedImage)['"]/g;
  let match: RegExpExecArray | null;
  while ((match = imports.exec(text)) !== null) names.add(match[1]!);
  return names;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

// ---------------------------------------------------------------------------
// Words

interface Analysis {
  /** Prose without front matter, code, comments and ESM; inline code neutralised. Offsets match the file. */
  structural: string;
  tags: Tag[];
  /** What a reader sees, for counting words. */
  readable: string;
}

function analyse(text: string, mdx: boolean): Analysis {
  const {prose} = scanStructure(text);
  const structural = neutraliseInlineCode(blankEsm(prose));
  const tags = findTags(structural);
  let readable = structural;
  for (const tag of tags) {
    readable = readable.slice(0, tag.start) + blank(readable.slice(tag.start, tag.end)) + readable.slice(tag.end);
  }
  if (mdx) {
    // Remaining {expressions} in MDX prose are JavaScript, not words.
    readable = readable.replace(/\{[^{}]*\}/g, blank);
  }
  readable = readable
    .replace(/!\[[^\]]*\]\([^)]*\)/g, blank) // images: alt text is not running text
    .replace(/!\[[^\]]*\]\[[^\]]*\]/g, blank)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: keep the text, drop the target
    .replace(/^[ \t]*\[[^\]]+\]:\s+\S+.*$/gm, blank) // link reference definitions
    .replace(/^[ \t]*:::[\w-]*/gm, blank) // admonition fences (a title after them stays)
    .replace(/https?:\/\/\S+/g, blank);
  return {structural, tags, readable};
}

function wordsIn(readable: string): number {
  return readable.split(/[\s|]+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Counts the words a reader sees on a page (see the module comment for what is left out). */
export function countWords(text: string, options: {mdx?: boolean} = {}): number {
  return wordsIn(analyse(text, options.mdx ?? true).readable);
}

// ---------------------------------------------------------------------------
// The checker

export interface CheckOptions {
  /** Treat the text as MDX (JSX expressions are removed before counting). Defaults to {@link isMdx}. */
  mdx?: boolean;
  /**
   * Words a page renders from data rather than prose (a schema reference rendered
   * from its JSON Schema file). They count towards the page's word minimum.
   */
  generatedWords?: number;
}

/** Every `description` and `title` string of a JSON Schema, as the reference component renders them. */
export function schemaTextWords(schema: unknown): number {
  let words = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'description' || key === 'title') && typeof value === 'string') words += countWords(value);
        else visit(value);
      }
    }
  };
  visit(schema);
  return words;
}

/**
 * Words a page renders through <SchemaReference schema={x} /> from a schema file
 * imported as `import x from '@site/static/schemas/....json'`.
 */
export function generatedSchemaWords(text: string, root: string): number {
  let words = 0;
  for (const match of text.matchAll(/^import\s+(\w+)\s+from\s+['"]@site\/(static\/schemas\/[^'"]+\.json)['"]/gm)) {
    const [, name, file] = match;
    if (!new RegExp(`<SchemaReference\\s+schema=\\{${name}\\}`).test(text)) continue;
    const full = path.join(root, file!);
    if (fs.existsSync(full)) words += schemaTextWords(JSON.parse(fs.readFileSync(full, 'utf8')));
  }
  return words;
}

/**
 * Whether Docusaurus compiles the page as MDX: a .mdx file, or a page whose front matter
 * sets the MDX format (`mdx: {format: mdx}`, as a block or inline).
 */
export function isMdx(text: string, file: string): boolean {
  if (file.endsWith('.mdx')) return true;
  const frontMatter = text.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1];
  if (!frontMatter) return false;
  const block = /^mdx:[ \t]*\r?\n[ \t]+format:[ \t]*['"]?mdx['"]?[ \t]*$/m;
  const inline = /^mdx:[ \t]*\{[ \t]*format:[ \t]*['"]?mdx['"]?[ \t]*\}[ \t]*$/m;
  return block.test(frontMatter) || inline.test(frontMatter);
}

/** Checks one page's text. `file` is only used in the messages. */
export function checkPage(text: string, file: string, kind: PageKind, options: CheckOptions = {}): PageReport {
  const mdx = options.mdx ?? isMdx(text, file);
  const violations: Violation[] = [];
  const add = (line: number, rule: RuleId, message: string) => violations.push({file, line, rule, message});

  const {structural, tags, readable} = analyse(text, mdx);

  // ESM imports in a page that Docusaurus compiles as CommonMark.
  if (!mdx) {
    const {prose} = scanStructure(text);
    const esm = /^import\s+[\w{}\s,*]+\s+from\s+['"][^'"]+['"]/m.exec(prose);
    if (esm) {
      add(
        lineAt(prose, esm.index),
        'mdx-syntax',
        'Page imports components but is compiled as CommonMark: rename it to .mdx or add `mdx: {format: mdx}` to its front matter.',
      );
    }
  }

  // Images.
  const mdImage = /!\[([^\]]*)\]\(([^)]*)\)|!\[([^\]]*)\]\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  while ((match = mdImage.exec(structural)) !== null) {
    const alt = match[1] ?? match[3] ?? '';
    if (alt.trim() === '') {
      add(lineAt(structural, match.index), 'image-alt', `Markdown image has no alt text: ${excerpt(match[0])}`);
    }
  }
  const admonition = /^[ \t>]*:::(note|tip|info|warning|danger|caution|important)[ \t]+\S/gm;
  while ((match = admonition.exec(structural)) !== null) {
    add(
      lineAt(structural, match.index),
      'admonition-title',
      `Admonition title must be in brackets, e.g. :::${match[1]}[Title]; this form renders as plain text.`,
    );
  }
  const imageNames = imageTagNames(text);
  for (const tag of tags) {
    if (tag.closing || !imageNames.has(tag.name)) continue;
    const alt = readAttribute(tag.attributes, 'alt');
    if (alt === undefined && /\{\s*\.\.\./.test(tag.attributes)) continue; // props spread in: cannot tell
    if (alt === undefined || alt.trim() === '') {
      add(lineAt(structural, tag.start), 'image-alt', `<${tag.name}> has no alt text.`);
    }
  }

  for (const pattern of PLACEHOLDERS) {
    for (const found of readable.matchAll(pattern)) {
      add(
        lineAt(readable, found.index),
        'placeholder',
        `Placeholder text "${found[0]}": write the content or leave it out.`,
      );
    }
  }

  // Word count.
  const words = wordsIn(readable) + (options.generatedWords ?? 0);
  const minimum = MIN_WORDS[kind];
  if (minimum !== null && words < minimum) {
    add(1, 'min-words', `Page has ${words} words; a ${kind} page needs at least ${minimum}.`);
  }

  violations.sort((a, b) => a.line - b.line);
  return {file, kind, words, violations};
}

/** Formats violations as a readable list grouped by file: "file:line  rule  message". */
export function formatViolations(violations: readonly Violation[]): string {
  if (violations.length === 0) return 'No content problems found.';
  const byFile = new Map<string, Violation[]>();
  for (const violation of violations) {
    const list = byFile.get(violation.file) ?? [];
    list.push(violation);
    byFile.set(violation.file, list);
  }
  const lines: string[] = [`${violations.length} content problem(s) in ${byFile.size} file(s):`];
  for (const [file, list] of [...byFile.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push('', file);
    for (const v of list.sort((a, b) => a.line - b.line)) {
      lines.push(`  ${file}:${v.line}  [${v.rule}]  ${v.message}`);
    }
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------
// File system

function walk(dir: string, root: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, root, out);
    else out.push(path.relative(root, full).split(path.sep).join('/'));
  }
}

/** Every page the checker covers under `root`: docs/** (not docs/api) and blog-*\/**, sorted. */
export function listContentFiles(root: string): string[] {
  const files: string[] = [];
  walk(path.join(root, 'docs'), root, files);
  for (const entry of fs.readdirSync(root, {withFileTypes: true})) {
    if (entry.isDirectory() && entry.name.startsWith('blog-')) walk(path.join(root, entry.name), root, files);
  }
  return files.filter((file) => classifyPage(file) !== null).sort();
}

/** Checks every page that exists under `root`. */
export function checkSite(root: string): {reports: PageReport[]; violations: Violation[]} {
  const reports = listContentFiles(root).map((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    return checkPage(text, file, classifyPage(file)!, {generatedWords: generatedSchemaWords(text, root)});
  });
  return {reports, violations: reports.flatMap((report) => report.violations)};
}
