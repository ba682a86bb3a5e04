import {defineConfig, devices} from '@playwright/test';
import {normaliseBaseUrl} from './src/lib/base-url';

/**
 * E2E tests run in Debian's Chromium (CHROMIUM_PATH) against the production build, served by scripts/serve.ts
 * with the build's `_headers`. BASE_URL and SITE_BUILD_DIR name another build: `npm run test:e2e:base` sets both
 * and runs the tests tagged `@base`, those whose outcome depends on the base URL.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseUrl = normaliseBaseUrl(process.env.BASE_URL);
const buildDir = process.env.SITE_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}${baseUrl}`,
    // Recording a trace of every test cost about 28 % of the run (shell, tutorials and feed specs: 345 s against
    // 248 s); CI retries a failed test once and records that run, a local run (no retries) keeps the failure's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    command: `node --import tsx scripts/serve.ts --port ${port} --host 127.0.0.1 --dir ${buildDir} --base ${baseUrl}`,
    url: `http://127.0.0.1:${port}${baseUrl}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
