/**
 * Finds the JSON settings examples on the site and validates each against the schema version it
 * claims in its code-fence meta:
 *
 *     ```json title="preset.json" schema="processor-v1.4"
 *
 * Claims name a schema family and version: `processor-v1.0` … `processor-v1.4`, `rendering-v1.0`,
 * `rendering-v1.1`, `system-v1.0` (files under static/schemas/<family>/v<version>.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export interface CodeBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

export interface SettingsExample extends CodeBlock {
  /** The claim as written, e.g. `processor-v1.4`. */
  claim: string;
}

export interface Problem {
  file: string;
  line: number;
  claim: string;
  message: string;
}

/** Every fenced code block of a Markdown/MDX text, including fences indented inside lists or JSX. */
export function extractCodeBlocks(text: string, file: string): CodeBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let open: {indent: number; fence: string; line: number; lang: string; meta: string; body: string[]} | null = null;
  lines.forEach((raw, index) => {
    if (open) {
      const close = /^(\s*)(`{3,}|~{3,})\s*$/.exec(raw);
      if (close && close[2][0] === open.fence[0] && close[2].length >= open.fence.length) {
        blocks.push({file, line: open.line, lang: open.lang, meta: open.meta, code: open.body.join('\n')});
        open = null;
        return;
      }
      // Strip the fence's own indentation from the content, as CommonMark does.
      const indent = open.indent;
      open.body.push(raw.replace(new RegExp(`^ {0,${indent}}`), ''));
      return;
    }
    const start = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)\s*(.*)$/.exec(raw);
    if (start && !(start[2][0] === '`' && start[4].includes('`'))) {
      open = {
        indent: start[1].length,
        fence: start[2],
        line: index + 1,
        lang: start[3].toLowerCase(),
        meta: start[4].trim(),
        body: [],
      };
    }
  });
  return blocks;
}

/** The `schema="…"` claim of a code-fence meta string, if any. */
export function parseClaim(meta: string): string | undefined {
  const match = /(?:^|\s)schema=(?:"([^"]*)"|'([^']*)'|([^\s"']+))/.exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Settings examples (blocks with a schema claim) of one file. */
export function extractExamples(
  text: string,
  file: string,
): {examples: SettingsExample[]; unclaimed: CodeBlock[]; misplaced: CodeBlock[]} {
  const examples: SettingsExample[] = [];
  const unclaimed: CodeBlock[] = [];
  const misplaced: CodeBlock[] = [];
  for (const block of extractCodeBlocks(text, file)) {
    const claim = parseClaim(block.meta);
    if (claim !== undefined) {
      if (block.lang === 'json') examples.push({...block, claim});
      else misplaced.push(block);
    } else if (block.lang === 'json' && looksLikeProcessorSettings(block.code)) {
      unclaimed.push(block);
    }
  }
  return {examples, unclaimed, misplaced};
}

const PROCESSOR_CATEGORIES = [
  'import',
  'sceneGraphFlattening',
  '3dEdit',
  'meshCulling',
  'optimize',
  'modifier',
  'export',
];

/** A JSON object whose top level holds one of the seven 3D Processing categories. */
export function looksLikeProcessorSettings(code: string): boolean {
  try {
    const value: unknown = JSON.parse(code);
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      PROCESSOR_CATEGORIES.some((key) => key in value)
    );
  } catch {
    return false;
  }
}

/** The Markdown/MDX files whose examples are checked: docs/** (without the generated docs/api) and blog-*\/**. */
export function siteContentFiles(root: string): string[] {
  const out: string[] = [];
  function walk(dir: string): void {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path.relative(root, full) === path.join('docs', 'api')) continue;
        if (entry.name === 'node_modules') continue;
        walk(full);
      } else if (/\.mdx?$/.test(entry.name)) {
        out.push(full);
      }
    }
  }
  walk(path.join(root, 'docs'));
  for (const entry of fs.readdirSync(root, {withFileTypes: true})) {
    if (entry.isDirectory() && entry.name.startsWith('blog-')) walk(path.join(root, entry.name));
  }
  return out.sort();
}

// ---------------------------------------------------------------------------------------------
// Schemas and validation

/** Annotations the schema files use besides standard JSON Schema keywords. */
export const SCHEMA_ANNOTATIONS = [
  'x-introduced',
  'x-schemaVersion',
  'x-engineVersions',
  'x-level',
  'x-legacyName',
  'x-unit',
  'x-toggle',
];

/** Strict Ajv for draft 2020-12; `required` inside a choice node's `oneOf` names keys declared by the parent, so strictRequired is off. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true});
  addFormats(ajv);
  ajv.addVocabulary(SCHEMA_ANNOTATIONS);
  return ajv;
}

export type Validators = Map<string, ValidateFunction>;

/** A validator per claim name (`processor-v1.4`), from every file under static/schemas/. */
export function loadValidators(root: string): Validators {
  const ajv = createAjv();
  const validators: Validators = new Map();
  const base = path.join(root, 'static', 'schemas');
  for (const family of fs.readdirSync(base)) {
    const dir = path.join(base, family);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir)) {
      const match = /^v(\d+\.\d+)\.json$/.exec(file);
      if (!match) continue;
      const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object;
      validators.set(`${family}-v${match[1]}`, ajv.compile(schema));
    }
  }
  return validators;
}

/**
 * Lines of every value in a JSON text, by JSON pointer (`/export/0/format` → 12). Property
 * names point at the line of their key. Only called on text that JSON.parse accepted.
 */
export function jsonPointerLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const skip = (): void => {
    while (i < text.length && /\s/.test(text[i])) {
      if (text[i] === '\n') line += 1;
      i += 1;
    }
  };
  const readString = (): string => {
    const start = i;
    i += 1;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const value = (pointer: string): void => {
    skip();
    if (!lines.has(pointer)) lines.set(pointer, line);
    const c = text[i];
    if (c === '{') {
      i += 1;
      skip();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        skip();
        const keyLine = line;
        const key = readString();
        lines.set(`${pointer}/${escape(key)}`, keyLine);
        skip();
        i += 1; // colon
        value(`${pointer}/${escape(key)}`);
        skip();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        i += 1; // closing brace
        return;
      }
    }
    if (c === '[') {
      i += 1;
      skip();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (let index = 0; ; index += 1) {
        value(`${pointer}/${index}`);
        skip();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        i += 1;
        return;
      }
    }
    if (c === '"') {
      readString();
      return;
    }
    while (i < text.length && !/[\s,\]}]/.test(text[i])) i += 1;
  };
  value('');
  return lines;
}

function readablePath(pointer: string): string {
  if (!pointer) return '(root)';
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
}

/**
 * Ajv's errors as readable messages with the JSON pointer they are about. The `required`
 * errors that a choice node's `oneOf` produces are folded into one message that names the keys.
 */
export function describeErrors(errors: ErrorObject[]): {pointer: string; message: string}[] {
  const out: {pointer: string; message: string}[] = [];
  for (const error of errors) {
    if (error.schemaPath.includes('/oneOf/') && error.keyword === 'required') continue;
    const where = readablePath(error.instancePath);
    if (error.keyword === 'additionalProperties') {
      const key = String((error.params as {additionalProperty: string}).additionalProperty);
      const allowed = Object.keys(
        ((error.parentSchema as {properties?: object} | undefined)?.properties ?? {}) as object,
      );
      out.push({
        pointer: `${error.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        message: `unknown key "${key}" in ${where}; allowed keys: ${allowed.join(', ') || '(none)'}`,
      });
    } else if (error.keyword === 'oneOf') {
      const choices = Object.keys(
        ((error.parentSchema as {properties?: object} | undefined)?.properties ?? {}) as object,
      );
      const present = Object.keys((error.data ?? {}) as object).filter((key) => choices.includes(key));
      out.push({
        pointer: error.instancePath,
        message: `${where} must hold exactly one of ${choices.join(', ')}; found ${present.length === 0 ? 'none' : present.join(', ')}`,
      });
    } else if (error.keyword === 'enum') {
      const allowed = (error.params as {allowedValues: unknown[]}).allowedValues;
      out.push({
        pointer: error.instancePath,
        message: `${where} is ${JSON.stringify(error.data)}; allowed values: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
      });
    } else if (error.keyword === 'const') {
      out.push({
        pointer: error.instancePath,
        message: `${where} is ${JSON.stringify(error.data)}; it must be ${JSON.stringify((error.params as {allowedValue: unknown}).allowedValue)}`,
      });
    } else {
      out.push({pointer: error.instancePath, message: `${where} ${error.message ?? 'is invalid'} (${error.keyword})`});
    }
  }
  return out;
}

/** Problems of one example; empty when it is valid for the schema it claims. */
export function validateExample(example: SettingsExample, validators: Validators): Problem[] {
  const problem = (line: number, message: string): Problem => ({
    file: example.file,
    line,
    claim: example.claim,
    message,
  });
  const validate = validators.get(example.claim);
  if (!validate) {
    return [
      problem(example.line, `unknown schema "${example.claim}"; known: ${[...validators.keys()].sort().join(', ')}`),
    ];
  }
  let data: unknown;
  try {
    data = JSON.parse(example.code);
  } catch (error) {
    return [problem(example.line, `not valid JSON: ${(error as Error).message}`)];
  }
  if (validate(data)) return [];
  const lines = jsonPointerLines(example.code);
  return describeErrors(validate.errors ?? []).map(({pointer, message}) => {
    // Code starts on the line after the fence.
    const offset = lines.get(pointer) ?? lines.get(pointer.replace(/\/[^/]*$/, '')) ?? 1;
    return problem(example.line + offset, message);
  });
}

export interface SiteReport {
  files: number;
  examples: SettingsExample[];
  problems: Problem[];
  unclaimed: CodeBlock[];
}

/** Validates every claimed example under `root`. Fences with a claim but not `json` are problems too. */
export function checkSite(root: string, validators: Validators = loadValidators(root)): SiteReport {
  const files = siteContentFiles(root);
  const examples: SettingsExample[] = [];
  const problems: Problem[] = [];
  const unclaimed: CodeBlock[] = [];
  for (const file of files) {
    const relative = path.relative(root, file);
    const found = extractExamples(fs.readFileSync(file, 'utf8'), relative);
    examples.push(...found.examples);
    unclaimed.push(...found.unclaimed);
    for (const block of found.misplaced) {
      problems.push({
        file: relative,
        line: block.line,
        claim: parseClaim(block.meta) ?? '',
        message: `schema claim on a "${block.lang || 'plain'}" fence; settings examples must be \`json\``,
      });
    }
    for (const example of found.examples) problems.push(...validateExample(example, validators));
  }
  return {files: files.length, examples, problems, unclaimed};
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line} [${problem.claim}] ${problem.message}`;
}
