/**
 * REST API reference (v1 and v2): every page answers and shows its operation,
 * code samples switch language, the explorer sends a request with a token and
 * parameters, failed requests are explained, and the raw specs are downloadable.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Page, Route} from '@playwright/test';
import {test, expect, gotoAndWait, recordLayoutShifts, servedHtml} from './fixtures';
import {routesUnder} from './routes';
import {apiSpecs} from '../../config/openapi';
import {operationSlug} from '../../scripts/lib/slug';

interface Endpoint {
  method: string;
  path: string;
  /** The URL of the spec's first server, the one the API explorer picks first. */
  server: string;
}

/** Route of every operation page of both specs, with the method and path it documents. */
function endpointsByRoute(): Map<string, Endpoint> {
  const endpoints = new Map<string, Endpoint>();
  for (const spec of apiSpecs) {
    const doc = yaml.load(fs.readFileSync(path.join(__dirname, '..', '..', spec.specFile), 'utf8')) as {
      servers?: {url: string}[];
      paths?: Record<string, Record<string, {operationId?: string; summary?: string}>>;
      webhooks?: Record<string, Record<string, {operationId?: string; summary?: string}>>;
    };
    const server = doc.servers?.[0]?.url ?? '';
    for (const [route, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        if (typeof op === 'object' && op && 'responses' in op) {
          endpoints.set(`/docs/api/${spec.key}/${operationSlug(op)}`, {method, path: route, server});
        }
      }
    }
    for (const item of Object.values(doc.webhooks ?? {})) {
      for (const op of Object.values(item))
        endpoints.set(`/docs/api/${spec.key}/${operationSlug(op)}`, {method: 'event', path: '', server});
    }
  }
  return endpoints;
}

const endpoints = endpointsByRoute();

/**
 * Opens an operation page and waits until the API explorer is interactive. The explorer
 * lives in a lazily loaded chunk, so the `load` event can come well before it.
 */
async function gotoOperation(page: Page, route: string): Promise<void> {
  await gotoAndWait(page, route);
  await expect(page.getByText('Loading the API reference')).toHaveCount(0, {timeout: 30_000});
  await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible({timeout: 30_000});
}

// The method and the endpoint's whole URL are server-rendered, so the served HTML is read directly: a reader without
// JavaScript sees them too, and on a phone the URL does not add a line once the explorer has loaded. That every
// operation page hydrates and loads its explorer is checked by the every-page crawl.
for (const spec of apiSpecs) {
  const routes = routesUnder(`/docs/api/${spec.key}/`);
  test(`every ${spec.key} operation page shows its method and URL`, async ({request}) => {
    expect(routes.length).toBeGreaterThan(0);
    const operations = routes.filter((route) => endpoints.has(route));
    expect(operations.length, 'operation pages among the routes').toBeGreaterThan(0);
    for (const route of operations) {
      const {status, $} = await servedHtml(request, route);
      expect.soft(status, `${route}: HTTP status`).toBe(200);
      const endpoint = endpoints.get(route)!;
      expect.soft($('h1').first().text().trim(), `${route}: title`).not.toBe('');
      const badge = $('.openapi__method-endpoint .badge').first().text().trim();
      if (endpoint.method === 'event') {
        expect.soft(badge, `${route}: webhook badge`).toBe('Webhook');
        continue;
      }
      expect.soft(badge, `${route}: method`).toBe(endpoint.method.toUpperCase());
      const shownPath = endpoint.path.replace(/{([^}]+)}/g, ':$1');
      expect
        .soft($('.openapi__method-endpoint-path').first().text(), `${route}: URL`)
        .toBe(endpoint.server + shownPath);
    }
  });
}

test.describe('API navigation', () => {
  test('the REST API dropdown leads to both category pages, and they lead to the overviews', async ({page}) => {
    await gotoAndWait(page, 'docs/api/rapidpipeline_v2/rapidpipeline-api-v-2-documentation');
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: 'REST API'});
    await dropdown.hover();
    await expect(dropdown.getByRole('link', {name: 'REST API v2.0'})).toHaveAttribute(
      'href',
      /\/docs\/category\/rapidpipeline-api$/,
    );
    await expect(dropdown.getByRole('link', {name: /REST API v1\.0/})).toHaveAttribute(
      'href',
      /\/docs\/category\/rapidcompact-v1-api$/,
    );

    for (const [category, overview] of [
      ['docs/category/rapidpipeline-api', /rapidpipeline_v2\/rapidpipeline-api-v-2-documentation$/],
      ['docs/category/rapidcompact-v1-api', /rapidcompact_v1\/rapidcompact-api-v-1-documentation$/],
    ] as const) {
      await gotoAndWait(page, category);
      await expect(
        page
          .locator('main a[href]')
          .filter({has: page.locator('h2')})
          .first(),
      ).toHaveAttribute('href', overview);
    }
  });

  test('the sidebars group operations by tag', async ({page}) => {
    await gotoOperation(page, 'docs/api/rapidpipeline_v2/optimize');
    const sidebar = page.locator('nav.menu');
    await expect(sidebar.getByRole('link', {name: 'Web Platform API v2.0'})).toBeVisible();
    for (const tag of ['Base Asset', 'Rapid Model', 'Presets', 'Embeds', 'Tags', 'Webhooks', 'API Tokens', 'User']) {
      await expect(
        sidebar
          .getByRole('button', {name: new RegExp(`^${tag}`)})
          .or(sidebar.getByRole('link', {name: tag, exact: true}))
          .first(),
      ).toBeVisible();
    }
  });

  for (const spec of apiSpecs) {
    test(`the raw ${path.basename(spec.specFile)} is downloadable and linked from its overview`, async ({
      page,
      request,
    }) => {
      const overview = routesUnder(`/docs/api/${spec.key}/`).find((route) => route.endsWith('-documentation'));
      expect(overview).toBeDefined();
      await gotoAndWait(page, overview!.slice(1));
      const link = page.locator(`a[href$="/api-specs/${path.basename(spec.specFile)}"]`).first();
      await expect(link).toBeAttached();
      const href = await link.getAttribute('href');
      const response = await request.get(new URL(href!, page.url()).toString());
      expect(response.status()).toBe(200);
      const doc = yaml.load(await response.text()) as {openapi?: string; paths?: object};
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths ?? {}).length).toBeGreaterThan(0);
    });
  }
});

/** Code block of the code-sample panel. */
const sampleCode = (page: Page) => page.locator('.openapi-explorer__code-block').first();

test.describe('code samples', () => {
  test('switch language and keep the choice on the next page', async ({page}) => {
    await gotoOperation(page, 'docs/api/rapidpipeline_v2/optimize');
    const tab = (language: string) => page.locator(`li[role="tab"].openapi-tabs__code-item--${language}`);
    await expect(tab('curl')).toHaveAttribute('aria-selected', 'true');
    await expect(sampleCode(page)).toContainText(
      "curl -L 'https://api.rapidpipeline.com/api/v2/rawmodel/optimize/281'",
    );

    await tab('python').click();
    await expect(tab('python')).toHaveAttribute('aria-selected', 'true');
    await expect(sampleCode(page)).toContainText('import requests');

    await tab('javascript').click();
    await expect(tab('javascript')).toHaveAttribute('aria-selected', 'true');
    await expect(sampleCode(page)).toContainText('fetch("https://api.rapidpipeline.com/api/v2/rawmodel/optimize/281"');

    await gotoOperation(page, 'docs/api/rapidpipeline_v2/get-rapid-model');
    await expect(tab('javascript')).toHaveAttribute('aria-selected', 'true');
    await expect(sampleCode(page)).toContainText('api/v2/rapidmodel/635');
  });
});

test.describe('API explorer', () => {
  const apiHost = 'https://api.rapidpipeline.com/**';

  /** Answers every request to the API host with `body`, and records what was sent. */
  async function mockApi(page: Page, body: object) {
    const sent: Array<{url: string; authorization?: string; method: string}> = [];
    await page.route(apiHost, async (route: Route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') {
        await route.fulfill({status: 204, headers: corsHeaders});
        return;
      }
      sent.push({url: request.url(), authorization: request.headers().authorization, method: request.method()});
      await route.fulfill({
        status: 200,
        headers: {...corsHeaders, 'content-type': 'application/json'},
        body: JSON.stringify(body),
      });
    });
    return sent;
  }

  test('sends the token and parameters to the configured server and shows the answer', async ({page}) => {
    const sent = await mockApi(page, {data: {id: 635, name: 'Office chair', optimization_status: 'done'}});
    await gotoOperation(page, 'docs/api/rapidpipeline_v2/get-rapid-model');
    await expect(
      page
        .locator('.openapi-explorer__server-url, .openapi-explorer__details-container')
        .filter({hasText: 'https://api.rapidpipeline.com'})
        .first(),
    ).toBeVisible();
    await page.getByPlaceholder('Bearer Token').fill('42|e2eTokenValue');
    const id = page.locator('input[placeholder^="ID of the Rapid Model"]');
    await expect(id).toHaveValue('635'); // pre-filled with the example
    await id.fill('641');
    // The code sample follows the form, but never shows the token itself.
    await expect(sampleCode(page)).toContainText('api/v2/rapidmodel/641');
    await expect(sampleCode(page)).toContainText('Authorization: Bearer <token>');
    await expect(sampleCode(page)).not.toContainText('e2eTokenValue');

    await page.getByRole('button', {name: 'Send API Request'}).click();
    await expect(page.locator('.openapi-explorer__response-container')).toContainText('"optimization_status": "done"', {
      timeout: 15_000,
    });
    expect(sent).toEqual([
      {
        url: 'https://api.rapidpipeline.com/api/v2/rapidmodel/641',
        authorization: 'Bearer 42|e2eTokenValue',
        method: 'GET',
      },
    ]);
    await expect(page.getByTestId('api-request-failed')).toHaveCount(0);
  });

  test("the endpoint's URL follows the server the reader picks", async ({page}) => {
    await gotoOperation(page, 'docs/api/rapidpipeline_v2/get-rapid-points');
    const endpoint = page.locator('.openapi__method-endpoint-path');
    await expect(endpoint).toHaveText('https://api.rapidpipeline.com/api/v2/user/rapidpoints');
    // The theme shows the Edit button while the pointer is over the base URL.
    const baseUrl = page.locator('.openapi-explorer__floating-btn', {
      has: page.locator('.openapi-explorer__server-url'),
    });
    await baseUrl.hover();
    await baseUrl.getByRole('button', {name: 'Edit'}).click();
    await page.locator('.openapi-explorer__server-container select').selectOption('https://api.rapidcompact.com');
    await expect(endpoint).toHaveText('https://api.rapidcompact.com/api/v2/user/rapidpoints');
  });

  test('sends the pre-filled example values exactly as the form shows them', async ({page}) => {
    const sent = await mockApi(page, {data: [], links: {}, meta: {}});
    await gotoOperation(page, 'docs/api/rapidpipeline_v2/get-base-assets');
    await page.getByPlaceholder('Bearer Token').fill('42|e2eTokenValue');
    await expect(sampleCode(page)).toContainText('api/v2/rawmodel?q=chair&page=1');
    await page.getByRole('button', {name: 'Send API Request'}).click();
    await expect
      .poll(() => sent.map((request) => request.url), {timeout: 15_000})
      .toEqual(['https://api.rapidpipeline.com/api/v2/rawmodel?q=chair&page=1']);
  });

  test.describe('when the request cannot reach the API', () => {
    const allowed = /Failed to load resource|net::ERR_FAILED/;
    test.use({allowConsoleErrors: allowed});

    test('explains what happened and what to do instead of a bare error', async ({page}) => {
      await page.route(apiHost, (route: Route) => route.abort('failed'));
      await gotoOperation(page, 'docs/api/rapidpipeline_v2/get-rapid-points');
      await page.getByPlaceholder('Bearer Token').fill('42|e2eTokenValue');
      await page.getByRole('button', {name: 'Send API Request'}).click();
      const notice = page.getByTestId('api-request-failed');
      await expect(notice).toBeVisible({timeout: 15_000});
      await expect(notice).toContainText('The request did not reach the RapidPipeline API');
      await expect(notice).toContainText('curl');
      await expect(page.locator('.openapi-explorer__response-container')).not.toContainText('Failed to fetch');
    });
  });
});

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

test.describe('the explorer on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const route = 'docs/api/rapidpipeline_v2/get-rapid-model';

  test('loads as the reader scrolls towards it, not with the page, its stylesheet with it', async ({page, request}) => {
    const explorerChunks: string[] = [];
    const explorerStylesheets: string[] = [];
    page.on('request', (request) => {
      if (/\/api-explorer\.[^/]+\.js$/.test(request.url())) explorerChunks.push(request.url());
      if (/\/api-explorer-styles\.[^/]+\.css$/.test(request.url())) explorerStylesheets.push(request.url());
    });
    await gotoAndWait(page, route);
    await page.waitForLoadState('networkidle');
    // The description, parameters and responses come first on a narrow screen.
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(explorerChunks).toEqual([]);
    // The explorer's half of the theme's stylesheet does not hold up the page's first paint.
    expect(explorerStylesheets).toEqual([]);
    const {$} = await servedHtml(request, route);
    expect(
      $('link[rel=stylesheet]')
        .toArray()
        .map((link) => $(link).attr('href')),
    ).not.toContainEqual(expect.stringMatching(/api-explorer-styles\./));
    await expect(page.getByRole('button', {name: 'Send API Request'})).toHaveCount(0);
    await page.locator('.openapi-right-panel__container').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible({timeout: 30_000});
    expect(explorerChunks).toHaveLength(1);
    expect(explorerStylesheets).toHaveLength(1);
    // Styled as soon as it shows: the request form's card has the theme's border radius.
    expect(
      await page
        .locator('.openapi-explorer__request-form')
        .first()
        .evaluate((form) => getComputedStyle(form).borderTopLeftRadius),
    ).not.toBe('0px');
  });

  test('on a short page the explorer loads at once, and the description does not move', async ({page}) => {
    const descriptionShifts = await recordLayoutShifts(page, '.openapi-left-panel__container');
    await gotoAndWait(page, 'docs/api/rapidpipeline_v2/get-webhooks');
    await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible({timeout: 30_000});
    await expect(page.locator('.openapi__method-endpoint-path')).toHaveText(
      'https://api.rapidpipeline.com/api/v2/webhooks',
    );
    expect(await descriptionShifts()).toEqual([]);
  });

  test.describe('when its chunk fails to load', () => {
    test.use({
      allowConsoleErrors:
        /ChunkLoadError|Loading chunk|Failed to load resource|net::ERR_FAILED|The above error occurred|React will try to recreate/i,
    });

    test('the Retry box appears in its place, and Retry loads it', async ({page}) => {
      let failing = true;
      await page.route('**/assets/js/api-explorer.*.js', async (chunk) => {
        if (failing) await chunk.abort('failed');
        else await chunk.continue();
      });
      await gotoAndWait(page, route);
      await page.locator('.openapi-right-panel__container').scrollIntoViewIfNeeded();
      const retry = page.getByRole('button', {name: 'Retry'});
      await expect(retry).toBeVisible({timeout: 30_000});
      // The rest of the page is still there.
      await expect(page.getByRole('heading', {name: 'Responses'})).toBeVisible();
      failing = false;
      await retry.click();
      await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible({timeout: 30_000});
    });
  });
});

test.describe('parameters and schemas on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const route = 'docs/api/rapidpipeline_v2/optimize';

  /** The first collapsed schema of the first response (as the server rendered it), by a locator that stays on it. */
  async function collapsedResponseSchema(page: Page) {
    const details = page.locator('.openapi-tabs__container [data-server-markup] details');
    const index = await details.evaluateAll((all) => all.findIndex((element) => !element.hasAttribute('open')));
    expect(index).toBeGreaterThanOrEqual(0);
    return details.nth(index);
  }

  /** Requests of the parts' own code (parameters, request and response schemas), and of the theme's Markdown. */
  function partRequests(page: Page) {
    const parts: string[] = [];
    const themeMarkdown: string[] = [];
    page.on('request', (request) => {
      if (/\/api-(params|request-schema|response-schema)\.[^/]+\.js$/.test(request.url())) parts.push(request.url());
      if (/\/api-markdown\.[^/]+\.js$/.test(request.url())) themeMarkdown.push(request.url());
    });
    return {parts, themeMarkdown};
  }

  test('parameters and responses are in the served HTML, and the page loads none of their code', async ({
    page,
    request,
  }) => {
    const {$} = await servedHtml(request, route);
    expect($('.openapi-left-panel__container .openapi-skeleton').length, 'skeletons in the served HTML').toBe(0);
    expect($('[data-server-markup] .openapi-schema__property:contains("optimization_status")').length).toBeGreaterThan(
      0,
    );
    expect($('[data-server-markup] .openapi-params__list-item').length).toBeGreaterThan(0);

    const {parts, themeMarkdown} = partRequests(page);
    await gotoAndWait(page, route);
    await page.waitForLoadState('networkidle');
    // Far below the first screen on a phone, and there for find-in-page and screen readers from the start.
    const property = page.locator('.openapi-schema__property', {hasText: /^optimization_status$/});
    await expect(property.first()).toBeAttached();
    expect(
      await page.locator('h2#responses').evaluate((heading) => heading.getBoundingClientRect().top),
    ).toBeGreaterThan(823);
    // The descriptions the theme's tabs mount again after hydration keep their formatting (no raw Markdown).
    await expect(page.locator('.openapi-markdown code', {hasText: /^Authorization$/})).toHaveCount(1);
    await expect(page.locator('.openapi-markdown', {hasText: '`'})).toHaveCount(0);
    await expect(page.locator('.openapi-schema__list-item .openapi-markdown p').first()).toBeAttached();
    expect(parts).toEqual([]);
    expect(themeMarkdown).toEqual([]);
  });

  test('a collapsed schema opens on the first tap, which waits for the code of its part', async ({page}) => {
    const {parts, themeMarkdown} = partRequests(page);
    await gotoAndWait(page, route);
    const closed = await collapsedResponseSchema(page);
    await closed.scrollIntoViewIfNeeded();
    const property = (await closed.locator('summary .openapi-schema__property').first().textContent())!;
    const openWithSummary = page
      .locator('details[open]')
      .filter({has: page.locator(':scope > summary .openapi-schema__property', {hasText: property})});
    const openBefore = await openWithSummary.count();
    await closed.locator('summary').first().tap();
    await expect(openWithSummary).toHaveCount(openBefore + 1);
    await expect(openWithSummary.last().locator(':scope > div').first()).toBeVisible();
    expect(parts.length).toBeGreaterThan(0);
    expect(themeMarkdown).toEqual([]);
  });

  test('a keyboard reader keeps focus, and nothing moves, when the code of the part loads', async ({page}) => {
    await gotoAndWait(page, route);
    const markup = page.locator('[data-server-markup]');
    const parts = await markup.count();
    const summary = markup.locator('summary').first();
    const text = (await summary.innerText()).trim();
    const part = page.locator('.openapi-server-rendered').first();
    const box = () => part.evaluate((element) => JSON.stringify(element.getBoundingClientRect().toJSON()));
    await summary.scrollIntoViewIfNeeded();
    const before = await box();
    await summary.focus();
    // The part under focus renders with its code; the others keep the server's markup.
    await expect(markup).toHaveCount(parts - 1, {timeout: 15_000});
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim())).toBe(text);
    // The same markup in the same place: nothing moves.
    expect(await box()).toBe(before);
  });

  test('the responses keep their server-rendered elements after hydration, and their status codes switch', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {served?: Element | null}).served = document.querySelector('.openapi-tabs__container');
      });
    });
    await gotoAndWait(page, route);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {served?: Element | null}).served?.isConnected)).toBe(true);
    const unauthorised = page.getByRole('tab', {name: '401'});
    await unauthorised.click();
    await expect(unauthorised).toHaveAttribute('aria-selected', 'true');
    const panels = page.locator('.openapi-tabs__container > .margin-top--md > [role="tabpanel"]');
    await expect(panels.nth(1)).toBeVisible();
    await expect(panels.nth(0)).toBeHidden();
  });

  test('a body variant opened after loading shows its descriptions as formatted text', async ({page}) => {
    await gotoAndWait(page, route);
    await page.locator('h2#request').scrollIntoViewIfNeeded();
    const variant = page.getByRole('tab', {name: 'With a configuration'});
    await variant.click();
    await expect(variant).toHaveAttribute('aria-selected', 'true');
    // `export` in the spec's Markdown is code on the page, never a backticked word.
    const description = page.locator('.openapi-markdown', {hasText: 'Settings for one run of the 3D Processor'});
    await expect(description.locator('code', {hasText: /^export$/})).toHaveCount(1);
    await expect(page.getByText('Only `export` is required')).toHaveCount(0);
  });
});

test.describe('parameters and schemas without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('are all there, and a collapsed schema opens', async ({page}) => {
    // Without JavaScript nothing hydrates: the page is read as the server sent it.
    await page.goto('docs/api/rapidpipeline_v2/optimize');
    await expect(page.locator('.openapi-params__list-item').first()).toBeVisible();
    const details = page.locator('[data-server-markup] details');
    const index = await details.evaluateAll((all) => all.findIndex((element) => !element.hasAttribute('open')));
    const closed = details.nth(index);
    await closed.scrollIntoViewIfNeeded();
    await closed.locator('summary').first().click();
    await expect(closed).toHaveAttribute('open', '');
    await expect(closed.locator(':scope > div').first()).toBeVisible();
  });
});
