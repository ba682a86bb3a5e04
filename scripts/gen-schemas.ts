/**
 * `npm run schemas`: writes static/schemas/ from the sources in schemas/ (see scripts/schemas/build.ts).
 * `--check` writes nothing and fails when a published file differs from its source.
 */
import fs from 'node:fs';
import path from 'node:path';
import {schemaFiles} from './schemas/build';

const root = path.join(__dirname, '..');
const check = process.argv.includes('--check');
let stale = 0;
for (const [relative, content] of schemaFiles()) {
  const file = path.join(root, relative);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === content) continue;
  if (check) {
    console.error(`${relative} is out of date; run: npm run schemas`);
    stale += 1;
  } else {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
    console.log(`wrote ${relative}`);
  }
}
if (stale > 0) process.exit(1);
