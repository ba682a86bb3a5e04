/**
 * The hand-written SVG figures of the cloud tutorials: accessible markup, a
 * dark variant generated from the light one, readable colours, and every
 * figure a page refers to exists.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {FIGURE_DIRS, PALETTE, darkPathFor, lightFigures, toDark} from '../../scripts/themed-svg';

const root = path.resolve(__dirname, '..', '..');
const figureDir = path.join(root, FIGURE_DIRS[0]!);
const lights = lightFigures(figureDir);

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function colour(role: string, mode: 'light' | 'dark'): string {
  const entry = PALETTE.find((e) => e.role === role);
  assert.ok(entry, `palette role ${role}`);
  return entry[mode];
}

describe('toDark', () => {
  it('swaps palette colours and rejects colours outside the palette', () => {
    assert.equal(toDark('<rect fill="#0A66C2"/>'), '<rect fill="#5aa9f5"/>');
    assert.throws(
      () => toDark('<rect fill="#123456"/>', 'x.svg'),
      /x\.svg: colours outside the figure palette: #123456/,
    );
  });
});

describe('figure palette', () => {
  // Text roles on the backgrounds the figures put them on; WCAG AA needs 4.5:1.
  const pairs: Array<[string, string]> = [
    ['text', 'figure background'],
    ['text', 'card'],
    ['text', 'card, highlighted'],
    ['text', 'faint fill'],
    ['secondary text', 'figure background'],
    ['secondary text', 'card'],
    ['secondary text', 'card, highlighted'],
    ['primary (lines, filled boxes, links)', 'card'],
    ['primary (lines, filled boxes, links)', 'card, highlighted'],
    ['primary (lines, filled boxes, links)', 'faint fill'],
    ['text on primary', 'primary (lines, filled boxes, links)'],
    ['text on primary', 'accent'],
    ['accent', 'figure background'],
    ['accent', 'accent background'],
    ['success', 'success background'],
    ['success', 'card'],
    ['error', 'error background'],
    ['error', 'card'],
  ];
  for (const mode of ['light', 'dark'] as const) {
    it(`meets 4.5:1 for text in ${mode} mode`, () => {
      for (const [fg, bg] of pairs) {
        const ratio = contrast(colour(fg, mode), colour(bg, mode));
        assert.ok(ratio >= 4.5, `${mode}: "${fg}" on "${bg}" is ${ratio.toFixed(2)}:1`);
      }
    });
  }
});

describe('cloud tutorial figures', () => {
  it('exist', () => {
    assert.ok(lights.length >= 12, `found ${lights.length} light figures`);
  });

  for (const light of lights) {
    const name = path.basename(light);
    it(`${name} is accessible and has an up-to-date dark variant`, () => {
      const svg = fs.readFileSync(light, 'utf8');
      assert.match(svg, /^<svg [^>]*role="img"/, 'role="img" on the root');
      assert.match(svg, /^<svg [^>]*aria-label="[^"]{20,}"/, 'a descriptive aria-label');
      assert.match(svg, /^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/, 'intrinsic size and viewBox');
      assert.match(svg, /<title>[^<]{10,}<\/title>/, 'a <title>');
      const darkPath = darkPathFor(light);
      assert.ok(fs.existsSync(darkPath), `${path.basename(darkPath)} exists`);
      assert.equal(
        fs.readFileSync(darkPath, 'utf8'),
        toDark(svg, name),
        `${path.basename(darkPath)} is stale: run node --import tsx scripts/themed-svg.ts`,
      );
    });
  }

  it('every figure a cloud tutorial refers to exists', () => {
    const docsDir = path.join(root, 'docs', 'rapidpipeline-cloud-tutorials');
    const referenced = new Set<string>();
    for (const file of fs.readdirSync(docsDir).filter((f) => /\.mdx?$/.test(f))) {
      const text = fs.readFileSync(path.join(docsDir, file), 'utf8');
      for (const match of text.matchAll(/useBaseUrl\('([^']+)'\)/g)) referenced.add(match[1]!);
    }
    assert.ok(referenced.size >= 24, `found ${referenced.size} figure references`);
    for (const url of referenced) {
      assert.ok(fs.existsSync(path.join(root, 'static', url)), `static${url} exists`);
    }
  });
});
