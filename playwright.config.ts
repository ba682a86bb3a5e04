import {defineConfig, devices} from '@playwright/test';

/**
 * E2E tests run against the production build served by `docusaurus serve`.
 * Browsers cannot be downloaded here, so Playwright drives Debian's Chromium
 * (CHROMIUM_PATH overrides the default /usr/bin/chromium).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseUrlPath = process.env.BASE_URL ?? '/';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
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
    baseURL: `http://127.0.0.1:${port}${baseUrlPath.endsWith('/') ? baseUrlPath : `${baseUrlPath}/`}`,
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
    command: `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${port}${baseUrlPath}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
