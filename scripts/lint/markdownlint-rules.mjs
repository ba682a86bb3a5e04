// @ts-check
/**
 * Project rules for markdownlint (loaded by .markdownlint-cli2.jsonc). They check what the
 * content style asks for and the built-in rules cannot see:
 *
 * - rp-front-matter   every doc page has `title`, a one-sentence `description` and `keywords`
 * - rp-product-names  product and format names are spelled as the product spells them (auto-fixable)
 * - rp-admonitions    only :::tip/note/warning/info/danger, every one closed, at most two in a row
 * - rp-empty-sections no h2-h6 heading without content before the next heading of the same or a higher level
 *
 * Release notes have their own, stricter check (scripts/lib/release-notes.ts, `npm run lint:releases`).
 */
import path from 'node:path';
import yaml from 'js-yaml';

/** @typedef {import('markdownlint').Rule} Rule */
/** @typedef {import('markdownlint').MicromarkToken} MicromarkToken */

/** Posix path of the file being linted, relative to the working directory (the CLI passes absolute paths). */
const fileName = (/** @type {string} */ name) =>
  (path.isAbsolute(name) ? path.relative(process.cwd(), name) : name).split(path.sep).join('/').replace(/^\.\//, '');

/** @type {Rule} */
const frontMatter = {
  names: ['rp-front-matter'],
  description: 'Doc pages need front matter: title, a one-sentence description and keywords',
  tags: ['front_matter', 'rapidpipeline'],
  parser: 'none',
  function(params, onError) {
    const include = new RegExp(String(params.config.include ?? '^docs/'));
    if (!include.test(fileName(params.name))) return;
    // frontMatterLines holds the `---` fences too, and may end with the blank line after them.
    const lines = params.frontMatterLines.filter((line, index) => !(index === 0 && /^---\s*$/.test(line)));
    while (lines.length > 0 && /^(---)?\s*$/.test(lines[lines.length - 1])) lines.pop();
    /** @type {Record<string, unknown>} */
    let data = {};
    try {
      const loaded = lines.length > 0 ? yaml.load(lines.join('\n')) : undefined;
      if (loaded && typeof loaded === 'object' && !Array.isArray(loaded)) data = /** @type {any} */ (loaded);
    } catch (error) {
      onError({lineNumber: 1, detail: `front matter is not valid YAML: ${/** @type {Error} */ (error).message}`});
      return;
    }
    const missing = (/** @type {string} */ key) => {
      const value = data[key];
      return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    };
    for (const key of ['title', 'description', 'keywords']) {
      if (missing(key)) onError({lineNumber: 1, detail: `front matter has no "${key}"`});
    }
    const description = typeof data.description === 'string' ? data.description.trim() : '';
    if (description) {
      // "e.g." and "i.e." do not end a sentence.
      const prose = description.replace(/\b(e\.g|i\.e|etc|vs)\./g, '$1');
      if (!/[.!?]$/.test(description)) onError({lineNumber: 1, detail: '"description" must end with a full stop'});
      else if (/[.!?]\s+[A-Z0-9`]/.test(prose)) onError({lineNumber: 1, detail: '"description" must be one sentence'});
      if (description.length > 240) {
        onError({lineNumber: 1, detail: `"description" has ${description.length} characters; keep it under 240`});
      }
    }
    if (data.keywords !== undefined && !Array.isArray(data.keywords)) {
      onError({lineNumber: 1, detail: '"keywords" must be a list: keywords: [glTF, USDZ]'});
    }
  },
};

/** Token types whose text is code, markup or a link target rather than prose. */
const NOT_PROSE = new Set([
  'codeText',
  'codeFenced',
  'codeIndented',
  'htmlFlow',
  'htmlText',
  'autolink',
  'resourceDestination',
  'definition',
  'mathFlow',
  'mathText',
]);

/** @param {MicromarkToken} token */
function isProse(token) {
  for (let current = token.parent; current; current = current.parent) if (NOT_PROSE.has(current.type)) return false;
  return true;
}

/** @param {readonly MicromarkToken[]} tokens @returns {MicromarkToken[]} */
function dataTokens(tokens) {
  /** @type {MicromarkToken[]} */
  const found = [];
  const walk = (/** @type {readonly MicromarkToken[]} */ list) => {
    for (const token of list) {
      if (token.type === 'data') found.push(token);
      else if (!NOT_PROSE.has(token.type)) walk(token.children);
    }
  };
  walk(tokens);
  return found.filter(isProse);
}

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @type {Rule} */
const productNames = {
  names: ['rp-product-names'],
  description: 'Product and format names are spelled as the product spells them',
  tags: ['spelling', 'rapidpipeline'],
  parser: 'micromark',
  function(params, onError) {
    const names = /** @type {string[]} */ (params.config.names ?? []);
    if (names.length === 0) return;
    // A name inside a file name, path, domain, identifier or kebab-case slug is not prose:
    // `scene.usdz`, rapidpipeline.com, blog-3d-processor-updates, RapidPipelineLogo.
    const pattern = new RegExp(`(?<![\\w./@\\\\-])(${names.map(escape).join('|')})(?![\\w/@\\\\]|[.\\-_]\\w)`, 'gi');
    for (const token of dataTokens(params.parsers.micromark.tokens)) {
      for (const match of token.text.matchAll(pattern)) {
        const found = match[1];
        const expected = names.find((name) => name.toLowerCase() === found.toLowerCase());
        if (!expected || expected === found) continue;
        const column = token.startColumn + (match.index ?? 0);
        onError({
          lineNumber: token.startLine,
          detail: `Expected: ${expected}; Actual: ${found}`,
          context: found,
          range: [column, found.length],
          fixInfo: {editColumn: column, deleteCount: found.length, insertText: expected},
        });
      }
    }
  },
};

const ADMONITION = /^(\s*)(:{3,})\s*([A-Za-z-]*)(.*)$/;

/** @type {Rule} */
const admonitions = {
  names: ['rp-admonitions'],
  description: 'Admonitions are :::tip, :::note, :::warning, :::info or :::danger, closed, at most two in a row',
  tags: ['rapidpipeline'],
  parser: 'micromark',
  function(params, onError) {
    const allowed = /** @type {string[]} */ (params.config.types ?? ['tip', 'note', 'warning', 'info', 'danger']);
    const maxInARow = Number(params.config.max_in_a_row ?? 2);
    // Lines inside fenced or indented code are examples, not admonitions.
    /** @type {Set<number>} */
    const codeLines = new Set();
    const collect = (/** @type {readonly MicromarkToken[]} */ list) => {
      for (const token of list) {
        if (token.type === 'codeFenced' || token.type === 'codeIndented') {
          for (let line = token.startLine; line <= token.endLine; line += 1) codeLines.add(line);
        } else collect(token.children);
      }
    };
    collect(params.parsers.micromark.tokens);

    /** @type {{line: number, colons: number}[]} */
    const open = [];
    let inARow = 0;
    let lastClose = 0;
    params.lines.forEach((text, index) => {
      const lineNumber = index + 1;
      if (codeLines.has(lineNumber)) return;
      const match = ADMONITION.exec(text);
      if (!match) {
        if (text.trim() !== '' && open.length === 0) inARow = 0;
        return;
      }
      const colons = match[2].length;
      const type = match[3];
      if (type === '' && match[4].trim() === '') {
        // A closing fence closes the innermost admonition opened with the same number of colons.
        const top = open.pop();
        if (!top) onError({lineNumber, detail: 'closing ::: without an opening admonition', context: text});
        else if (top.colons !== colons) {
          onError({
            lineNumber,
            detail: `closes the admonition of line ${top.line} with ${colons} colons, not ${top.colons}`,
          });
        }
        if (open.length === 0) lastClose = lineNumber;
        return;
      }
      if (!allowed.includes(type)) {
        onError({lineNumber, detail: `unknown admonition "${type}"; use one of ${allowed.join(', ')}`, context: text});
      }
      if (open.length === 0) {
        inARow =
          lastClose > 0 && params.lines.slice(lastClose, index).every((line) => line.trim() === '') ? inARow + 1 : 1;
        if (inARow > maxInARow) {
          onError({
            lineNumber,
            detail: `more than ${maxInARow} admonitions in a row; make one of them prose`,
            context: text,
          });
        }
      }
      open.push({line: lineNumber, colons});
    });
    for (const unclosed of open) {
      onError({
        lineNumber: unclosed.line,
        detail: 'admonition is never closed with :::',
        context: params.lines[unclosed.line - 1],
      });
    }
  },
};

/** Top-level tokens that are not content: blank lines and HTML comments (a scaffold's hints). */
const NOT_CONTENT = new Set(['lineEnding', 'lineEndingBlank', 'blankLine', 'linePrefix', 'whitespace']);

/** @param {MicromarkToken} token @returns {number} heading level, or 0 for other tokens */
function headingLevel(token) {
  if (token.type === 'atxHeading') {
    const sequence = token.children.find((child) => child.type === 'atxHeadingSequence');
    return sequence ? sequence.text.length : 0;
  }
  if (token.type === 'setextHeading') return token.text.trimEnd().endsWith('=') ? 1 : 2;
  return 0;
}

/** @type {Rule} */
const emptySections = {
  names: ['rp-empty-sections'],
  description: 'Sections have content: a heading is not followed directly by a heading of the same or a higher level',
  tags: ['headings', 'rapidpipeline'],
  parser: 'micromark',
  function(params, onError) {
    const blocks = params.parsers.micromark.tokens.filter(
      (token) =>
        !NOT_CONTENT.has(token.type) && !(token.type === 'htmlFlow' && /^\s*<!--[\s\S]*-->\s*$/.test(token.text)),
    );
    blocks.forEach((token, index) => {
      const level = headingLevel(token);
      if (level < 2) return;
      const next = blocks[index + 1];
      const nextLevel = next ? headingLevel(next) : 1;
      if (nextLevel > 0 && nextLevel <= level) {
        onError({
          lineNumber: token.startLine,
          detail: 'empty section: write its content or remove the heading',
          context: token.text,
        });
      }
    });
  },
};

export default [frontMatter, productNames, admonitions, emptySections];
