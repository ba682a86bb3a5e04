/**
 * The webhook samples of the cloud tutorials, run as a reader runs them. The API sample tutorial's
 * receivers are started from the page's own code, and the page's own send-test-event.sh sends them a
 * signed event: a genuine event must be accepted and printed, a forged one refused. Only the port is
 * changed (8080 may be taken). The token tutorial's signature checks must accept what its own
 * send-test-event.sh signs.
 */
import {after, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {available, freePort, runProgram, sample as pageSample} from './lib/tutorial-samples';

const PAGE = 'rapidpipeline-cloud-tutorials/api-sample-implementation.md';
const SECRET = 'tutorial-test-secret';
const sample = (title: string) => pageSample(PAGE, title);

interface Receiver {
  process: ChildProcess;
  output: () => string;
  port: number;
}

/** Starts a receiver from the page and resolves once it says it listens. */
async function startReceiver(dir: string, file: string, command: string): Promise<Receiver> {
  const port = await freePort();
  const script = path.join(dir, file);
  fs.writeFileSync(script, sample(file).replaceAll('8080', String(port)));
  const child = spawn(command, [script], {env: {...process.env, WEBHOOK_SECRET: SECRET, PYTHONUNBUFFERED: '1'}});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start:\n${output}`)), 10_000);
    child.stdout.on('data', () => {
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}:\n${output}`));
    });
  });
  return {process: child, output: () => output, port};
}

/** Runs `page`'s send-test-event.sh against a local URL and returns what it prints. */
async function sendTestEvent(dir: string, page: string, port: number, secret: string): Promise<string> {
  const script = path.join(dir, `send-test-event-${path.basename(page, '.md')}.sh`);
  fs.writeFileSync(script, pageSample(page, 'send-test-event.sh'));
  // Not spawnSync: the receiver may be a server in this very process.
  const result = await runProgram('bash', [script, `http://127.0.0.1:${port}/`], {
    env: {...process.env, WEBHOOK_SECRET: secret},
  });
  assert.equal(result.code, 0, `send-test-event.sh failed:\n${result.stderr}`);
  return result.stdout.trim();
}

async function settle(receiver: Receiver, text: string): Promise<void> {
  for (let waited = 0; waited < 5_000 && !receiver.output().includes(text); waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

const receivers = [
  {file: 'webhook_receiver.py', command: 'python3', tool: ['python3', '--version']},
  {file: 'webhook-receiver.mjs', command: process.execPath, tool: [process.execPath, '--version']},
];

describe('the API sample tutorial’s webhook receivers', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-receivers-'));
  const shellTools = available('curl', '--version') && available('openssl', 'version');
  const running: Receiver[] = [];
  after(() => {
    for (const receiver of running) receiver.process.kill();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  for (const {file, command, tool} of receivers) {
    it(`${file} accepts the signed test event, prints its links, and refuses a wrong signature`, async (t) => {
      if (!shellTools || !available(tool[0]!, ...tool.slice(1))) {
        t.skip(`needs curl, openssl and ${tool[0]}`);
        return;
      }
      const receiver = await startReceiver(dir, file, command);
      running.push(receiver);
      assert.equal(await sendTestEvent(dir, PAGE, receiver.port, SECRET), 'Receiver answered HTTP 204');
      await settle(receiver, 'rapid.glb');
      assert.match(receiver.output(), /Rapid Model 635 is ready:/);
      // The link is printed as a URL again, without the signing escapes.
      assert.match(
        receiver.output(),
        /rapid\.glb: https:\/\/s3\.eu-central-1\.amazonaws\.com\/rapidcompact-models\/rapid\/635\/rapid\.glb/,
      );
      assert.equal(await sendTestEvent(dir, PAGE, receiver.port, `${SECRET}x`), 'Receiver answered HTTP 401');
    });

    it(`${file} stops with a clear message when WEBHOOK_SECRET is not set`, (t) => {
      if (!available(tool[0]!, ...tool.slice(1))) {
        t.skip(`needs ${tool[0]}`);
        return;
      }
      const script = path.join(dir, `unset-${file}`);
      fs.writeFileSync(script, sample(file));
      const env = {...process.env};
      delete env.WEBHOOK_SECRET;
      const run = spawnSync(command, [script], {env, encoding: 'utf8', timeout: 10_000});
      assert.notEqual(run.status, 0);
      assert.match(run.stderr, /Set WEBHOOK_SECRET/);
    });
  }
});

describe('the token tutorial’s signature checks', () => {
  const TOKEN_PAGE = 'rapidpipeline-cloud-tutorials/api-token-setup.md';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-signatures-'));
  after(() => fs.rmSync(dir, {recursive: true, force: true}));

  /** The body and signature header the page's send-test-event.sh delivers. */
  async function delivery(secret: string): Promise<{body: string; signature: string}> {
    let received: {body: string; signature: string} | undefined;
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received = {body: Buffer.concat(chunks).toString('utf8'), signature: String(request.headers.signature)};
        response.writeHead(204).end();
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      assert.equal(await sendTestEvent(dir, TOKEN_PAGE, port, secret), 'Receiver answered HTTP 204');
    } finally {
      server.close();
    }
    assert.ok(received, 'send-test-event.sh delivered nothing');
    return received;
  }

  it('verify-signature.mjs and verify_signature.py accept what send-test-event.sh signs, and nothing else', async (t) => {
    if (!available('curl', '--version') || !available('openssl', 'version') || !available('python3', '--version')) {
      t.skip('needs curl, openssl and python3');
      return;
    }
    const {body, signature} = await delivery(SECRET);
    const javascript = path.join(dir, 'verify-signature.mjs');
    fs.writeFileSync(javascript, pageSample(TOKEN_PAGE, 'verify-signature.mjs'));
    const {isValid} = (await import(javascript)) as {
      isValid: (body: string, signature: string, secret: string) => boolean;
    };
    const python = `${pageSample(TOKEN_PAGE, 'verify_signature.py')}
import sys
print(is_valid(sys.stdin.buffer.read(), sys.argv[1], sys.argv[2]))
`;
    const pythonSays = (text: string, secret: string) =>
      spawnSync('python3', ['-c', python, signature, secret], {input: text, encoding: 'utf8'}).stdout.trim();
    // A framework may hand the body over pretty-printed: the checks rebuild what was signed.
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    for (const text of [body, reformatted]) {
      assert.equal(isValid(text, signature, SECRET), true);
      assert.equal(pythonSays(text, SECRET), 'True');
    }
    assert.equal(isValid(body, signature, `${SECRET}x`), false);
    assert.equal(pythonSays(body, `${SECRET}x`), 'False');
    const altered = body.replace('635', '636');
    assert.equal(isValid(altered, signature, SECRET), false);
    assert.equal(pythonSays(altered, SECRET), 'False');
  });
});
