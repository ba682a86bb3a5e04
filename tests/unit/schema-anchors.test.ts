/**
 * Links into the schema reference pages (`processor-schema-settings-v1.4.md#import.general.rotateZUp`)
 * point at keys that exist in that version's schema file. The full build checks anchors too, but
 * only once every page is merged; this test names the broken link and the nearest valid keys now.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteContentFiles} from '../../scripts/lib/settings-examples';
import {SECTION_IDS, flattenSchema, type JsonSchema} from '../../src/components/SchemaReference/model';

const root = path.join(__dirname, '..', '..');
const PAGE_TO_FILE: [RegExp, string][] = [
  [/processor-schema-settings-v(\d+\.\d+)(?:\.mdx?)?#([^)\s"'>`]+)/g, 'processor'],
  [/rendering-schema-settings-v(\d+\.\d+)(?:\.mdx?)?#([^)\s"'>`]+)/g, 'rendering'],
  [/system-schema-settings-v(\d+\.\d+)(?:\.mdx?)?#([^)\s"'>`]+)/g, 'system'],
];

const idCache = new Map<string, Set<string>>();
function idsOf(family: string, version: string): Set<string> | undefined {
  const key = `${family}-${version}`;
  if (!idCache.has(key)) {
    const file = path.join(root, 'static', 'schemas', family, `v${version}.json`);
    if (!fs.existsSync(file)) return undefined;
    const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema;
    idCache.set(key, new Set([...flattenSchema(schema).map((node) => node.id), ...Object.values(SECTION_IDS)]));
  }
  return idCache.get(key);
}

test('every link to a key of a schema page names an existing key', (t) => {
  const broken: string[] = [];
  let links = 0;
  for (const file of siteContentFiles(root)) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [pattern, family] of PAGE_TO_FILE) {
        for (const match of line.matchAll(pattern)) {
          links += 1;
          const [, version, anchor] = match;
          const ids = idsOf(family, version);
          const where = `${path.relative(root, file)}:${index + 1}`;
          if (!ids) broken.push(`${where}: no ${family} schema v${version}`);
          else if (!ids.has(decodeURIComponent(anchor))) {
            const last = anchor.split('.').pop() ?? anchor;
            const near = [...ids].filter((id) => id.endsWith(`.${last}`) || id === last).slice(0, 3);
            broken.push(
              `${where}: #${anchor} is not a key of ${family} v${version}${near.length ? `; did you mean ${near.join(', ')}?` : ''}`,
            );
          }
        }
      }
    });
  }
  t.diagnostic(`${links} links into schema pages checked`);
  assert.deepEqual(broken, []);
});
