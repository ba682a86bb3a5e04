import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoAndWait} from './fixtures';
import type {ActionSet} from '../../src/components/ActionsTable/types';

/** Reference pages of the 3D Processor, Magic Actions, DCC Importer and QC Tools areas: what their components render. */
const actionsRoute = '/docs/componentDocs/actions/v1.0.0/3d-processor-actions';
const actionData = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'data', 'actions-v1.0.0.json'), 'utf8'),
) as ActionSet;

test.describe('Magic Actions v1.0.0 page', () => {
  test('lists every action of the data file with its anchor', async ({page}) => {
    await gotoAndWait(page, actionsRoute);
    const entries = page.getByTestId('action-entry');
    await expect(entries).toHaveCount(actionData.actions.length);
    await expect(page.getByTestId('actions-summary').locator('tbody tr')).toHaveCount(actionData.actions.length);
    for (const action of actionData.actions) {
      const heading = page.locator(`h3[id="${action.id}"]`);
      await expect(heading).toHaveCount(1);
      await expect(heading).toContainText(action.name);
      const entry = page.locator(`[data-testid="action-entry"][data-action-id="${action.id}"]`);
      await expect(entry).toContainText(action.minEngineVersion);
      await expect(entry.locator('tbody tr')).toHaveCount(action.options.length);
    }
  });

  test('a deep link to an action scrolls to it', async ({page}) => {
    const target = actionData.actions[Math.floor(actionData.actions.length / 2)];
    await gotoAndWait(page, `${actionsRoute}#${target.id}`);
    const heading = page.locator(`h3[id="${target.id}"]`);
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('the summary table links to the action entries', async ({page}) => {
    const target = actionData.actions[actionData.actions.length - 1];
    await gotoAndWait(page, actionsRoute);
    await page.getByTestId('actions-summary').getByRole('link', {name: target.name, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    await expect(page.locator(`h3[id="${target.id}"]`)).toBeInViewport();
  });
});

test.describe('MDX features on .md pages', () => {
  test('the CLI setup guide shows OS tabs that stay in sync', async ({page}) => {
    await gotoAndWait(page, '/docs/componentDocs/3dProcessor/cli-setup-guide');
    const tablists = page.getByRole('tablist');
    expect(await tablists.count()).toBeGreaterThanOrEqual(2);
    await tablists.first().getByRole('tab', {name: 'Linux'}).click();
    await expect(tablists.nth(1).getByRole('tab', {name: 'Linux'})).toHaveAttribute('aria-selected', 'true');
  });

  test('the 3D Processor overview shows the pipeline diagram', async ({page}) => {
    await gotoAndWait(page, '/docs/componentDocs/3dProcessor/3d-processor-overview');
    const diagram = page.locator('article img[alt*="3D Processor pipeline"]:visible');
    await expect(diagram).toHaveCount(1);
    expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
