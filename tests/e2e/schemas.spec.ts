/**
 * Schema reference pages: every key of every schema file is
 * on its page with an anchor, deep links land on the key, and the "changes since" section of
 * v1.4 matches the difference between the keys actually rendered on the v1.3 and v1.4 pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoAndWait} from './fixtures';

const PAGES: {route: string; file: string}[] = [
  ...['1.0', '1.1', '1.2', '1.3', '1.4'].map((v) => ({
    route: `docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v${v}`,
    file: `processor/v${v}.json`,
  })),
  ...['1.0', '1.1'].map((v) => ({
    route: `docs/componentDocs/RenderingSchemaSettings/rendering-schema-settings-v${v}`,
    file: `rendering/v${v}.json`,
  })),
  {route: 'docs/componentDocs/SystemSchemaSettings/system-schema-settings-v1.0', file: 'system/v1.0.json'},
];

type Schema = {$ref?: string; properties?: Record<string, Schema>; items?: Schema; $defs?: Record<string, Schema>};

/** Key paths of a schema file, walked here independently of the site's own model code. */
function keyIdsOf(file: string): {ids: string[]; topLevel: string[]} {
  const root = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'static', 'schemas', file), 'utf8'),
  ) as Schema;
  const ids: string[] = [];
  const deref = (node: Schema): Schema => (node.$ref ? deref(root.$defs![node.$ref.split('/').pop()!]) : node);
  const walk = (node: Schema, prefix: string): void => {
    const resolved = deref(node);
    for (const [key, child] of Object.entries(resolved.properties ?? {})) {
      const id = prefix ? `${prefix}.${key}` : key;
      ids.push(id);
      walk(child, id);
    }
    if (resolved.items) walk(resolved.items, prefix);
  };
  walk(root, '');
  return {ids, topLevel: Object.keys(root.properties ?? {})};
}

/** Ids of every key anchor rendered inside the schema reference on the current page. */
async function renderedKeys(
  page: Page,
): Promise<{ids: string[]; defaults: Record<string, string>; types: Record<string, string>}> {
  return page.evaluate(() => {
    const factsOf = (element: Element | null): string => {
      const facts =
        element && Array.from(element.children).find((child) => child.tagName === 'P' && /facts/.test(child.className));
      const match = /Default (.*?)(?: · |$)/.exec(facts?.textContent ?? '');
      return match ? match[1] : '';
    };
    const typeOf = (element: Element | null): string => {
      const head = element && Array.from(element.children).find((child) => /head/.test(child.className));
      return head?.querySelector('[class*="type"]')?.textContent ?? '';
    };
    const out = {ids: [] as string[], defaults: {} as Record<string, string>, types: {} as Record<string, string>};
    const container = document.querySelector('article .markdown [class*="reference"]');
    if (!container) return out;
    for (const element of Array.from(container.querySelectorAll('[id]'))) {
      const id = element.id;
      if (/^(download-and-validate|changes|top-level-keys)$/.test(id)) continue;
      out.ids.push(id);
      // A key's facts sit in its section or entry; a grouped key shares the facts of its group.
      const holder = element.closest('[class*="entry"], section');
      out.defaults[id] = factsOf(holder);
      out.types[id] = typeOf(holder);
    }
    return out;
  });
}

test.describe('schema reference pages', () => {
  for (const {route, file} of PAGES) {
    test(`${route} shows every key of ${file}`, async ({page}) => {
      const expected = keyIdsOf(file);
      await gotoAndWait(page, route);
      const rendered = await renderedKeys(page);
      const missing = expected.ids.filter((id) => !rendered.ids.includes(id));
      expect(missing, 'keys of the schema file without an anchor on the page').toEqual([]);
      const extra = rendered.ids.filter((id) => !expected.ids.includes(id));
      expect(extra, 'anchors on the page that are not keys of the schema file').toEqual([]);
      expect(new Set(rendered.ids).size, 'anchor ids are unique').toBe(rendered.ids.length);
      // Objects at the top level are sections with their own heading.
      for (const key of expected.topLevel) {
        const heading = page.locator(`h2[id="${key}"]`);
        if ((await heading.count()) > 0) await expect(heading).toContainText(key);
      }
      // The raw schema is offered for download and is served as it is.
      const download = page.getByRole('link', {name: /^Download .*JSON Schema/});
      await expect(download).toHaveAttribute('href', new RegExp(`schemas/${file.replace('.', '\\.')}$`));
      // The href already carries the base URL: resolve it as the browser does.
      const response = await page.request.get(new URL((await download.getAttribute('href'))!, page.url()).href);
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual(
        JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'static', 'schemas', file), 'utf8')),
      );
    });
  }

  test('the table of contents lists the categories of the processor schema', async ({page}) => {
    await gotoAndWait(page, 'docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.4');
    const toc = page.locator('.table-of-contents');
    for (const category of [
      'import',
      'sceneGraphFlattening',
      '3dEdit',
      'meshCulling',
      'optimize',
      'modifier',
      'export',
    ]) {
      await expect(toc.locator(`a[href="#${category}"]`)).toHaveCount(1);
    }
  });
});

test.describe('deep links to keys', () => {
  const base = 'docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.4';
  for (const id of [
    'optimize.3dModelOptimizationMethod.meshAndMaterialOptimization.decimator.target.faces.value',
    'export.format.glb.pbrMaterial.textureFormat.normal',
    'meshCulling.occlusionCulling.perLumpDecision',
    '3dEdit.repair.vertexMerging',
  ]) {
    test(`#${id} scrolls the key into view`, async ({page}) => {
      await gotoAndWait(page, `${base}#${id}`);
      const target = page.locator(`[id="${id}"]`);
      await expect(target).toBeInViewport();
      // Not hidden under the sticky navbar, and not left at the bottom of the screen.
      const box = (await target.boundingBox())!;
      const navbar = (await page.locator('.navbar').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 2);
      expect(box.y).toBeLessThan(page.viewportSize()!.height / 2);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    });
  }

  test('a link from a settings guide lands on the key', async ({page}) => {
    await gotoAndWait(page, 'docs/componentDocs/3dProcessor/03settingsGuide/3d-processor-culling-settings');
    const link = page
      .locator('article a[href*="processor-schema-settings-v1.4#meshCulling.occlusionCulling.lumpThreshold"]')
      .first();
    await link.click();
    await expect(page).toHaveURL(/processor-schema-settings-v1\.4#meshCulling\.occlusionCulling\.lumpThreshold$/);
    await expect(page.locator('[id="meshCulling.occlusionCulling.lumpThreshold"]')).toBeInViewport();
  });
});

test.describe('changes since the previous version', () => {
  test('v1.4 lists exactly the keys added since v1.3 and the defaults that changed', async ({page}) => {
    await gotoAndWait(page, 'docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.3');
    const before = await renderedKeys(page);
    await gotoAndWait(page, 'docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.4');
    const after = await renderedKeys(page);

    const added = after.ids.filter((id) => !before.ids.includes(id));
    const removed = before.ids.filter((id) => !after.ids.includes(id));
    expect(added.length, 'v1.4 adds keys').toBeGreaterThan(0);

    const changes = page.locator('[class*="changes"]');
    await expect(page.locator('h2#changes')).toHaveText(/Changes since v1\.3/);
    const listed = async (kind: string): Promise<string[]> =>
      changes
        .locator(`ul[data-change="${kind}"] > li`)
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-key') ?? ''));
    expect((await listed('added')).sort()).toEqual([...added].sort());
    expect((await listed('removed')).sort()).toEqual([...removed].sort());

    // Keys whose shown default or type differs between the two pages must be listed as changed.
    const differing = after.ids.filter(
      (id) =>
        before.ids.includes(id) && (before.defaults[id] !== after.defaults[id] || before.types[id] !== after.types[id]),
    );
    expect(differing.length, 'v1.4 changes at least one default').toBeGreaterThan(0);
    const changed = await listed('changed');
    for (const id of differing) expect(changed, `${id}: ${before.defaults[id]} → ${after.defaults[id]}`).toContain(id);

    // Every listed key links to its entry on the page.
    const firstAdded = changes.locator('ul[data-change="added"] > li a').first();
    const href = await firstAdded.getAttribute('href');
    expect(href).toBe(`#${added[0]}`);
  });

  test('v1.0 has no previous version to compare with', async ({page}) => {
    await gotoAndWait(page, 'docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.0');
    await expect(page.locator('h2#changes')).toHaveText('Changes');
    await expect(page.locator('[class*="changes"] ul')).toHaveCount(0);
  });
});

test.describe('small screens', () => {
  test.use({viewport: {width: 375, height: 740}});
  test('a schema page does not scroll sideways at 375 px', async ({page}) => {
    await gotoAndWait(
      page,
      'docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v1.4#export.format.usdz.usdPreviewSurface',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator('[id="export.format.usdz.usdPreviewSurface"]')).toBeInViewport();
  });
});
