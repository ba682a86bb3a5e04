/**
 * Screenshots of pages in light and dark mode at desktop and phone widths, for a
 * person to look at. Needs a running server (npm run serve).
 *   node --import tsx scripts/screenshots.ts [--base http://127.0.0.1:3000/] path1 path2 ...
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1]! : 'http://127.0.0.1:3000/';
const pages = args.length > 0 ? args : [''];
const outDir = path.resolve('screenshots');

async function main(): Promise<void> {
  fs.mkdirSync(outDir, {recursive: true});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 375],
  ] as const) {
    for (const mode of ['light', 'dark'] as const) {
      const context = await browser.newContext({viewport: {width, height: 900}, deviceScaleFactor: 1});
      await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      for (const route of pages) {
        await page.goto(new URL(route.replace(/^\//, ''), base).href, {waitUntil: 'networkidle'});
        const name = `${route.replace(/^\/|\/$/g, '').replace(/[^a-zA-Z0-9.-]+/g, '_') || 'home'}-${label}-${mode}.png`;
        await page.screenshot({path: path.join(outDir, name), fullPage: false});
        console.log(path.join('screenshots', name));
      }
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
