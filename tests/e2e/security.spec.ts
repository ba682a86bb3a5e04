import fs from 'node:fs';
import path from 'node:path';
import {test as base} from '@playwright/test';
import {test, expect, guardPage} from './fixtures';
import {buildDir} from './sitemap';
import {parseHeadersFile} from '../../scripts/lib/headers';
import {scanDirectory} from '../../scripts/lib/scan-secrets';

/**
 * The security headers of the build (`_headers`, written by
 * scripts/write-headers.ts) reach the browser and are enforced, and the build
 * holds no secret.
 */
test.describe('security headers', () => {
  test('the build has a _headers file with a CSP for every path', {tag: '@base'}, () => {
    const file = path.join(buildDir, '_headers');
    expect(fs.existsSync(file), `${file} (npm run build writes it)`).toBe(true);
    const rules = parseHeadersFile(fs.readFileSync(file, 'utf8'));
    const all = rules.find((rule) => rule.path === '/*');
    expect(all?.headers.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy']),
    );
  });

  test('pages and 404s are served with the CSP and the hardening headers', {tag: '@base'}, async ({request}) => {
    for (const [route, status] of [
      ['', 200],
      ['docs/this-page-does-not-exist', 404],
    ] as const) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(status);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, route).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*( https:\/\/www\.googletagmanager\.com)?;/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  test('the headers file itself is not served', {tag: '@base'}, async ({request}) => {
    expect((await request.get('_headers')).status()).toBe(404);
  });
});

base.describe('CSP enforcement', () => {
  base('an injected inline script is blocked and reported as a violation', async ({page, baseURL}) => {
    const guard = await guardPage(page, () => /(?!)/);
    await page.goto(baseURL!);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(guard.take().cspViolations, 'no violation before the injection').toEqual([]);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as {__injected?: boolean}).__injected === true;
    });
    expect(ran, 'the injected script ran').toBe(false);
    await expect.poll(() => guard.take().cspViolations.length).toBeGreaterThan(0);
  });

  base('a request to another origin is blocked', async ({page, baseURL}) => {
    const guard = await guardPage(page, () => /(?!)/);
    await page.goto(baseURL!);
    const error = await page.evaluate(() =>
      fetch('https://example.com/collect').then(
        () => 'sent',
        (reason: unknown) => String(reason),
      ),
    );
    expect(error).not.toBe('sent');
    await expect.poll(() => guard.take().cspViolations.join('\n')).toContain('connect-src');
  });
});

test.describe('secrets', () => {
  test('the build holds no secret and no key other than the configured search-only key', () => {
    const findings = scanDirectory(buildDir, process.env);
    expect(findings.map((finding) => `${finding.file}: ${finding.what} (${finding.excerpt})`)).toEqual([]);
  });
});
