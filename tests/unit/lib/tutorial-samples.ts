/**
 * Runs the code samples of the docs as a reader would: the sample is taken from the page by the
 * title of its code block, written to a scratch folder, and run with the tools a reader has.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {extractCodeBlocks} from '../../../scripts/lib/settings-examples';

const DOCS = path.join(__dirname, '..', '..', '..', 'docs');

/** The code of the block titled `title` on the page `page` (a path under docs/). */
export function sample(page: string, title: string): string {
  const file = path.join(DOCS, page);
  const block = extractCodeBlocks(fs.readFileSync(file, 'utf8'), file).find((candidate) =>
    candidate.meta.includes(`title="${title}"`),
  );
  assert.ok(block, `${page} has no code block titled ${title}`);
  return block.code;
}

/** Whether `command args` runs here (a reader's tool such as curl, jq or python3). */
export function available(command: string, ...args: string[]): boolean {
  return spawnSync(command, args, {stdio: 'ignore'}).status === 0;
}

/** A local port nothing listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
