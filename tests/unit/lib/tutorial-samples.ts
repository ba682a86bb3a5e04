/**
 * Runs the code samples of the docs as a reader would: the sample is taken from the page by the
 * title of its code block, written to a scratch folder, and run with the tools a reader has.
 */
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {extractCodeBlocks, type CodeBlock} from '../../../scripts/lib/settings-examples';

const DOCS = path.join(__dirname, '..', '..', '..', 'docs');

/** The text and code blocks of the page `page` (a path under docs/). */
function readPage(page: string): {text: string; blocks: CodeBlock[]} {
  const file = path.join(DOCS, page);
  const text = fs.readFileSync(file, 'utf8');
  return {text, blocks: extractCodeBlocks(text, file)};
}

/** The code of the block titled `title` on the page `page`. */
export function sample(page: string, title: string): string {
  const block = readPage(page).blocks.find((candidate) => candidate.meta.includes(`title="${title}"`));
  assert.ok(block, `${page} has no code block titled ${title}`);
  return block.code;
}

/** The output the page shows for a run: the first `text` block after the sentence that introduces it. */
export function outputAfter(page: string, introduction: string): string {
  const {text, blocks} = readPage(page);
  assert.ok(text.includes(introduction), `${page} no longer says "${introduction}"`);
  const line = text.slice(0, text.indexOf(introduction)).split('\n').length;
  const block = blocks.find((candidate) => candidate.lang === 'text' && candidate.line > line);
  assert.ok(block, `${page} shows no output after "${introduction}"`);
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

export interface ProgramResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const running = new Set<ChildProcess>();
// A test that stops early must not leave its programs running.
process.on('exit', () => running.forEach((child) => child.kill('SIGKILL')));

/**
 * How long a sample program may run. A sample finishes in seconds; on a loaded 2-core machine (the e2e suite running
 * beside the unit tests) the bash client once took over 20 s, so the limit only catches a program that hangs.
 */
const PROGRAM_TIMEOUT_MS = 60_000;

/**
 * Runs a program without blocking this process (the server it talks to may be in this process) and
 * collects its output. It is killed after `timeoutMs`.
 */
export function runProgram(
  command: string,
  args: string[],
  options: {cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number} = {},
): Promise<ProgramResult> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env ?? process.env});
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timeoutMs = options.timeoutMs ?? PROGRAM_TIMEOUT_MS;
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      // Said in stderr, which the tests' assertions print: an empty output then reads as a kill, not as a silent program.
      if (child.killed) stderr += `\n[killed: no exit within ${timeoutMs / 1000} s]`;
      done({code, stdout, stderr});
    });
  });
}
