import {defineConfig, devices} from '@playwright/test';

/**
 * E2E tests run against the production build, served by scripts/serve.ts the
 * way the static host serves it: clean URLs, 404 page, base URL, and the
 * security headers (CSP) of the built `_headers` file.
 * Browsers cannot be downloaded here, so Playwright drives Debian's Chromium
 * (CHROMIUM_PATH overrides the default /usr/bin/chromium).
 *
 * BASE_URL: the base URL the build was made with; SITE_BUILD_DIR: the build
 * directory (default build/). `npm run test:e2e:base` sets both.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const rawBase = (process.env.BASE_URL ?? '/').trim() || '/';
const baseUrlPath = `${rawBase.startsWith('/') ? '' : '/'}${rawBase}${rawBase.endsWith('/') ? '' : '/'}`;
const buildDir = process.env.SITE_BUILD_DIR ?? 'build';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  // QUALITY_GATES=0 leaves out the every-page gates (quality.spec.ts): the base-URL run repeats the behaviour
  // tests under /docs-preview/, not the 488-page crawl the default run has already done on the same pages.
  testIgnore: process.env.QUALITY_GATES === '0' ? ['**/quality.spec.ts'] : [],
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI
    ? [['list'], ['./tests/e2e/summary-reporter.ts']]
    : [['list'], ['./tests/e2e/summary-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}${baseUrlPath}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}}],
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port} --host 127.0.0.1 --dir ${buildDir} --base ${baseUrlPath}`,
    url: `http://127.0.0.1:${port}${baseUrlPath}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
