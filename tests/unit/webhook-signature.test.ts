/**
 * The signature-verification samples on the Webhooks page of the v2 reference
 * must accept what the server signs: the HMAC-SHA256 of the compact JSON body
 * with every `/` written as `\/` (the quirk the API fact sheet records).
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const specFile = path.join(__dirname, '..', '..', 'api-specs', 'rapidpipeline-v2.yaml');
const doc = yaml.load(fs.readFileSync(specFile, 'utf8')) as {tags: Array<{name: string; description: string}>};
const webhooks = doc.tags.find((tag) => tag.name === 'Webhooks')?.description ?? '';

function codeBlock(language: string): string {
  const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(webhooks);
  assert.ok(match, `no ${language} sample on the Webhooks page`);
  return match[1];
}

// What the server signs, written out by hand: compact, slashes escaped, other characters as they are.
const SIGNED =
  '{"event_type":"optimization_finished","timestamp":"2024-05-14T09:27:12.483920Z","data":{"status":"Successful",' +
  '"message":"Café ✓ 😀","rawmodel_id":281,"rapidmodel_id":635,' +
  '"rapidmodel":{"rapid.glb":"https:\\/\\/s3.eu-central-1.amazonaws.com\\/rapidcompact-models\\/rapid\\/635\\/rapid.glb"}}}';
// The body as an HTTP client may deliver it: same data, pretty-printed, unescaped.
const BODY = JSON.stringify(JSON.parse(SIGNED), null, 2);
const SECRET = 'my-webhook-secret-rp-2025';
const SIGNATURE = crypto.createHmac('sha256', SECRET).update(SIGNED).digest('hex');

describe('webhook signature samples', () => {
  it('the JavaScript sample accepts the server signature and rejects a forged one', () => {
    const module = {exports: {} as {isValid?: (body: string, signature: string, secret: string) => boolean}};
    const source = `${codeBlock('javascript')}\nmodule.exports.isValid = isValid;`;
    new Function('module', 'require', source)(module, require);
    const isValid = module.exports.isValid!;
    assert.equal(isValid(BODY, SIGNATURE, SECRET), true);
    assert.equal(isValid(BODY, SIGNATURE, 'another-secret'), false);
    assert.equal(isValid(BODY.replace('281', '282'), SIGNATURE, SECRET), false);
  });

  it('the Python sample accepts the server signature and rejects a forged one', (t) => {
    const probe = spawnSync('python3', ['--version']);
    if (probe.status !== 0) {
      t.skip('python3 is not installed');
      return;
    }
    const program = `${codeBlock('python')}
import sys
body, signature, secret = sys.stdin.buffer.read(), sys.argv[1], sys.argv[2]
print(is_valid(body, signature, secret))
`;
    const run = (body: string, secret: string) =>
      spawnSync('python3', ['-c', program, SIGNATURE, secret], {input: body, encoding: 'utf8'}).stdout.trim();
    assert.equal(run(BODY, SECRET), 'True');
    assert.equal(run(BODY, 'another-secret'), 'False');
  });
});
