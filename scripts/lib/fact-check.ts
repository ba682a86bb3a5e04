/**
 * Checks that release notes and doc pages state only what the site's own schemas, specs and
 * release data support (`npm run lint -- facts`):
 * (a) settings keys and allowed values named in text exist in the schema version the page is about;
 * (b) processor settings JSON validates against that schema version (validation: settings-examples.ts);
 * (c) a release note names no engine version released after its own date (src/data/releases.ts);
 * (d) a release note calls no API operation new that the v1 spec or an earlier note already had.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {flattenSchema, type JsonSchema, type JsonValue, type KeyNode} from '../../src/components/SchemaReference/model';
import {engineReleases, processorSchemaVersions, releasedOn, schemaForEngine} from '../../src/data/releases';
import {parseReleaseNote, versionOfSlug, type FeedRules} from './release-notes';
import {
  extractCodeBlocks,
  looksLikeProcessorSettings,
  parseClaim,
  siteContentFiles,
  validateExample,
  type Validators,
} from './settings-examples';
import {operationSlug} from './slug';

// ---------------------------------------------------------------------------------------------
// Schema index

export interface SchemaIndex {
  version: string;
  /** Key paths with array steps written as `.` (`export.format`). */
  paths: Set<string>;
  /** Every path and every tail of a path (`occlusionCulling.sampleEdges`), for keys written without their parents. */
  tails: Set<string>;
  /** Nodes by key name (the last step of a path). */
  byName: Map<string, KeyNode[]>;
  /** Every allowed value of any key. */
  values: Set<string>;
}

const normalisePath = (keyPath: string) => keyPath.replace(/\[\d*\]/g, '');

export function indexSchema(schema: JsonSchema, version: string): SchemaIndex {
  const byName = new Map<string, KeyNode[]>();
  const paths = new Set<string>();
  const tails = new Set<string>();
  const values = new Set<string>();
  for (const node of flattenSchema(schema)) {
    const steps = normalisePath(node.path).split('.');
    paths.add(steps.join('.'));
    for (let i = 1; i < steps.length; i += 1) tails.add(steps.slice(i).join('.'));
    byName.set(node.name, [...(byName.get(node.name) ?? []), node]);
    for (const value of node.enum ?? []) values.add(String(value));
  }
  return {version, paths, tails, byName, values};
}

export function loadSchemaIndexes(root: string): Map<string, SchemaIndex> {
  const indexes = new Map<string, SchemaIndex>();
  for (const version of processorSchemaVersions) {
    const file = path.join(root, 'static', 'schemas', 'processor', `v${version}.json`);
    indexes.set(version, indexSchema(JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema, version));
  }
  return indexes;
}

/** Allowed values of a node (`const` counts as one), undefined when any value of its type is allowed. */
function allowedValues(node: KeyNode): JsonValue[] | undefined {
  if (node.enum) return node.enum;
  if (node.const !== undefined) return [node.const];
  return undefined;
}

function fitsType(node: KeyNode, value: JsonValue): boolean {
  const allowed = allowedValues(node);
  if (allowed) return allowed.some((candidate) => JSON.stringify(candidate) === JSON.stringify(value));
  const type = node.type;
  if (typeof value === 'boolean') return /boolean/.test(type);
  if (typeof value === 'number') return /number|integer/.test(type);
  if (typeof value === 'string') return /string/.test(type);
  if (Array.isArray(value)) return /array/.test(type);
  if (value === null) return /null/.test(type);
  return /object/.test(type);
}

// ---------------------------------------------------------------------------------------------
// What a page is about

export interface Page {
  /** Path relative to the repository root. */
  file: string;
  text: string;
  /** Processing schema version the page is about; undefined when it is about none. */
  schema?: string;
  /** `YYYY-MM-DD` of a release note. */
  date?: string;
  /** Feed id of a release note. */
  feed?: string;
  /** Text of the `## New` section, or of sentences that say "new" or "adds". */
  announces?: string;
  /** Lines of the file above `text` (a release note's front matter), added to reported lines. */
  lineOffset?: number;
}

/** Schema of the newest engine released on or before a day. */
export function schemaOnDate(date: string): string | undefined {
  const released = engineReleases.filter((release) => release.released <= date);
  return released.length > 0 ? released[released.length - 1].schema : undefined;
}

/** Sentences and list items of a text. */
function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z[`])/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** What a release note presents as new: its `## New` section and every sentence saying new or adds. */
export function announcedText(body: string): string {
  const parts: string[] = [];
  const newSection = /^##\s+New\s*$([\s\S]*?)(?=^##\s|$(?![\s\S]))/m.exec(body);
  if (newSection) parts.push(newSection[1]);
  const outside = newSection ? body.replace(newSection[0], '') : body;
  for (const sentence of sentences(outside)) if (/\b(new|adds|added)\b/i.test(sentence)) parts.push(sentence);
  return parts.join('\n');
}

export function pageOf(root: string, file: string, feeds: readonly FeedRules[]): Page {
  const relative = path.relative(root, file);
  const text = fs.readFileSync(file, 'utf8');
  const feed = feeds.find((candidate) => relative.startsWith(`${candidate.folder}${path.sep}`));
  if (feed) {
    const note = parseReleaseNote(text, path.basename(file));
    const version = note.slug ? versionOfSlug(note.slug) : undefined;
    const own = feed.id === '3d-processor-updates' && version ? schemaForEngine(version) : undefined;
    return {
      file: relative,
      text: note.body,
      date: note.date,
      feed: feed.id,
      schema: own ?? (note.date ? schemaOnDate(note.date) : undefined),
      announces: announcedText(note.body),
      lineOffset: text.slice(0, text.length - note.body.length).split('\n').length - 1,
    };
  }
  // Legacy pages describe the RapidCompact CLI's flat settings, which no processing schema has.
  if (relative.split(path.sep).includes('legacy')) return {file: relative, text};
  const named = /processor-schema-settings-v(\d+\.\d+)\.mdx?$/.exec(relative);
  return {file: relative, text, schema: named ? named[1] : processorSchemaVersions[processorSchemaVersions.length - 1]};
}

// ---------------------------------------------------------------------------------------------
// (a) Keys and values named in text

export interface Finding {
  file: string;
  line: number;
  message: string;
}

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*$/;
const KEY_PATH = /^[A-Za-z0-9]+(?:\[\d*\])?(?:\.[A-Za-z0-9]+(?:\[\d*\])?)+$/;
const PAIR = /^"([A-Za-z0-9]+)"\s*:\s*(.+?),?$/;

/** Text with fenced code blocks blanked (lines kept, so line numbers stay right). */
function withoutFences(text: string): string {
  return text.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Versions whose schema has a key path or key name. */
function versionsWith(indexes: Map<string, SchemaIndex>, test: (index: SchemaIndex) => boolean): string[] {
  return [...indexes.values()].filter(test).map((index) => index.version);
}

function inVersions(versions: string[]): string {
  return versions.length > 0 ? `it exists in v${versions.join(', v')}` : 'no schema version has it';
}

/** Problems of one `"key": value` pair against a schema version. */
function checkPair(
  key: string,
  value: JsonValue,
  index: SchemaIndex,
  indexes: Map<string, SchemaIndex>,
): string | undefined {
  const nodes = index.byName.get(key);
  if (!nodes) {
    const elsewhere = versionsWith(indexes, (other) => other.byName.has(key));
    return elsewhere.length > 0
      ? `"${key}" is not a key of schema v${index.version}; ${inVersions(elsewhere)}`
      : undefined;
  }
  if (nodes.some((node) => fitsType(node, value))) return undefined;
  const node = nodes[0];
  const allowed = allowedValues(node);
  return `"${key}": ${JSON.stringify(value)} is invalid in schema v${index.version}: ${
    allowed ? `allowed ${allowed.map((v) => JSON.stringify(v)).join(', ')}` : `type ${node.type}`
  }`;
}

/** Keys, key paths, values and `"key": value` pairs named in inline code. */
export function checkInlineCode(page: Page, indexes: Map<string, SchemaIndex>): Finding[] {
  const index = page.schema ? indexes.get(page.schema) : undefined;
  if (!index) return [];
  const findings: Finding[] = [];
  const prose = withoutFences(page.text);
  const topLevel = new Set([...index.paths].filter((keyPath) => !keyPath.includes('.')));
  const anyName = (name: string) => [...indexes.values()].some((other) => other.byName.has(name));
  const anyValue = (value: string) => [...indexes.values()].some((other) => other.values.has(value));
  let offset = 0;
  // Sentences, list items and table cells.
  for (const sentence of prose.split(/(?<=[.!?])\s+(?=[A-Z`[])|\n|\|/)) {
    const start = prose.indexOf(sentence, offset);
    offset = start + sentence.length;
    // A sentence may name other versions ("a v1.2 file with `"centerModel": true`"): any of them may fit.
    const others = [...sentence.matchAll(/\bv(\d+\.\d+)\b/g)]
      .map((match) => indexes.get(match[1]))
      .filter((other): other is SchemaIndex => other !== undefined && other !== index);
    const spans = [...sentence.matchAll(/`([^`\n]+)`/g)].map((match) => ({
      code: match[1].trim(),
      line: lineOf(prose, start + (match.index ?? 0)),
    }));
    // Keys with allowed values named in this sentence: other identifiers in it are read as their values.
    const valued: KeyNode[] = [];
    for (const {code, line} of spans) {
      const add = (message: string) => findings.push({file: page.file, line, message});
      const pair = PAIR.exec(code);
      if (pair) {
        let value: JsonValue;
        try {
          value = JSON.parse(pair[2]) as JsonValue;
        } catch {
          continue;
        }
        const problem = checkPair(pair[1], value, index, indexes);
        if (problem && others.every((other) => checkPair(pair[1], value, other, indexes))) add(problem);
        continue;
      }
      if (KEY_PATH.test(code)) {
        const keyPath = normalisePath(code);
        const first = keyPath.split('.')[0];
        const has = (other: SchemaIndex) => (topLevel.has(first) ? other.paths : other.tails).has(keyPath);
        const known = has(index);
        const elsewhere = versionsWith(indexes, has);
        const namedVersion = others.some((other) => elsewhere.includes(other.version));
        if (!known && !namedVersion && (topLevel.has(first) || elsewhere.length > 0)) {
          add(`\`${code}\` is not a key path of schema v${index.version}; ${inVersions(elsewhere)}`);
        }
        const last = keyPath.split('.').pop()!;
        if (known) valued.push(...(index.byName.get(last) ?? []).filter((node) => node.enum));
        continue;
      }
      if (IDENTIFIER.test(code)) {
        const nodes = index.byName.get(code);
        if (nodes) valued.push(...nodes.filter((node) => node.enum));
        // "Version 1.0 has no `version` key" names a key to say it is absent.
        else if (anyName(code) && !/\b(no|not|without)\b/i.test(sentence)) {
          add(
            `\`${code}\` is not a key of schema v${index.version}; ${inVersions(versionsWith(indexes, (other) => other.byName.has(code)))}`,
          );
        }
      }
    }
    if (valued.length === 0) continue;
    const allowed = new Set(valued.flatMap((node) => (node.enum ?? []).map(String)));
    for (const {code, line} of spans) {
      if (!IDENTIFIER.test(code) || allowed.has(code) || index.byName.has(code)) continue;
      // Values of other keys (and words no key takes) are only flagged when they look like a value of these keys.
      if (anyValue(code) && !valued.some((node) => node.enum?.includes(code))) {
        const keyNames = [...new Set(valued.map((node) => node.name))].join(', ');
        const elsewhere = versionsWith(indexes, (other) =>
          valued.some((node) => other.byName.get(node.name)?.some((candidate) => candidate.enum?.includes(code))),
        );
        if (elsewhere.length > 0) {
          findings.push({
            file: page.file,
            line,
            message: `\`${code}\` is not an allowed value of ${keyNames} in schema v${index.version}; ${inVersions(elsewhere)}`,
          });
        }
        continue;
      }
      if (!anyValue(code) && !anyName(code) && /^[a-z]+[A-Z][A-Za-z]*$/.test(code)) {
        const keyNames = [...new Set(valued.map((node) => node.name))].join(', ');
        findings.push({
          file: page.file,
          line,
          message: `\`${code}\` is not an allowed value of ${keyNames} in any schema version (allowed in v${index.version}: ${[...allowed].join(', ')})`,
        });
      }
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------
// (b) Settings JSON

/** Pairs of a parsed JSON value, with the key's JSON pointer. */
function pairs(value: JsonValue, pointer = ''): {key: string; value: JsonValue; pointer: string}[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => pairs(item, `${pointer}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    {key, value: child, pointer: `${pointer}/${key}`},
    ...pairs(child, `${pointer}/${key}`),
  ]);
}

/**
 * JSON settings blocks: full settings files validate against the page's schema version (a block's own
 * `schema="processor-v…"` claim wins on doc pages; on a release note it must be the note's version);
 * fragments in release notes have each `"key": value` checked.
 */
export function checkJsonBlocks(page: Page, indexes: Map<string, SchemaIndex>, validators: Validators): Finding[] {
  const findings: Finding[] = [];
  const index = page.schema ? indexes.get(page.schema) : undefined;
  for (const block of extractCodeBlocks(page.text, page.file)) {
    if (block.lang !== 'json' && block.lang !== 'jsonc') continue;
    const claim = parseClaim(block.meta);
    const add = (message: string) => findings.push({file: page.file, line: block.line, message});
    if (claim?.startsWith('processor-') && page.feed && page.schema && claim !== `processor-v${page.schema}`) {
      add(`the settings block claims ${claim}, but this release reads schema v${page.schema}`);
    }
    let value: JsonValue;
    try {
      value = JSON.parse(block.code) as JsonValue;
    } catch {
      continue;
    }
    if (looksLikeProcessorSettings(block.code)) {
      // Claimed blocks are validated by the settings-examples check; unclaimed ones against the page's version.
      if (claim || !page.schema) continue;
      for (const problem of validateExample({...block, claim: `processor-v${page.schema}`}, validators)) {
        findings.push({
          file: page.file,
          line: problem.line,
          message: `settings do not validate against schema v${page.schema}: ${problem.message}`,
        });
      }
    } else if (page.feed && index) {
      for (const pair of pairs(value)) {
        const problem = checkPair(pair.key, pair.value, index, indexes);
        if (problem) add(problem);
      }
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------
// (c) Engine versions named before their release

const ENGINE_VERSION = /(?<![\w.])7\.\d+\.\d+(?![\w.]*\d)/g;

export function checkEngineVersions(page: Page): Finding[] {
  if (!page.date) return [];
  const findings: Finding[] = [];
  for (const match of withoutFences(page.text).matchAll(ENGINE_VERSION)) {
    const version = match[0];
    const line = lineOf(page.text, match.index ?? 0);
    const released = releasedOn(version);
    if (!released) {
      findings.push({file: page.file, line, message: `engine ${version} is not in src/data/releases.ts`});
    } else if (released > page.date) {
      findings.push({
        file: page.file,
        line,
        message: `names engine ${version}, released ${released}, after this note's date ${page.date}`,
      });
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------
// (d) API operations called new

export interface Operation {
  api: 'v1' | 'v2';
  slug: string;
  method: string;
  /** Path without its version prefix: `/rawmodel/{id}`. */
  path: string;
  summary: string;
}

const API_ROUTE = {v1: 'rapidcompact_v1', v2: 'rapidpipeline_v2'} as const;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export function loadOperations(specFile: string, api: 'v1' | 'v2'): Operation[] {
  const spec = yaml.load(fs.readFileSync(specFile, 'utf8')) as {paths?: Record<string, Record<string, unknown>>};
  const operations: Operation[] = [];
  for (const [rawPath, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as {operationId?: string; summary?: string} | undefined;
      if (!operation) continue;
      operations.push({
        api,
        slug: operationSlug(operation),
        method,
        path: rawPath.replace(/^\/api(?:\/v[12])?/, '').replace(/\{[^}]+\}/g, '{}'),
        summary: (operation.summary ?? '').toLowerCase(),
      });
    }
  }
  return operations;
}

/** v2 operations linked from a text, in order of appearance. */
export function linkedOperations(text: string, v2: readonly Operation[]): Operation[] {
  const found: Operation[] = [];
  for (const match of text.matchAll(new RegExp(`/docs/api/${API_ROUTE.v2}/([a-z0-9-]+)`, 'g'))) {
    const operation = v2.find((candidate) => candidate.slug === match[1]);
    if (operation) found.push(operation);
  }
  return found;
}

/** The operation each sentence or list item is about: its first linked one ("X does Y, see [Z]" presents X). */
function subjectOperations(text: string, v2: readonly Operation[]): Operation[] {
  return sentences(text).flatMap((sentence) => linkedOperations(sentence, v2).slice(0, 1));
}

/**
 * Operations a note presents as new although the v1 spec had them (same method and path, or same
 * summary) or an earlier note already named them.
 */
export function checkNewOperations(
  pages: readonly Page[],
  v1: readonly Operation[],
  v2: readonly Operation[],
): Finding[] {
  const findings: Finding[] = [];
  const notes = pages.filter((page) => page.date).sort((a, b) => a.date!.localeCompare(b.date!));
  const firstNamed = new Map<string, Page>();
  for (const note of notes) {
    for (const operation of subjectOperations(note.announces ?? '', v2)) {
      const inV1 = v1.find(
        (old) => (old.method === operation.method && old.path === operation.path) || old.summary === operation.summary,
      );
      const earlier = firstNamed.get(operation.slug);
      const line = lineOf(note.text, note.text.indexOf(`/${operation.slug}`));
      if (inV1) {
        findings.push({
          file: note.file,
          line,
          message: `presents ${operation.slug} as new, but API v1 already has it (${inV1.slug})`,
        });
      } else if (earlier && earlier.date! < note.date!) {
        findings.push({
          file: note.file,
          line,
          message: `presents ${operation.slug} as new, but ${earlier.file} (${earlier.date}) already names it`,
        });
      }
    }
    for (const operation of linkedOperations(note.text, v2)) {
      if (!firstNamed.has(operation.slug)) firstNamed.set(operation.slug, note);
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------

export function formatFinding(finding: Finding, lineOffset = 0): string {
  return `${finding.file}:${finding.line + lineOffset} ${finding.message}`;
}

/** Every finding of every page: release notes (all feeds) and docs (without the generated API pages). */
export function checkFacts(root: string, feeds: readonly FeedRules[], validators: Validators): string[] {
  const indexes = loadSchemaIndexes(root);
  const pages = siteContentFiles(root).map((file) => pageOf(root, file, feeds));
  const v1 = loadOperations(path.join(root, 'api-specs', 'rapidcompact-v1.yaml'), 'v1');
  const v2 = loadOperations(path.join(root, 'api-specs', 'rapidpipeline-v2.yaml'), 'v2');
  const offsets = new Map(pages.map((page) => [page.file, page.lineOffset ?? 0]));
  return [
    ...pages.flatMap((page) => [
      ...checkInlineCode(page, indexes),
      ...checkJsonBlocks(page, indexes, validators),
      ...checkEngineVersions(page),
    ]),
    ...checkNewOperations(pages, v1, v2),
  ].map((finding) => formatFinding(finding, offsets.get(finding.file)));
}
