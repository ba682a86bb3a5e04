import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {scanDirectory, scanText, secretValues} from '../../scripts/lib/scan-secrets';

const adminKey = '0123456789abcdef0123456789abcdef';
const searchKey = 'fedcba9876543210fedcba9876543210';

describe('secret scan of the build', () => {
  it('treats the admin key and token-like variables as secret, the search-only key as public', () => {
    const names = secretValues({
      ALGOLIA_ADMIN_API_KEY: adminKey,
      ALGOLIA_SEARCH_API_KEY: searchKey,
      DEPLOY_TOKEN: 'tok-123456789',
      CLOUDFLARE_API_TOKEN: 'yes',
      HOME: '/root',
      npm_package_scripts_build: 'npm run api:gen && docusaurus build',
    }).map((entry) => entry.name);
    assert.deepEqual(names, ['ALGOLIA_ADMIN_API_KEY', 'DEPLOY_TOKEN']);
  });

  it('finds the value of a secret variable wherever it is', () => {
    const findings = scanText('assets/js/main.js', `const c={appId:"X",apiKey:"${adminKey}"}`, {
      ALGOLIA_ADMIN_API_KEY: adminKey,
    });
    assert.deepEqual(
      findings.map((finding) => finding.what),
      ['value of ALGOLIA_ADMIN_API_KEY', 'Algolia-style API key (32 hex characters)'],
    );
    // The report never repeats the whole secret.
    assert.ok(findings.every((finding) => !finding.excerpt.includes(adminKey)));
  });

  it('allows the configured search-only key and nothing else shaped like a key', () => {
    const env = {ALGOLIA_SEARCH_API_KEY: searchKey};
    assert.deepEqual(scanText('a.js', `apiKey:"${searchKey}"`, env), []);
    assert.equal(scanText('a.js', `apiKey:"${searchKey}"`, {}).length, 1);
    assert.equal(scanText('a.js', `apiKey:"${adminKey}"`, env).length, 1);
  });

  it('recognises well-known credential formats', () => {
    const text = [
      'AKIAIOSFODNN7EXAMPLE',
      'ghp_' + 'a'.repeat(36),
      '-----BEGIN RSA PRIVATE KEY-----',
      'AIza' + 'b'.repeat(35),
    ].join('\n');
    assert.equal(scanText('x.txt', text, {}).length, 4);
    // Content hashes in file names are shorter than a key.
    assert.deepEqual(scanText('x.html', '<script src="/assets/js/main.4f1c2a9b.js"></script>', {}), []);
  });

  it('scans every text file of a directory', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'main.js'), `k="${adminKey}"`);
    fs.writeFileSync(path.join(dir, 'logo.png'), adminKey);
    const findings = scanDirectory(dir, {});
    fs.rmSync(dir, {recursive: true, force: true});
    assert.deepEqual(
      findings.map((finding) => finding.file),
      [path.join('assets', 'main.js')],
    );
  });
});
