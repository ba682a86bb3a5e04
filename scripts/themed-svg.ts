/**
 * Writes `<name>-dark.svg` next to each hand-drawn `<name>-light.svg` by swapping every light palette colour for
 * its dark counterpart, so the variants never drift apart; a colour outside the palette is an error.
 * `--check` fails when a dark variant is missing or stale. The pairs' contrast: tests/unit/cloud-figures.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface PaletteEntry {
  role: string;
  light: string;
  dark: string;
}

export const PALETTE: readonly PaletteEntry[] = [
  {role: 'figure background', light: '#f6f8fb', dark: '#1f2329'},
  {role: 'card', light: '#ffffff', dark: '#2a2f37'},
  {role: 'card, highlighted', light: '#e7f0fb', dark: '#1d3550'},
  {role: 'primary (lines, filled boxes, links)', light: '#0a66c2', dark: '#5aa9f5'},
  {role: 'text on primary', light: '#fffffe', dark: '#1f2329'},
  {role: 'text', light: '#1c1e21', dark: '#e8eaed'},
  {role: 'secondary text', light: '#4b5563', dark: '#b3bcc8'},
  {role: 'neutral border', light: '#9aa5b1', dark: '#6b7785'},
  {role: 'faint fill', light: '#eef1f5', dark: '#353b44'},
  {role: 'accent', light: '#b8470b', dark: '#ff9d4d'},
  {role: 'accent background', light: '#fdeee4', dark: '#3d2a1c'},
  {role: 'success', light: '#17702f', dark: '#4fc16b'},
  {role: 'success background', light: '#e6f4ea', dark: '#1f3a27'},
  {role: 'error', light: '#c62828', dark: '#ff7a7a'},
  {role: 'error background', light: '#fdecea', dark: '#3f2224'},
];

const HEX = /#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g;

/** Returns the dark variant of a light SVG, or throws naming the colours that are not in the palette. */
export function toDark(lightSvg: string, label = 'figure'): string {
  const map = new Map(PALETTE.map((entry) => [entry.light.toLowerCase(), entry.dark]));
  const unknown = new Set<string>();
  const dark = lightSvg.replace(HEX, (colour) => {
    const replacement = map.get(colour.toLowerCase());
    if (!replacement) unknown.add(colour);
    return replacement ?? colour;
  });
  if (unknown.size > 0) {
    throw new Error(`${label}: colours outside the figure palette: ${[...unknown].join(', ')}`);
  }
  return dark;
}

/** Light figures in a folder: every `*-light.svg`. */
export function lightFigures(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('-light.svg'))
    .sort()
    .map((name) => path.join(dir, name));
}

export function darkPathFor(lightPath: string): string {
  return lightPath.replace(/-light\.svg$/, '-dark.svg');
}

/** Folders whose figures are themed this way. */
export const FIGURE_DIRS = ['static/img/cloud-tutorials'];

function main(): void {
  const root = path.resolve(__dirname, '..');
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const dir of FIGURE_DIRS) {
    for (const light of lightFigures(path.join(root, dir))) {
      const expected = toDark(fs.readFileSync(light, 'utf8'), path.relative(root, light));
      const darkPath = darkPathFor(light);
      const current = fs.existsSync(darkPath) ? fs.readFileSync(darkPath, 'utf8') : null;
      if (current === expected) continue;
      if (check) stale.push(path.relative(root, darkPath));
      else fs.writeFileSync(darkPath, expected);
    }
  }
  if (stale.length > 0) {
    console.error(`Dark figures missing or out of date (run scripts/themed-svg.ts):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
}

if (require.main === module) main();
