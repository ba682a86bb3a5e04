/**
 * Writes the settings schemas to static/schemas/ from scripts/schemas/.
 *   node --import tsx scripts/gen-schemas.ts          write the files
 *   node --import tsx scripts/gen-schemas.ts --check  fail if a file differs from the definitions
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
    console.error(`${relative} is out of date; run: node --import tsx scripts/gen-schemas.ts`);
    stale += 1;
  } else {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
    console.log(`wrote ${relative}`);
  }
}
if (stale > 0) process.exit(1);
