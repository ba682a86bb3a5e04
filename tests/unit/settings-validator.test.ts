/** The settings-example extractor and validator (scripts/lib/settings-examples.ts) on made-up pages. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  extractCodeBlocks,
  extractExamples,
  jsonPointerLines,
  loadValidators,
  parseClaim,
  validateExample,
} from '../../scripts/lib/settings-examples';

const validators = loadValidators(path.join(__dirname, '..', '..'));

function page(meta: string, json: string): string {
  return ['# Page', '', 'Some text.', '', `\`\`\`json ${meta}`, json, '```', ''].join('\n');
}

function problemsOf(text: string): {line: number; message: string}[] {
  const {examples} = extractExamples(text, 'page.md');
  assert.equal(examples.length, 1);
  return validateExample(examples[0], validators).map(({line, message}) => ({line, message}));
}

test('claims are read from the fence meta in any quoting', () => {
  assert.equal(parseClaim('title="a.json" schema="processor-v1.4"'), 'processor-v1.4');
  assert.equal(parseClaim("schema='rendering-v1.1' showLineNumbers"), 'rendering-v1.1');
  assert.equal(parseClaim('schema=system-v1.0'), 'system-v1.0');
  assert.equal(parseClaim('title="schema=x"'), undefined);
  assert.equal(parseClaim(''), undefined);
});

test('code blocks are found with their line, also when indented or fenced with tildes', () => {
  const text = [
    'Intro',
    '',
    '1. Step',
    '',
    '   ```json schema="processor-v1.4"',
    '   {"export": [{"format": {"glb": {}}}]}',
    '   ```',
    '',
    '~~~bash',
    'rpdx -h',
    '~~~',
    '````md',
    '```json',
    '{}',
    '```',
    '````',
  ].join('\n');
  const blocks = extractCodeBlocks(text, 'x.md');
  assert.deepEqual(
    blocks.map((block) => [block.line, block.lang]),
    [
      [5, 'json'],
      [9, 'bash'],
      [12, 'md'],
    ],
  );
  assert.equal(blocks[0].code, '{"export": [{"format": {"glb": {}}}]}');
});

test('a valid example passes', () => {
  const json = JSON.stringify(
    {version: '1.4', import: {general: {rotateZUp: true}}, export: [{format: {glb: {geometryCompression: 'draco'}}}]},
    null,
    2,
  );
  assert.deepEqual(problemsOf(page('schema="processor-v1.4"', json)), []);
});

test('an unknown key fails, reported at the line of the key', () => {
  const json = [
    '{',
    '  "import": {',
    '    "general": {',
    '      "rotateZup": true',
    '    }',
    '  },',
    '  "export": [{"format": {"glb": {}}}]',
    '}',
  ].join('\n');
  const problems = problemsOf(page('schema="processor-v1.4"', json));
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /unknown key "rotateZup" in import\.general/);
  assert.match(problems[0].message, /rotateZUp/);
  // The fence is on line 5, the misspelt key on the 4th line of the JSON.
  assert.equal(problems[0].line, 9);
});

test('a value outside the enum fails and names the allowed values', () => {
  const json = JSON.stringify({sceneGraphFlattening: {method: 'everything'}, export: [{format: {glb: {}}}]});
  const problems = problemsOf(page('schema="processor-v1.4"', json));
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /sceneGraphFlattening\.method is "everything"; allowed values: "none", "full"/);
});

test('keys introduced in a later version fail against an earlier one', () => {
  const json = JSON.stringify({
    meshCulling: {occlusionCulling: {perLumpDecision: true}},
    export: [{format: {glb: {}}}],
  });
  assert.deepEqual(problemsOf(page('schema="processor-v1.4"', json)), []);
  const problems = problemsOf(page('schema="processor-v1.3"', json));
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /unknown key "perLumpDecision"/);
});

test('a choice node with two alternatives fails with one readable message', () => {
  const json = JSON.stringify({modifier: {filesize: {}, screensize: {}}, export: [{format: {glb: {}}}]});
  const problems = problemsOf(page('schema="processor-v1.4"', json));
  assert.deepEqual(
    problems.map((problem) => problem.message),
    ['modifier must hold exactly one of filesize, screensize; found filesize, screensize'],
  );
});

test('missing export, bad JSON and unknown schema names are problems', () => {
  assert.match(
    problemsOf(page('schema="processor-v1.0"', '{"import": {}}'))[0].message,
    /must have required property 'export'/,
  );
  assert.match(problemsOf(page('schema="processor-v1.4"', '{"export": [}'))[0].message, /not valid JSON/);
  assert.match(problemsOf(page('schema="processor-v2.0"', '{}'))[0].message, /unknown schema "processor-v2.0"/);
});

test('rendering and system examples validate against their own schemas', () => {
  assert.deepEqual(
    problemsOf(page('schema="rendering-v1.1"', '{"version": 1.1, "imageWidth": 512, "background": "white"}')),
    [],
  );
  assert.match(problemsOf(page('schema="rendering-v1.0"', '{"version": 1.1}'))[0].message, /unknown key "version"/);
  assert.match(
    problemsOf(page('schema="system-v1.0"', '{"streams": {"info": "file"}}'))[0].message,
    /streams\.info is "file"/,
  );
});

test('json fences with processor settings but no claim, and claims on other languages, are reported', () => {
  const text = [
    '```json',
    '{"optimize": {}}',
    '```',
    '',
    '```jsonc schema="processor-v1.4"',
    '{}',
    '```',
    '',
    '```json',
    '{"name": "not settings"}',
    '```',
  ].join('\n');
  const found = extractExamples(text, 'x.md');
  assert.equal(found.examples.length, 0);
  assert.deepEqual(
    found.unclaimed.map((block) => block.line),
    [1],
  );
  assert.deepEqual(
    found.misplaced.map((block) => block.line),
    [5],
  );
});

test('JSON pointers map to the line of their key', () => {
  const lines = jsonPointerLines(['{', '  "a": {', '    "b": [1,', '      {"c": "x\\"y"}]', '  }', '}'].join('\n'));
  assert.equal(lines.get(''), 1);
  assert.equal(lines.get('/a'), 2);
  assert.equal(lines.get('/a/b'), 3);
  assert.equal(lines.get('/a/b/1/c'), 4);
});
