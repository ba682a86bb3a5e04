import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  bundlesOf,
  joinVersions,
  legacyCliSupportStatus,
  legacyPhaseOutQuarter,
  schemaRows,
} from '../../src/components/EngineReleases/model';
import {engineReleases} from '../../src/data/releases';

test('the engine-to-schema rows list every engine release exactly once, newest schema first', () => {
  const rows = schemaRows();
  const listed = rows.flatMap((row) => row.engines);
  assert.deepEqual([...listed].sort(), engineReleases.map((release) => release.version).sort());
  assert.equal(new Set(listed).size, listed.length);
  const schemas = rows.map((row) => row.schema);
  assert.deepEqual(
    schemas,
    [...schemas].sort((a, b) => Number(b) - Number(a)),
  );
});

test('every engine of a row reads that row schema, and unconfirmed engines are flagged in their row', () => {
  for (const row of schemaRows()) {
    for (const version of row.engines) {
      const release = engineReleases.find((item) => item.version === version);
      assert.equal(release?.schema, row.schema);
      const unconfirmed = release?.versionSupport === 'unconfirmed' || release?.schemaSupport === 'unconfirmed';
      assert.equal(row.unconfirmed.includes(version), unconfirmed, version);
    }
  }
});

test('versions are joined the way a sentence names them', () => {
  assert.equal(joinVersions([]), '');
  assert.equal(joinVersions(['7.0.0']), '7.0.0');
  assert.equal(joinVersions(['7.1.0', '7.1.1']), '7.1.0 and 7.1.1');
  assert.equal(joinVersions(['7.4.0', '7.4.1', '7.4.2']), '7.4.0, 7.4.1 and 7.4.2');
});

test('bundled engines are found by product name only', () => {
  assert.ok(bundlesOf('Blender plugin').length > 0);
  assert.deepEqual(bundlesOf('No such plugin'), []);
});

test('the legacy phase-out quarter is written out in words, and a malformed quarter is an error', () => {
  assert.equal(legacyPhaseOutQuarter('Q1 2025'), 'the first quarter of 2025');
  assert.equal(legacyPhaseOutQuarter('Q4 2026'), 'the fourth quarter of 2026');
  assert.match(legacyPhaseOutQuarter(), /^the (first|second|third|fourth) quarter of \d{4}$/);
  assert.throws(() => legacyPhaseOutQuarter('early 2025'), /not in the form/);
});

test('the legacy CLI support status names the phase-out quarter and the bug fixes', () => {
  assert.ok(legacyCliSupportStatus().includes(legacyPhaseOutQuarter()));
  assert.match(legacyCliSupportStatus(), /still receives bug fixes\.$/);
});
