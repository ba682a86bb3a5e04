import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {feeds} from '../../config/feeds';
import {
  announcedText,
  checkEngineVersions,
  checkFacts,
  checkInlineCode,
  checkJsonBlocks,
  checkNewOperations,
  loadOperations,
  loadSchemaIndexes,
  schemaOnDate,
  type Page,
} from '../../scripts/lib/fact-check';
import {loadValidators} from '../../scripts/lib/settings-examples';

const root = path.join(__dirname, '..', '..');
const indexes = loadSchemaIndexes(root);
const validators = loadValidators(root);
const v1 = loadOperations(path.join(root, 'api-specs', 'rapidcompact-v1.yaml'), 'v1');
const v2 = loadOperations(path.join(root, 'api-specs', 'rapidpipeline-v2.yaml'), 'v2');

const note = (text: string, schema: string, date = '2025-04-08', feed = '3d-processor-updates'): Page => ({
  file: 'blog-x/note.md',
  text,
  schema,
  date,
  feed,
  announces: announcedText(text),
});
const messages = (findings: {message: string}[]) => findings.map((finding) => finding.message);

describe('(a) keys and values named in text', () => {
  it('rejects a key path that arrives in a later schema version', () => {
    const found = checkInlineCode(note('- `meshCulling.occlusionCulling.sampleEdges` samples edges.', '1.3'), indexes);
    assert.match(messages(found).join('\n'), /sampleEdges` is not a key path of schema v1\.3; it exists in v1\.4/);
    assert.deepEqual(
      checkInlineCode(note('- `meshCulling.occlusionCulling.sampleEdges` samples edges.', '1.4'), indexes),
      [],
    );
  });

  it('rejects a bare key name of a later version, but not a sentence saying the key is absent', () => {
    assert.equal(checkInlineCode(note('Set `sampleEdges` to keep thin parts.', '1.3'), indexes).length, 1);
    assert.deepEqual(checkInlineCode(note('Version 1.0 has no `version` key.', '1.0'), indexes), []);
  });

  it('rejects values a key does not allow, and accepts the ones it does', () => {
    const bad = note('`import.CAD.tessellationResolution` accepts `extraCoarse` and `fine`.', '1.3');
    assert.match(messages(checkInlineCode(bad, indexes)).join('\n'), /`extraCoarse` is not an allowed value/);
    const good = note('`import.CAD.tessellationResolution` accepts `coarse`, `medium` and `fine`.', '1.3');
    assert.deepEqual(checkInlineCode(good, indexes), []);
  });

  it('rejects a "key": value pair of the wrong type, unless the sentence names a version where it fits', () => {
    assert.match(
      messages(checkInlineCode(note('Write `"version": 1.1` in the file.', '1.1'), indexes)).join(''),
      /"version": 1\.1 is invalid in schema v1\.1/,
    );
    assert.deepEqual(checkInlineCode(note('Write `"version": "1.1"` in the file.', '1.1'), indexes), []);
    assert.deepEqual(checkInlineCode(note('A v1.2 file with `"centerModel": true` must change.', '1.3'), indexes), []);
  });

  it('leaves prose words and code of other kinds alone', () => {
    const text = 'Run `rpdx -h`, read `numMeshes` and `rpd_account.json`, then set the `new` value.';
    assert.deepEqual(checkInlineCode(note(text, '1.4'), indexes), []);
  });
});

describe('(b) settings JSON', () => {
  it('validates an unclaimed settings block against the page version', () => {
    const text = '```json\n{"version": 1.4, "export": [{"format": {"glb": {}}}]}\n```\n';
    assert.match(messages(checkJsonBlocks(note(text, '1.4'), indexes, validators)).join(''), /version/);
    const fine = '```json\n{"version": "1.4", "export": [{"format": {"glb": {}}}]}\n```\n';
    assert.deepEqual(checkJsonBlocks(note(fine, '1.4'), indexes, validators), []);
  });

  it('rejects a release note block that claims another schema than the release reads', () => {
    const text = '```json schema="processor-v1.4"\n{"export": [{"format": {"glb": {}}}]}\n```\n';
    assert.match(messages(checkJsonBlocks(note(text, '1.3'), indexes, validators)).join(''), /claims processor-v1\.4/);
  });

  it('checks the pairs of a settings fragment in a release note', () => {
    const text = '```json\n{"tessellationResolution": "extraFine"}\n```\n';
    assert.match(messages(checkJsonBlocks(note(text, '1.3'), indexes, validators)).join(''), /extraFine/);
  });
});

describe('(c) engine versions', () => {
  it('rejects an engine version released after the note, and one the data does not know', () => {
    const early = note('Ships the 3D Processor 7.4.2 engine.', '1.4', '2025-09-09', 'integration-updates-unreal');
    assert.match(messages(checkEngineVersions(early)).join(''), /7\.4\.2, released 2025-09-16, after .* 2025-09-09/);
    assert.match(messages(checkEngineVersions(note('Needs 7.9.0.', '1.4'))).join(''), /not in src\/data/);
    assert.deepEqual(checkEngineVersions(note('Needs engine 7.3.0 or newer.', '1.3', '2025-04-08')), []);
  });

  it('uses the newest schema released by a date', () => {
    assert.equal(schemaOnDate('2024-08-14'), undefined);
    assert.equal(schemaOnDate('2024-08-15'), '1.0');
    assert.equal(schemaOnDate('2025-07-01'), '1.4');
  });
});

describe('(d) API operations called new', () => {
  const platform = (date: string, text: string): Page => ({...note(text, '1.4', date, 'platform-updates'), file: date});

  it('rejects an operation presented as new that API v1 already had', () => {
    const bulk = platform(
      '2024-12-03',
      '## New\n\n- [Delete multiple Base Assets](/docs/api/rapidpipeline_v2/delete-multiple-base-assets).\n',
    );
    assert.match(messages(checkNewOperations([bulk], v1, v2)).join(''), /API v1 already has it/);
  });

  it('rejects an operation presented as new that an earlier note already named', () => {
    const first = platform(
      '2023-06-20',
      'API v2 has [Get all Factory Presets](/docs/api/rapidpipeline_v2/get-all-factory-presets).',
    );
    const again = platform(
      '2025-07-08',
      '## New\n\n- [Get All Factory Presets](/docs/api/rapidpipeline_v2/get-all-factory-presets) lists them.\n',
    );
    assert.match(messages(checkNewOperations([again, first], v1, v2)).join(''), /2023-06-20 .* already names it/);
    assert.deepEqual(checkNewOperations([again], v1, v2), []);
  });

  it('reads only what a note presents as new: a changed operation or a passing link is not announced', () => {
    const changed = platform(
      '2025-03-11',
      '## Improved\n\n- [Get Running Jobs](/docs/api/rapidpipeline_v2/get-running-jobs) shows the step.\n',
    );
    assert.deepEqual(checkNewOperations([changed], v1, v2), []);
  });
});

describe('the site', () => {
  it('has no page that states what the schemas, specs and release data contradict', () => {
    const problems = checkFacts(root, feeds, validators);
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });
});
