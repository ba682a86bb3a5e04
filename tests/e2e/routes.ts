import fs from 'node:fs';
import path from 'node:path';

/** Every route the site must serve, copied from the product owner's routes.txt. */
export const allRoutes: string[] = fs
  .readFileSync(path.join(__dirname, '..', 'fixtures', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

export function routesUnder(prefix: string): string[] {
  return allRoutes.filter((route) => route.startsWith(prefix));
}
