import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {feeds} from '../../config/feeds';
import {checkReleaseNote, parseReleaseNote, type CheckContext} from '../../scripts/lib/release-notes';
import {previousSchema, settingsChangesFor, settingsChangesSection} from '../../scripts/lib/settings-changes';
import {schemaPageRoute} from '../../src/data/releases';

const root = path.join(__dirname, '..', '..');
const processor = feeds.find((feed) => feed.id === '3d-processor-updates')!;
const context: CheckContext = {
  authorKeys: new Set(['dgg-engineering']),
  knownRoutes: new Set(['1.3', '1.4'].map(schemaPageRoute)),
  today: new Date('2026-01-01T00:00:00Z'),
  settingsChanges: (version) => settingsChangesFor(root, version),
};
const summary =
  '3D Processor 7.4.0 reads schema v1.4, the settings format of the 7.4 line, and is the minimum engine of several Magic Actions.';
const note = (version: string, date: string, sections: string) =>
  parseReleaseNote(
    `---\ntitle: 3D Processor ${version}\nslug: v${version}\ndate: ${date}\nauthors: [dgg-engineering]\ntags: [3d-processor]\ndescription: Reads schema v1.4.\n---\n\n${summary}\n\n<!-- truncate -->\n\n## New\n\n- Reads [schema v1.4](${schemaPageRoute('1.4')}).\n\n${sections}`,
    `${date}-v${version}.md`,
  );
const problems = (version: string, date: string, sections: string) =>
  checkReleaseNote(note(version, date, sections), processor, context);

describe('Settings changes section', () => {
  it('is due when a release reads another schema than the release before it', () => {
    assert.deepEqual(previousSchema('7.4.0'), {from: '1.3', to: '1.4'});
    assert.equal(previousSchema('7.4.1'), undefined);
    assert.equal(previousSchema('7.0.0'), undefined);
  });

  it('lists the keys the v1.4 file adds and the defaults it changes, with links to the key anchors', () => {
    const section = settingsChangesFor(root, '7.4.0')!;
    assert.match(section, /^## Settings changes\n/);
    assert.match(section, /processor-schema-settings-v1\.4#meshCulling\.occlusionCulling\.sampleEdges/);
    assert.match(section, /import\.general\.fixAnimationData.*default `false` → `true`/);
    assert.doesNotMatch(section, /extraFine|tessellationResolution/);
  });

  it('accepts the generated section and rejects an edited or missing one', () => {
    const generated = settingsChangesFor(root, '7.4.0')!;
    assert.deepEqual(problems('7.4.0', '2025-06-24', generated), []);
    const edited = generated.replace('adds 8 keys', 'adds 9 keys');
    assert.match(problems('7.4.0', '2025-06-24', edited).join('\n'), /must be the schema diff/);
    assert.match(problems('7.4.0', '2025-06-24', '').join('\n'), /must be the schema diff/);
  });

  it('rejects the section on a release that reads the schema of the release before it', () => {
    const generated = settingsChangesFor(root, '7.4.0')!;
    assert.match(problems('7.4.1', '2025-07-29', generated).join('\n'), /has no "Settings changes" section/);
  });

  it('reads a section up to the next h2', () => {
    assert.equal(
      settingsChangesSection('## New\n\n- a\n\n## Settings changes\n\n- b\n\n## Fixed\n\n- c\n'),
      '## Settings changes\n\n- b\n',
    );
    assert.equal(settingsChangesSection('## New\n\n- a\n'), undefined);
  });
});
