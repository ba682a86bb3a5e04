import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {feeds} from '../../config/feeds';
import {
  checkAllFeeds,
  checkFeedEntries,
  checkReleaseNote,
  compareReleaseOrder,
  compareSemver,
  loadFeed,
  newestEntries,
  parseReleaseNote,
  slugProblem,
  type CheckContext,
  type FeedRules,
} from '../../scripts/lib/release-notes';

const root = path.join(__dirname, '..', '..');
const routesFile = path.join(root, 'tests', 'fixtures', 'routes.txt');

const feedById = (id: string): FeedRules => {
  const feed = feeds.find((candidate) => candidate.id === id);
  assert.ok(feed, `feed ${id} is configured`);
  return feed;
};

const context: CheckContext = {
  authorKeys: new Set(['dgg-engineering', 'dgg-platform']),
  knownRoutes: new Set([
    '/docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.4',
    '/docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.2',
    '/docs/componentDocs/DccImporter/dcc-importer-outputs',
  ]),
  today: new Date('2026-01-01T00:00:00Z'),
};

const summary =
  'The release adds USD output with MaterialX shaders to the converter, so scenes keep their layered materials when you open them in a MaterialX-capable viewer.';

/** A valid dated entry; tests change one thing at a time. */
function entry(overrides: {frontMatter?: string; body?: string; fileName?: string} = {}) {
  const frontMatter =
    overrides.frontMatter ??
    [
      'title: DCC Importer, 14 May 2024',
      "slug: '2024-05-14'",
      'date: 2024-05-14',
      'authors: [dgg-engineering]',
      'tags: [dcc-importer, export]',
      'description: Adds USD output with MaterialX shaders.',
    ].join('\n');
  const body =
    overrides.body ??
    `\n${summary}\n\n<!-- truncate -->\n\n## New\n\n- USD output, see [outputs](/docs/componentDocs/DccImporter/dcc-importer-outputs).\n`;
  return parseReleaseNote(`---\n${frontMatter}\n---\n${body}`, overrides.fileName ?? '2024-05-14-2024-05-14.md');
}

const dcc = feedById('dcc-importer-updates');
const problemsOf = (note: ReturnType<typeof entry>, feed: FeedRules = dcc) => checkReleaseNote(note, feed, context);
const expectProblem = (problems: string[], pattern: RegExp) =>
  assert.ok(
    problems.some((problem) => pattern.test(problem)),
    `expected a problem matching ${pattern}, got:\n${problems.join('\n')}`,
  );

describe('release-note checks on synthetic entries', () => {
  it('accept a complete entry', () => {
    assert.deepEqual(problemsOf(entry()), []);
  });

  it('reject an entry without a description', () => {
    const note = entry({
      frontMatter: "title: T\nslug: '2024-05-14'\ndate: 2024-05-14\nauthors: [dgg-engineering]\ntags: [dcc-importer]",
    });
    expectProblem(problemsOf(note), /no "description"/);
  });

  it('reject a description of two sentences', () => {
    const note = entry({
      frontMatter:
        "title: T\nslug: '2024-05-14'\ndate: 2024-05-14\nauthors: [dgg-engineering]\ntags: [dcc-importer]\ndescription: Adds USD. Fixes FBX.",
    });
    expectProblem(problemsOf(note), /single sentence/);
  });

  it('reject an entry without a summary paragraph', () => {
    const note = entry({body: '\n<!-- truncate -->\n\n## New\n\n- USD output.\n'});
    expectProblem(problemsOf(note), /no summary paragraph/);
  });

  it('reject a summary that is a list instead of a paragraph', () => {
    const note = entry({body: '\n- USD output\n- FBX output\n\n<!-- truncate -->\n\n## New\n\n- USD output.\n'});
    expectProblem(problemsOf(note), /exactly one prose paragraph/);
  });

  it('reject an entry without sections after the marker', () => {
    const note = entry({body: `\n${summary}\n\n<!-- truncate -->\n\nMore text.\n`});
    expectProblem(problemsOf(note), /no section below the marker/);
  });

  it('reject an entry without a date', () => {
    const note = entry({
      frontMatter:
        "title: T\nslug: '2024-05-14'\nauthors: [dgg-engineering]\ntags: [dcc-importer]\ndescription: Adds USD.",
    });
    expectProblem(problemsOf(note), /no "date"/);
  });

  it('reject an invalid date and a date in the future', () => {
    const invalid = entry({
      frontMatter:
        "title: T\nslug: '2024-05-14'\ndate: 2024-02-30\nauthors: [dgg-engineering]\ntags: [dcc-importer]\ndescription: Adds USD.",
    });
    expectProblem(problemsOf(invalid), /not a valid date/);
    const future = entry({
      fileName: '2027-05-14-2027-05-14.md',
      frontMatter:
        "title: T\nslug: '2027-05-14'\ndate: 2027-05-14\nauthors: [dgg-engineering]\ntags: [dcc-importer]\ndescription: Adds USD.",
    });
    expectProblem(problemsOf(future), /lies in the future/);
  });

  it('reject a version slug in a dated feed and a dated slug in a versioned feed', () => {
    const versionInDated = entry({
      fileName: '2024-05-14-v1.2.0.md',
      frontMatter:
        'title: T\nslug: v1.2.0\ndate: 2024-05-14\nauthors: [dgg-engineering]\ntags: [dcc-importer]\ndescription: Adds USD.',
    });
    expectProblem(problemsOf(versionInDated), /must be YYYY-MM-DD/);
    expectProblem(problemsOf(entry(), feedById('qc-tools-updates')), /must be v<semver>/);
  });

  it('reject an unquoted dated slug, which YAML reads as a date', () => {
    const note = entry({
      frontMatter:
        'title: T\nslug: 2024-05-14\ndate: 2024-05-14\nauthors: [dgg-engineering]\ntags: [dcc-importer]\ndescription: Adds USD.',
    });
    expectProblem(problemsOf(note), /must be a string/);
  });

  it('reject a dated slug that differs from the date, and a file name that differs from the slug', () => {
    const note = entry({
      frontMatter:
        "title: T\nslug: '2024-05-15'\ndate: 2024-05-14\nauthors: [dgg-engineering]\ntags: [dcc-importer]\ndescription: Adds USD.",
    });
    const problems = problemsOf(note);
    expectProblem(problems, /does not match "date"/);
    expectProblem(problems, /file name slug/);
  });

  it('reject an author that is not in the authors map', () => {
    const note = entry({
      frontMatter:
        "title: T\nslug: '2024-05-14'\ndate: 2024-05-14\nauthors: [jane-doe]\ntags: [dcc-importer]\ndescription: Adds USD.",
    });
    expectProblem(problemsOf(note), /author "jane-doe" is not in blog-authors.yml/);
  });

  it('reject links to routes the site does not have', () => {
    const note = entry({
      body: `\n${summary}\n\n<!-- truncate -->\n\n## New\n\n- See [outputs](/docs/componentDocs/DccImporter/outputs).\n`,
    });
    expectProblem(problemsOf(note), /not a route of the site/);
  });

  it('require a 3D Processor release to name and link its settings schema', () => {
    const processor = feedById('3d-processor-updates');
    const base =
      'title: 3D Processor 7.4.2\nslug: v7.4.2\ndate: 2025-09-16\nauthors: [dgg-engineering]\ntags: [3d-processor]\ndescription: Fixes.';
    const withoutSchema = entry({fileName: '2025-09-16-v7.4.2.md', frontMatter: base});
    expectProblem(problemsOf(withoutSchema, processor), /must link .*processor-schema-settings-v1\.4/);
    const wrongSchema = entry({
      fileName: '2025-09-16-v7.4.2.md',
      frontMatter: base,
      body: `\n${summary}\n\n<!-- truncate -->\n\n## Fixed\n\n- Reads [schema v1.2](/docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.2).\n`,
    });
    expectProblem(problemsOf(wrongSchema, processor), /must link .*v1\.4/);
    const right = entry({
      fileName: '2025-09-16-v7.4.2.md',
      frontMatter: base,
      body: `\n${summary}\n\n<!-- truncate -->\n\n## Fixed\n\n- Reads [schema v1.4](/docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.4).\n`,
    });
    assert.deepEqual(problemsOf(right, processor), []);
  });
});

describe('slug rules per feed', () => {
  const platform = feedById('platform-updates');
  it('accept the forms each feed allows', () => {
    assert.equal(slugProblem('v7.4.2', feedById('3d-processor-updates')), undefined);
    assert.equal(slugProblem('v0.2.1-1', feedById('blender-plugin-updates')), undefined);
    assert.equal(slugProblem('2024-05-14', dcc), undefined);
    assert.equal(slugProblem('2024-05-14-2', dcc), undefined);
    assert.equal(slugProblem('ui-update', platform), undefined);
    assert.equal(slugProblem('2024-05-14', platform), undefined);
  });
  it('reject other forms', () => {
    for (const slug of ['7.4.2', 'v7.4', 'v07.4.2', 'release-7'])
      assert.ok(slugProblem(slug, feedById('3d-processor-updates')), slug);
    for (const slug of ['2024-5-14', '2024-05-14-1', '2024-13-01', 'ui-update'])
      assert.ok(slugProblem(slug, dcc), slug);
    assert.ok(slugProblem('new-viewer', platform));
  });
});

describe('feed-level rules', () => {
  it('reject duplicate slugs, out-of-order versions and a -2 release without its first', () => {
    const make = (slug: string, date: string) =>
      parseReleaseNote(`---\nslug: '${slug}'\ndate: ${date}\n---\n`, `${date}-${slug}.md`);
    const versionFeed = feedById('qc-tools-updates');
    expectProblem(
      checkFeedEntries([make('v1.0.0', '2024-01-01'), make('v1.0.0', '2024-02-01')], versionFeed),
      /is used by/,
    );
    expectProblem(
      checkFeedEntries([make('v1.1.0', '2024-01-01'), make('v1.0.0', '2024-02-01')], versionFeed),
      /dated before/,
    );
    expectProblem(checkFeedEntries([make('2024-05-14-2', '2024-05-14')], dcc), /needs an earlier release/);
  });
  it('order versions as semver does, with numeric suffixes as later package revisions', () => {
    assert.ok(compareSemver('0.2.1', '0.2.1-1') > 0);
    assert.ok(compareReleaseOrder('0.2.1-1', '0.2.1') > 0);
    assert.ok(compareReleaseOrder('0.2.1-1', '0.2.2') < 0);
    assert.ok(compareReleaseOrder('1.0.0-beta', '1.0.0') < 0);
    assert.ok(compareSemver('6.10.0', '6.9.0') > 0);
    assert.ok(compareSemver('7.4.1', '7.4.2') < 0);
  });
});

describe('the release notes in the repository', () => {
  it('all pass the checks', () => {
    const problems = checkAllFeeds(root, feeds, routesFile);
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });

  it('every feed has entries, and each has one newest entry', () => {
    for (const feed of feeds) {
      const notes = loadFeed(root, feed);
      assert.ok(notes.length > 0, `${feed.folder} has no entries`);
      assert.equal(newestEntries(notes).length, 1, `${feed.folder} has several entries on its newest date`);
    }
  });
});
