/**
 * Every JSON settings example on the site is valid for the schema version it claims.
 * An example claims its schema in the code-fence meta: ```json schema="processor-v1.4"```
 * (also rendering-v1.0/v1.1, system-v1.0). Scans docs/** (not the generated docs/api) and blog-*\/**.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkSite, formatProblem} from '../../scripts/lib/settings-examples';

const root = path.join(__dirname, '..', '..');

test('every settings example validates against the schema it claims', (t) => {
  const report = checkSite(root);
  const byClaim = new Map<string, number>();
  for (const example of report.examples) byClaim.set(example.claim, (byClaim.get(example.claim) ?? 0) + 1);
  t.diagnostic(
    `${report.examples.length} examples in ${report.files} files: ${[...byClaim].map(([claim, count]) => `${claim} ×${count}`).join(', ')}`,
  );
  for (const block of report.unclaimed) {
    t.diagnostic(
      `${block.file}:${block.line} looks like 3D Processing settings but claims no schema (add schema="processor-v1.4" if it is a complete file)`,
    );
  }
  for (const problem of report.problems) console.error(formatProblem(problem));
  assert.ok(report.examples.length > 0, 'no settings examples found: the scan is broken or the site has none');
  assert.deepEqual(
    report.problems.map(formatProblem),
    [],
    `${report.problems.length} invalid settings examples (file:line [schema] error)`,
  );
});
