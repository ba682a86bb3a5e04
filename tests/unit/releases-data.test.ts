import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  bundledEngines,
  engineRangeForSchema,
  engineReleases,
  enginesForSchema,
  processorSchemaVersions,
  releasedOn,
  schemaForEngine,
} from '../../src/data/releases';
import {feeds} from '../../config/feeds';
import {compareSemver, loadFeed, normaliseDate, versionOfSlug} from '../../scripts/lib/release-notes';

const root = path.join(__dirname, '..', '..');
const schemaFile = (version: string) => path.join(root, 'static', 'schemas', 'processor', `v${version}.json`);

describe('src/data/releases.ts', () => {
  it('names only processing schema versions that have a schema file, and each file names its version', () => {
    for (const version of processorSchemaVersions) {
      assert.ok(fs.existsSync(schemaFile(version)), `static/schemas/processor/v${version}.json is missing`);
      const schema = JSON.parse(fs.readFileSync(schemaFile(version), 'utf8')) as {'x-schemaVersion'?: string};
      assert.equal(schema['x-schemaVersion'], version);
    }
    for (const bundle of bundledEngines) assert.ok(fs.existsSync(schemaFile(bundle.schema)), bundle.schema);
  });

  it('lists each engine version once, with valid dates that rise with the version', () => {
    const versions = engineReleases.map((release) => release.version);
    assert.equal(new Set(versions).size, versions.length, 'duplicate engine versions');
    for (const release of engineReleases) assert.equal(normaliseDate(release.released), release.released);
    for (let i = 1; i < engineReleases.length; i += 1) {
      const [older, newer] = [engineReleases[i - 1], engineReleases[i]];
      assert.ok(compareSemver(older.version, newer.version) < 0, `${older.version} is listed before ${newer.version}`);
      assert.ok(older.released < newer.released, `${newer.version} is not dated after ${older.version}`);
      assert.ok(
        compareSemver(`${older.schema}.0`, `${newer.schema}.0`) <= 0,
        `${newer.version} reads an older schema than ${older.version}`,
      );
    }
  });

  it('has a bundled engine released no later than the plugin release that ships it, on the schema it reads', () => {
    for (const bundle of bundledEngines) {
      const engineDate = releasedOn(bundle.engine);
      assert.ok(engineDate, `engine ${bundle.engine} is not in engineReleases`);
      assert.ok(engineDate <= bundle.released, `${bundle.product} ${bundle.version} ships ${bundle.engine} early`);
      assert.equal(schemaForEngine(bundle.engine), bundle.schema);
    }
  });

  it('has one 3D Processor release note per engine release, dated as the data dates it', () => {
    const feed = feeds.find((candidate) => candidate.id === '3d-processor-updates')!;
    const notes = new Map(loadFeed(root, feed).map((note) => [versionOfSlug(note.slug ?? ''), note.date]));
    assert.deepEqual(new Map(engineReleases.map((release) => [release.version, release.released])), notes);
  });

  it('maps the versions the fact sheets name to their schema', () => {
    assert.equal(schemaForEngine('7.0.0'), '1.0');
    assert.equal(schemaForEngine('7.1.1'), '1.1');
    assert.equal(schemaForEngine('7.2.2'), '1.2');
    assert.equal(schemaForEngine('7.3.1'), '1.3');
    assert.equal(schemaForEngine('7.4.2'), '1.4');
    assert.equal(schemaForEngine('6.14.2'), undefined);
    assert.equal(releasedOn('7.0.0'), '2024-08-15');
    assert.deepEqual(enginesForSchema('1.4'), ['7.4.0', '7.4.1', '7.4.2']);
    assert.equal(engineRangeForSchema('1.0'), '7.0.0');
    assert.equal(engineRangeForSchema('1.2'), '7.2.0–7.2.2');
    assert.equal(engineRangeForSchema('9.9'), undefined);
    // 7.4.2 reads 1.4 by this site's account only: the range states what a source gives.
    assert.equal(engineRangeForSchema('1.4'), '7.4.0–7.4.1');
  });
});
