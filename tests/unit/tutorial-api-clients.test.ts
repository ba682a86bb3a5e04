/**
 * The REST API clients of the cloud tutorials, run as a reader runs them: each program is taken from its page by
 * the title of its code block, saved to a scratch folder and started with the reader's tools, against a local mock
 * of the RapidPipeline API v2. The mock is built from api-specs/rapidpipeline-v2.yaml: it knows only the
 * operations of the spec (anything else is a 404), checks request bodies and path parameters against the spec's
 * schemas, answers with the spec's own response examples and checks its answers against the response schemas. So
 * a sample passes only if it works against the API the spec describes.
 *
 * Two things of a sample's text change before it runs, nothing else: the API's scheme and host become the mock's
 * (plain HTTP on 127.0.0.1), and the poll interval shrinks so the file runs in seconds.
 */
import {after, describe, it, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {deref, escape, exampleValidator, isObject, type Json} from './lib/openapi-examples';
import {available, freePort, outputAfter, runProgram, sample, type ProgramResult} from './lib/tutorial-samples';

const ROOT = path.join(__dirname, '..', '..');
const SPEC = yaml.load(fs.readFileSync(path.join(ROOT, 'api-specs', 'rapidpipeline-v2.yaml'), 'utf8')) as Json;
const validate = exampleValidator(SPEC);

/** The hosts of the spec's links. The mock serves both, the storage bucket under /s3. */
const API_ORIGIN = 'https://api.rapidpipeline.com';
const S3_ORIGIN = 'https://s3.eu-central-1.amazonaws.com';
/** Same shape as a real token; the `|` checks that the samples quote it. */
const TOKEN = '42|tutorialTestToken0123456789abcdefghijklm';

const SAMPLE_PAGE = 'rapidpipeline-cloud-tutorials/api-sample-implementation.md';
const TOKEN_PAGE = 'rapidpipeline-cloud-tutorials/api-token-setup.md';
const QC_PAGE = 'rapidpipeline-cloud-tutorials/qc-on-optimization.md';

// ---------------------------------------------------------------------------------------------------------------
// The spec

/** Follows `$ref`s inside the spec. */
const resolve = (node: unknown): unknown => deref(SPEC, node, '')[0];

interface Operation {
  id: string;
  method: string;
  template: string;
  pattern: RegExp;
  params: string[];
  spec: Json;
  pointer: string;
}

/** Every operation of the spec. Literal paths come first, so /rawmodel/jobs is not read as /rawmodel/{id}. */
const OPERATIONS: Operation[] = Object.entries(SPEC.paths as Json)
  .flatMap(([template, item]) =>
    Object.entries(item as Json)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({
        id: String((operation as Json).operationId),
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
        params: [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
        spec: operation as Json,
        pointer: `#/paths/${escape(template)}/${method}`,
      })),
  )
  .sort((a, b) => a.params.length - b.params.length);

function operation(id: string): Operation {
  const found = OPERATIONS.find((candidate) => candidate.id === id);
  assert.ok(found, `the spec has no operation ${id}`);
  return found;
}

/** The JSON schema (as a pointer for the validator) of a request body or of one response of an operation. */
function schemaPointer(op: Operation, status?: string): string | undefined {
  const [holder, at] =
    status === undefined
      ? deref(SPEC, op.spec.requestBody, `${op.pointer}/requestBody`)
      : deref(SPEC, (op.spec.responses as Json)[status], `${op.pointer}/responses/${status}`);
  const content = isObject(holder) ? holder.content : undefined;
  const schema = isObject(content) ? (content['application/json'] as Json | undefined)?.schema : undefined;
  if (!isObject(schema)) return undefined;
  return typeof schema.$ref === 'string' ? schema.$ref : `${at}/content/application~1json/schema`;
}

/** A response example of the spec, as JSON; `name` picks one of several. */
function specExample(id: string, status = '200', name?: string): Json {
  const response = resolve((operation(id).spec.responses as Json)[status]) as Json;
  const media = (response.content as Json)['application/json'] as Json;
  const value = name ? (resolve((media.examples as Json)[name]) as Json).value : media.example;
  assert.ok(isObject(value), `the spec has no example ${name ?? ''} for ${id} ${status}`);
  return structuredClone(value);
}

/** Path parameters must fit their schema; the spec's IDs are integers of at least 1. */
function badPathParameter(op: Operation, values: string[]): string | undefined {
  const declared = ((op.spec.parameters as unknown[]) ?? []).map(resolve) as Json[];
  return op.params.find((name, index) => {
    const schema = declared.find((parameter) => parameter.name === name)?.schema as Json | undefined;
    return schema?.type === 'integer' && !/^[1-9]\d*$/.test(values[index] ?? '');
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The mock

interface Logged {
  /** `api` for an operation of the spec, `s3` for the storage bucket, `unknown` for anything else. */
  kind: 'api' | 's3' | 'unknown';
  operation: string;
  method: string;
  url: URL;
  authorization: string | undefined;
  body: Buffer;
  json: unknown;
  at: number;
  status: number;
}

interface RapidState {
  optimization_status: string;
  progress: number;
  processing_step: string;
}

interface Scenario {
  /** `upload_status` of each Get Base Asset after Complete Upload; the last one repeats. */
  imports: string[];
  /** The Rapid Model while it runs, one per Get Rapid Model; then the spec's finished example. */
  running: RapidState[];
  /** Ends the run with this status instead of the finished example. */
  finalStatus?: string;
  /**
   * Answers the first request to a rate-limited operation once with this status: 429 with `Retry-After: 1`, or a
   * passing server error.
   */
  interruptOnce?: 429 | 503;
  /** Then answers this many more requests with 429 and `Retry-After: 0` (allowed: the header's minimum is 0). */
  rateLimitBurst?: number;
  /** Refuses every call of this operation with 422, as the API does for a body it cannot accept. */
  refuse?: string;
  /** The account already holds the imported Base Asset and its finished Rapid Model. */
  existing?: boolean;
}

/** Statuses as the page's example output shows them. */
const PAGE_SCENARIO: Scenario = {
  imports: ['waiting', 'analysing', 'complete'],
  running: [
    {optimization_status: 'sent_to_queue', progress: 0, processing_step: 'Queued'},
    {optimization_status: 'sent_to_queue', progress: 40, processing_step: 'Optimizing'},
  ],
};

interface Answer {
  status: number;
  body: Json | unknown[] | string | Buffer;
  headers?: Record<string, string>;
}

type Handler = (params: string[], body: Json) => Answer;

/** Distinct, binary bytes per stored object (NUL, CR, LF and 0xFF included), so a saved file can be checked. */
function objectBytes(pathname: string): Buffer {
  const digest = crypto.createHash('sha256').update(pathname).digest();
  return Buffer.concat([Buffer.from(`${pathname}\0\r\n\xff`, 'latin1'), digest, digest]);
}

const notFound = (): Answer => ({status: 404, body: {message: 'No query results for model.'}});
const invalid = (message: string): Answer => ({status: 422, body: {message}});
/** IDs of the spec's examples: the Base Asset of Get Upload Link, the Rapid Model of Optimize. */
const ASSET_ID = Number(specExample('createBaseAssetGetUploadLink').id);
const RAPID_ID = Number(specExample('optimize').id);

const mocks: MockApi[] = [];

/** A local RapidPipeline API v2 and storage bucket, for one run of a sample. */
class MockApi {
  readonly log: Logged[] = [];
  /** What a sample did that the spec does not allow. Empty after a correct run. */
  readonly problems: string[] = [];
  /** Files uploaded to the pre-signed URLs, by file name. */
  readonly uploads = new Map<string, Buffer>();
  /** The finished Rapid Model, as served. */
  readonly finished: Json;
  private readonly uploadUrls = new Map<string, string>(); // S3 path → file name
  private readonly handedOut = new Set<string>(); // S3 paths the API gave to the client
  private readonly server = http.createServer((request, response) => this.receive(request, response));
  private filenames: string[] = [];
  private completed: boolean;
  private optimized: boolean;
  private importPolls = 0;
  private rapidPolls = 0;
  private conversionPolls = 0;
  private interrupted = false;
  private burstAnswered = 0;

  private constructor(
    readonly origin: string,
    private readonly scenario: Scenario,
  ) {
    this.completed = this.optimized = Boolean(scenario.existing);
    this.finished = this.local(specExample('getRapidModel', '200', 'done'));
  }

  static async start(scenario: Scenario): Promise<MockApi> {
    const port = await freePort();
    const mock = new MockApi(`http://127.0.0.1:${port}`, scenario);
    await new Promise<void>((done) => mock.server.listen(port, '127.0.0.1', done));
    mocks.push(mock);
    return mock;
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }

  /** The bytes the storage bucket serves for a URL the API handed out. */
  bytesAt(url: string): Buffer {
    return objectBytes(new URL(url).pathname);
  }

  /** The spec's links point at the real hosts; the mock hands out the same links on itself. */
  private local<T>(value: T): T {
    const text = JSON.stringify(value).replaceAll(S3_ORIGIN, `${this.origin}/s3`).replaceAll(API_ORIGIN, this.origin);
    return JSON.parse(text) as T;
  }

  private json(body: Json | unknown[]): Answer {
    return {status: 200, body: this.local(body)};
  }

  private receive(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = logEntry(request, Buffer.concat(chunks), this.origin);
      this.log.push(entry);
      const answer = this.route(entry);
      entry.status = answer.status;
      send(response, answer);
    });
  }

  private route(entry: Logged): Answer {
    const {pathname} = entry.url;
    if (pathname.startsWith('/s3/')) {
      Object.assign(entry, {kind: 's3', operation: `s3 ${entry.method}`});
      return this.storage(entry);
    }
    for (const op of OPERATIONS) {
      const match = op.pattern.exec(pathname);
      if (match && op.method === entry.method) {
        Object.assign(entry, {kind: 'api', operation: op.id});
        const answer = this.api(op, match.slice(1), entry);
        this.checkAnswer(op, answer);
        return answer;
      }
    }
    this.problems.push(`${entry.method} ${pathname}: no such operation in the spec`);
    return {status: 404, body: {message: 'Not Found'}};
  }

  /** An operation of the spec: authenticated, its path parameters and body checked against the spec. */
  private api(op: Operation, params: string[], entry: Logged): Answer {
    if (entry.authorization !== `Bearer ${TOKEN}`) {
      return {status: 401, body: specExample(op.id, '401', entry.authorization ? 'invalidToken' : 'unauthenticated')};
    }
    const bad = badPathParameter(op, params);
    if (bad) {
      this.problems.push(`${entry.method} ${entry.url.pathname}: path parameter ${bad} is not an ID`);
      return notFound();
    }
    const bodySchema = schemaPointer(op);
    const error = bodySchema && (entry.json === undefined ? 'the body is not JSON' : validate(bodySchema, entry.json));
    if (error) {
      this.problems.push(`${op.id}: request body does not match the spec: ${error}`);
      return invalid(error);
    }
    return this.interruption(op) ?? this.answer(op, params, entry);
  }

  /** The scenario's one 429 or 5xx, on the first operation that counts towards the rate limit. */
  private interruption(op: Operation): Answer | undefined {
    const rateLimited = (op.spec.responses as Json)['429'] !== undefined;
    if (rateLimited && this.burstAnswered < (this.scenario.rateLimitBurst ?? 0)) {
      this.burstAnswered++;
      return {status: 429, body: {message: 'Too Many Attempts.'}, headers: {'Retry-After': '0'}};
    }
    if (!this.scenario.interruptOnce || this.interrupted || !rateLimited) return undefined;
    this.interrupted = true;
    return this.scenario.interruptOnce === 429
      ? {status: 429, body: {message: 'Too Many Attempts.'}, headers: {'Retry-After': '1'}}
      : {status: 503, body: 'Service Unavailable'};
  }

  private answer(op: Operation, params: string[], entry: Logged): Answer {
    if (this.scenario.refuse === op.id) return invalid('The selected preset id is invalid.');
    const handler = this.handlers[op.id];
    if (!handler) {
      this.problems.push(`the mock does not implement ${op.id} (${op.method} ${op.template})`);
      return {status: 501, body: {message: `mock: ${op.id} not implemented`}};
    }
    return handler(params, isObject(entry.json) ? entry.json : {});
  }

  /** The operations the samples call, answered with the spec's examples. */
  private readonly handlers: Record<string, Handler> = {
    createBaseAssetGetUploadLink: (_params, body) => this.startUpload(body.filenames as string[]),
    createBaseAssetCompleteUpload: ([id]) => (Number(id) === ASSET_ID ? this.completeUpload() : notFound()),
    getBaseAsset: ([id]) => (Number(id) === ASSET_ID ? this.baseAsset() : notFound()),
    optimize: ([id]) => (Number(id) === ASSET_ID ? this.optimize() : notFound()),
    getRapidModel: ([id]) => (Number(id) === RAPID_ID && this.optimized ? this.rapidModel() : notFound()),
    getRapidPoints: () => this.json(specExample('getRapidPoints')),
    createPreset: () => ({status: 200, body: 'success'}),
    multiOptimize: () => ({status: 204, body: ''}),
    createEmbed: () => ({status: 200, body: 'success'}),
    getEmbeds: () => this.json(specExample('getEmbeds')),
    addConvertedFormatsToTheModel: ([id], body) => (Number(id) === ASSET_ID ? this.addFormats(body) : notFound()),
    getFormatConversionJobs: ([id]) => (Number(id) === ASSET_ID ? this.conversionJobs() : notFound()),
    getDownloadURLsForConvertedFiles: ([id]) =>
      Number(id) === ASSET_ID ? this.json(specExample('getDownloadURLsForConvertedFiles')) : notFound(),
  };

  /** One pre-signed URL per file name sent, signed like the spec's example URL. */
  private startUpload(filenames: string[]): Answer {
    const answer = this.local(specExample('createBaseAssetGetUploadLink'));
    const links = answer.links as {s3_upload_urls: Record<string, string>};
    const signed = new URL(Object.values(links.s3_upload_urls)[0]!);
    this.filenames = filenames;
    links.s3_upload_urls = Object.fromEntries(
      filenames.map((name) => {
        const url = new URL(signed);
        url.pathname = `/s3/uploads/${ASSET_ID}/${encodeURIComponent(name)}`;
        this.uploadUrls.set(url.pathname, name);
        return [name, url.href];
      }),
    );
    return {status: 200, body: answer};
  }

  private completeUpload(): Answer {
    const missing = this.filenames.filter((name) => !this.uploads.has(name));
    if (missing.length > 0) this.problems.push(`Complete Upload called before ${missing.join(', ')} was uploaded`);
    if (this.completed) this.problems.push('Complete Upload called twice');
    this.completed = true;
    return this.json(specExample('createBaseAssetCompleteUpload'));
  }

  /** The import goes through the scenario's statuses, one per poll. */
  private baseAsset(): Answer {
    const answer = specExample('getBaseAsset', '200', 'complete');
    const {imports} = this.scenario;
    const status = this.completed ? imports[Math.min(this.importPolls++, imports.length - 1)]! : 'incomplete';
    Object.assign(answer.data as Json, {upload_status: status, processing: status !== 'complete', rapid_models: []});
    return this.json(answer);
  }

  /** As the spec says, only a Base Asset whose import is complete can be optimised. */
  private optimize(): Answer {
    const {imports} = this.scenario;
    if (imports[Math.min(this.importPolls, imports.length) - 1] !== 'complete') {
      return invalid('The base asset is not ready to be optimized.');
    }
    this.optimized = true;
    return this.json(specExample('optimize'));
  }

  /** The scenario's running states, then the spec's finished example (or the scenario's failure). */
  private rapidModel(): Answer {
    const poll = this.rapidPolls++;
    const {running, finalStatus} = this.scenario;
    if (poll >= running.length && !finalStatus) return {status: 200, body: this.finished};
    const answer = specExample('getRapidModel', '200', 'running');
    const state = poll < running.length ? running[poll] : {optimization_status: finalStatus};
    Object.assign(answer.data as Json, {id: RAPID_ID}, state);
    return this.json(answer);
  }

  private addFormats(body: Json): Answer {
    this.filenames = body.formats as string[];
    return this.json({...specExample('addConvertedFormatsToTheModel'), formats: body.formats});
  }

  /** One conversion job, executing at the first poll and finished from the second on. */
  private conversionJobs(): Answer {
    const busy = this.conversionPolls++ === 0;
    return this.json([{progress: busy ? 35 : 100, status: busy ? 'executing' : 'finished', formats: this.filenames}]);
  }

  /** The storage bucket: pre-signed URLs only, and no Authorization header, as S3 requires. */
  private storage(entry: Logged): Answer {
    const where = `${entry.method} ${entry.url.pathname}`;
    if (entry.authorization !== undefined) {
      this.problems.push(`${where}: sent the Authorization header to a pre-signed URL`);
      return {status: 400, body: 'InvalidArgument: Only one auth mechanism allowed'};
    }
    if (!entry.url.searchParams.has('X-Amz-Signature')) {
      this.problems.push(`${where}: the pre-signed URL lost its signature`);
      return {status: 403, body: 'AccessDenied'};
    }
    const name = this.uploadUrls.get(entry.url.pathname);
    if (entry.method === 'PUT' && name !== undefined) {
      this.uploads.set(name, entry.body);
      return {status: 200, body: ''};
    }
    if (entry.method === 'GET' && this.handedOut.has(entry.url.pathname)) {
      return {status: 200, body: objectBytes(entry.url.pathname)};
    }
    this.problems.push(`${where}: not a URL the API handed out for this method`);
    return {status: 403, body: 'AccessDenied'};
  }

  /** The mock's own answers must fit the spec too, or the test would prove nothing. */
  private checkAnswer(op: Operation, answer: Answer): void {
    const pointer = schemaPointer(op, String(answer.status));
    if (!pointer || typeof answer.body === 'string' || Buffer.isBuffer(answer.body)) return;
    const error = validate(pointer, answer.body);
    if (error) this.problems.push(`mock answer of ${op.id} ${answer.status} does not match the spec: ${error}`);
    this.noteLinks(answer.body);
  }

  /** Remembers the storage links an answer hands out: only those can be downloaded. */
  private noteLinks(value: unknown): void {
    if (typeof value === 'string' && value.startsWith(`${this.origin}/s3/`))
      this.handedOut.add(new URL(value).pathname);
    else if (Array.isArray(value)) value.forEach((item) => this.noteLinks(item));
    else if (isObject(value)) Object.values(value).forEach((item) => this.noteLinks(item));
  }
}

function logEntry(request: http.IncomingMessage, body: Buffer, origin: string): Logged {
  let json: unknown;
  try {
    json = body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined;
  } catch {
    json = undefined;
  }
  const method = request.method ?? '';
  const url = new URL(request.url ?? '/', origin);
  return {
    kind: 'unknown',
    operation: '',
    method,
    url,
    authorization: request.headers.authorization,
    body,
    json,
    at: Date.now(),
    status: 0,
  };
}

function send(response: http.ServerResponse, answer: Answer): void {
  const {body} = answer;
  const [type, payload] = Buffer.isBuffer(body)
    ? ['application/octet-stream', body]
    : typeof body === 'string'
      ? ['text/plain', Buffer.from(body)]
      : ['application/json', Buffer.from(JSON.stringify(body))];
  response.writeHead(answer.status, {'Content-Type': type, ...answer.headers});
  response.end(payload);
}

// ---------------------------------------------------------------------------------------------------------------
// Running a sample

/**
 * The sample's text, talking to the mock. Only the scheme and host change: the API base URL's
 * `https://api.rapidpipeline.com` becomes `http://127.0.0.1:<port>`, and where a sample tests for `https://` to
 * tell a full URL (links.complete_upload) from a path, that test's scheme becomes `http://`.
 */
function pointAtMock(code: string, origin: string): string {
  assert.ok(code.includes(API_ORIGIN), `the sample does not call ${API_ORIGIN}`);
  const local = code
    .replaceAll(API_ORIGIN, origin)
    .replace(/(["'])https:\/\/\1/g, '$1http://$1')
    .replace(/== https:\/\/\*/g, '== http://*');
  // Nothing may be left that reaches the internet with the test token.
  assert.doesNotMatch(local, /https:\/\//, 'the sample calls another https:// address');
  return local;
}

/** Shortens the sample's poll pause (e.g. `POLL_SECONDS=5`) so the test runs in seconds; the only other change. */
function shortenPolls(code: string, from: string, to: string): string {
  assert.ok(code.includes(from), `the sample no longer has ${from}`);
  return code.replaceAll(from, to);
}

/** Runs a program with the test token and no proxy (the mock is local), and collects its output. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<ProgramResult> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    RAPIDPIPELINE_TOKEN: TOKEN,
    PYTHONUNBUFFERED: '1',
    NO_PROXY: '127.0.0.1',
    no_proxy: '127.0.0.1',
    ...env,
  };
  for (const proxy of ['HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'http_proxy', 'https_proxy', 'all_proxy'])
    delete childEnv[proxy];
  return runProgram(command, args, {cwd, env: childEnv});
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorial-api-clients-'));
let scratchCount = 0;

/** A fresh folder for one run, with the model files a reader has. */
function folder(files: Record<string, Buffer | string> = {}): string {
  const dir = path.join(scratch, String(scratchCount++));
  fs.mkdirSync(dir);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

/** Bytes that stand in for a model file: distinct per name, binary, with CR and LF. */
const modelBytes = (name: string) => Buffer.concat([Buffer.from(`${name}\r\n\0`), crypto.randomBytes(3000)]);

function needs(t: TestContext, ...tools: string[][]): boolean {
  const missing = tools.filter(([command, ...args]) => !available(command!, ...args));
  if (missing.length > 0) t.skip(`needs ${missing.map(([command]) => command).join(', ')}`);
  return missing.length === 0;
}

/**
 * How many samples run at once. A run keeps a core busy (the bash clients start curl and jq for every call), so
 * running every test of a block at once on a 2-core machine stretched a 2 s run past the kill timer of
 * `runProgram` (20 s). One run per core keeps each run near its 2 s, and the file as a whole is no slower.
 */
const PARALLEL = {concurrency: os.availableParallelism()};

const PYTHON = ['python3', '-c', 'import requests'];
const BASH_TOOLS = [
  ['bash', '--version'],
  ['curl', '--version'],
  ['jq', '--version'],
];

// ---------------------------------------------------------------------------------------------------------------
// Checks shared by the job runs

interface Job {
  files: string[];
  modelName: string;
  isZip?: boolean;
  optimizeBody: Json;
  outDir: string;
}

const requestsTo = (mock: MockApi, id: string) => mock.log.filter((entry) => entry.operation === id);
/** The operations the mock was asked for, in order, repeats of a poll folded into one. */
const callSequence = (mock: MockApi) =>
  mock.log.map((entry) => entry.operation).filter((id, i, all) => id !== all[i - 1]);

/** The run ended well and every request was what the spec asks for. */
function assertJob(mock: MockApi, result: ProgramResult, dir: string, job: Job): void {
  const output = `stdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
  assert.equal(result.code, 0, `the sample failed\n${output}`);
  // A clean run prints no warnings either (a shell error need not change the exit code).
  assert.equal(result.stderr, '', output);
  assert.deepEqual(mock.problems, [], output);

  // The seven calls, in order (repeats of a poll folded into one).
  const calls = callSequence(mock);
  assert.deepEqual(calls, [
    'createBaseAssetGetUploadLink',
    's3 PUT',
    'createBaseAssetCompleteUpload',
    'getBaseAsset',
    'optimize',
    'getRapidModel',
    's3 GET',
  ]);

  // The token goes to the API, never to the bucket.
  for (const entry of mock.log) {
    const where = `${entry.method} ${entry.url.pathname}`;
    if (entry.kind === 'api') assert.equal(entry.authorization, `Bearer ${TOKEN}`, where);
    else assert.equal(entry.authorization, undefined, where);
  }

  const start = requestsTo(mock, 'createBaseAssetGetUploadLink');
  assert.equal(start.length, 1);
  const expectedStart: Json = {model_name: job.modelName, filenames: job.files};
  if (job.isZip) expectedStart.is_zip = true;
  assert.deepEqual(start[0]!.json, expectedStart);

  const optimize = requestsTo(mock, 'optimize');
  assert.equal(optimize.length, 1);
  assert.deepEqual(optimize[0]!.json, job.optimizeBody);

  // Every file arrived unchanged, and every output was saved unchanged.
  assert.deepEqual([...mock.uploads.keys()].sort(), [...job.files].sort());
  for (const name of job.files) assert.ok(mock.uploads.get(name)!.equals(fs.readFileSync(path.join(dir, name))), name);
  const all = (mock.finished.data as {downloads: {all: Record<string, string>}}).downloads.all;
  for (const [name, url] of Object.entries(all)) {
    const saved = path.join(dir, job.outDir, name);
    assert.ok(fs.existsSync(saved), `${job.outDir}/${name} was not saved\n${output}`);
    assert.ok(fs.readFileSync(saved).equals(mock.bytesAt(url)), `${job.outDir}/${name} differs from the download`);
  }
  for (const name of Object.keys(all)) assert.match(result.stdout, new RegExp(`^Saved ${job.outDir}/${name}$`, 'm'));
}

/** The call answered 429 with `Retry-After: 1` came again, unchanged, after at least that second. */
function assertRepeatedAfterRetryAfter(mock: MockApi): void {
  const limited = mock.log.findIndex((entry) => entry.status === 429);
  assert.ok(limited >= 0, 'the mock answered no request with 429');
  const [first, again] = [mock.log[limited]!, mock.log[limited + 1]!];
  assert.equal(`${again.method} ${again.url.href}`, `${first.method} ${first.url.href}`, 'the call was not repeated');
  assert.ok(again.at - first.at >= 900, `repeated after ${again.at - first.at} ms, not after Retry-After: 1`);
}

/** More 429s in a row than the clients have retries for failures. */
const BURST = 6;

/**
 * The BURST 429s with `Retry-After: 0` were each answered at once, not after the 30 s the samples wait without
 * the header. Each gap is measured on its own: the whole run takes longer when the suite's clients run at once.
 */
function assertBurstAnsweredAtOnce(mock: MockApi): void {
  assert.equal(mock.log.filter((entry) => entry.status === 429).length, BURST);
  mock.log.forEach((entry, index) => {
    const next = mock.log[index + 1];
    if (entry.status !== 429 || !next) return;
    assert.ok(next.at - entry.at < 10_000, `a 429 was answered after ${next.at - entry.at} ms`);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The clients of the API sample implementation

interface ClientOptions {
  files: string[];
  preset?: number;
  config?: string;
  tags?: string[];
  name?: string;
  out?: string;
}

interface Client {
  file: string;
  tools: string[][];
  /** The poll pause of the sample, and the shorter one the test uses. */
  poll: [string, string];
  command: (script: string) => string[];
  args: (options: ClientOptions) => string[];
}

const CLIENTS: Client[] = [
  {
    file: 'rapidpipeline-client.sh',
    tools: BASH_TOOLS,
    poll: ['POLL_SECONDS=5', 'POLL_SECONDS=0.05'],
    // Run as the page's step 3 does: chmod +x, then ./rapidpipeline-client.sh.
    command: (script: string) => [script],
    args: (o: ClientOptions) => [
      ...(o.preset !== undefined ? ['-p', String(o.preset)] : ['-c', o.config!]),
      ...(o.tags ?? []).flatMap((tag) => ['-t', tag]),
      ...(o.name ? ['-n', o.name] : []),
      ...(o.out ? ['-o', o.out] : []),
      ...o.files,
    ],
  },
  {
    file: 'rapidpipeline_client.py',
    tools: [PYTHON],
    poll: ['POLL_SECONDS = 5', 'POLL_SECONDS = 0.05'],
    command: (script: string) => ['python3', script],
    args: (o: ClientOptions) => [...o.files, ...longOptions(o)],
  },
  {
    file: 'rapidpipeline-client.mjs',
    tools: [],
    poll: ['POLL_MS = 5000', 'POLL_MS = 50'],
    command: (script: string) => [process.execPath, script],
    args: (o: ClientOptions) => [...o.files, ...longOptions(o)],
  },
];

function longOptions(o: ClientOptions): string[] {
  return [
    ...(o.preset !== undefined ? ['--preset', String(o.preset)] : ['--config', o.config!]),
    ...(o.tags ?? []).flatMap((tag) => ['--tag', tag]),
    ...(o.name ? ['--name', o.name] : []),
    ...(o.out ? ['--out', o.out] : []),
  ];
}

/** Runs one client of the page against a fresh mock. */
async function runClient(
  client: Client,
  scenario: Scenario,
  options: ClientOptions,
  extra: Record<string, string> = {},
) {
  const mock = await MockApi.start(scenario);
  const dir = folder({...Object.fromEntries(options.files.map((name) => [name, modelBytes(name)])), ...extra});
  const script = path.join(dir, client.file);
  fs.writeFileSync(script, shortenPolls(pointAtMock(sample(SAMPLE_PAGE, client.file), mock.origin), ...client.poll));
  fs.chmodSync(script, 0o755);
  const [command, ...args] = client.command(script);
  return {mock, dir, result: await run(command!, [...args, ...client.args(options)], dir)};
}

const PRESET_ID = 7008; // the page's example Preset ID
/** The pages' first example: chair.glb, optimised with the Preset, saved to output/. */
const CHAIR_JOB: Job = {
  files: ['chair.glb'],
  modelName: 'chair',
  optimizeBody: {preset_id: PRESET_ID},
  outDir: 'output',
};

describe('the API sample implementation’s clients', PARALLEL, () => {
  const stepFourOutput = outputAfter(SAMPLE_PAGE, 'The client reports each status change');
  const presetJson = sample(SAMPLE_PAGE, 'preset.json');

  for (const client of CLIENTS) {
    it(`${client.file}: optimises chair.glb with a Preset ID and prints the page's output`, async (t) => {
      if (!needs(t, ...client.tools)) return;
      const options = {files: ['chair.glb'], preset: PRESET_ID, tags: ['web']};
      const {mock, dir, result} = await runClient(client, PAGE_SCENARIO, options);
      assertJob(mock, result, dir, {
        files: ['chair.glb'],
        modelName: 'chair',
        optimizeBody: {preset_id: PRESET_ID, tags: ['web']},
        outDir: 'output',
      });
      assert.equal(result.stdout.trim(), stepFourOutput.trim());
    });

    it(`${client.file}: optimises an .obj with its .mtl and texture with the page's preset.json`, async (t) => {
      if (!needs(t, ...client.tools)) return;
      const files = ['ewer.obj', 'ewer.mtl', 'ewer_basecolor.png'];
      const options = {files, config: 'preset.json', out: 'results'};
      const {mock, dir, result} = await runClient(client, PAGE_SCENARIO, options, {'preset.json': presetJson});
      assertJob(mock, result, dir, {
        files,
        modelName: 'ewer',
        optimizeBody: {config: JSON.parse(presetJson) as Json},
        outDir: 'results',
      });
      for (const name of files) assert.match(result.stdout, new RegExp(`^Uploaded ${name}$`, 'm'));
      assert.match(result.stdout, /^QC glb: max 0\.982, avg 0\.957\nQC usdz: max 0\.979, avg 0\.951$/m);
    });

    it(`${client.file}: uploads a single .zip with is_zip, a name and two tags`, async (t) => {
      if (!needs(t, ...client.tools)) return;
      const scenario = {...PAGE_SCENARIO, imports: ['waiting', 'unzipping', 'analysing', 'complete']};
      const options = {files: ['living-room.zip'], preset: PRESET_ID, tags: ['web', 'ar'], name: 'Living room scene'};
      const {mock, dir, result} = await runClient(client, scenario, {...options, out: 'results'});
      assertJob(mock, result, dir, {
        files: ['living-room.zip'],
        modelName: 'Living room scene',
        isZip: true,
        optimizeBody: {preset_id: PRESET_ID, tags: ['web', 'ar']},
        outDir: 'results',
      });
      assert.match(result.stdout, /^Base Asset \d+: unzipping$/m);
    });

    it(`${client.file}: waits for Retry-After on 429 and repeats the call`, async (t) => {
      if (!needs(t, ...client.tools)) return;
      const options = {files: ['chair.glb'], preset: PRESET_ID};
      const {mock, dir, result} = await runClient(client, {...PAGE_SCENARIO, interruptOnce: 429}, options);
      assertJob(mock, result, dir, CHAIR_JOB);
      assertRepeatedAfterRetryAfter(mock);
    });

    it(`${client.file}: keeps waiting through more 429s than it has retries, each with Retry-After: 0`, async (t) => {
      if (!needs(t, ...client.tools)) return;
      const options = {files: ['chair.glb'], preset: PRESET_ID};
      const {mock, dir, result} = await runClient(client, {...PAGE_SCENARIO, rateLimitBurst: BURST}, options);
      assertJob(mock, result, dir, CHAIR_JOB);
      assertBurstAnsweredAtOnce(mock);
    });

    it(`${client.file}: retries a passing server error`, async (t) => {
      if (!needs(t, ...client.tools)) return;
      const options = {files: ['chair.glb'], preset: PRESET_ID};
      const {mock, dir, result} = await runClient(client, {...PAGE_SCENARIO, interruptOnce: 503}, options);
      assertJob(mock, result, dir, CHAIR_JOB);
      const failed = mock.log.findIndex((entry) => entry.status === 503);
      assert.equal(mock.log[failed + 1]?.url.href, mock.log[failed]?.url.href, 'the call was not repeated');
    });

    it(`${client.file}: stops at once, with the API's message, when the API refuses a request`, async (t) => {
      if (!needs(t, ...client.tools)) return;
      const scenario = {...PAGE_SCENARIO, refuse: 'optimize'};
      const {mock, result} = await runClient(client, scenario, {files: ['chair.glb'], preset: PRESET_ID});
      assert.notEqual(result.code, 0, result.stdout);
      assert.match(result.stderr, /HTTP 422.*The selected preset id is invalid/);
      assert.equal(requestsTo(mock, 'optimize').length, 1, 'a refused request was sent again');
      assert.equal(requestsTo(mock, 'getRapidModel').length, 0);
    });

    it(`${client.file}: stops with a clear message when the import fails`, async (t) => {
      if (!needs(t, ...client.tools)) return;
      const scenario = {...PAGE_SCENARIO, imports: ['waiting', 'analysing', 'Importing Failed']};
      const {mock, result} = await runClient(client, scenario, {files: ['chair.glb'], preset: PRESET_ID});
      assert.notEqual(result.code, 0, result.stdout);
      assert.match(result.stderr, /Import of Base Asset \d+ ended with 'Importing Failed'/i);
      assert.equal(requestsTo(mock, 'optimize').length, 0, 'optimised a Base Asset whose import failed');
      assert.deepEqual(mock.problems, []);
    });

    it(`${client.file}: stops with a clear message when the Rapid Model fails`, async (t) => {
      if (!needs(t, ...client.tools)) return;
      const scenario = {...PAGE_SCENARIO, finalStatus: 'failed'};
      const {mock, dir, result} = await runClient(client, scenario, {files: ['chair.glb'], preset: PRESET_ID});
      assert.notEqual(result.code, 0, result.stdout);
      assert.match(result.stderr, /Rapid Model \d+ ended with 'failed'/);
      assert.equal(requestsTo(mock, 's3 GET').length, 0, 'downloaded from a failed Rapid Model');
      assert.equal(fs.existsSync(path.join(dir, 'output')), false);
      assert.deepEqual(mock.problems, []);
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// API token setup: check the token, then a first complete job

interface FirstRun {
  file: string;
  tools: string[][];
  poll: [string, string];
  command: string;
}

const FIRST_RUNS: FirstRun[] = [
  {file: 'first-run.sh', tools: BASH_TOOLS, poll: ['sleep 5', 'sleep 0.05'], command: 'bash'},
  {file: 'first_run.py', tools: [PYTHON], poll: ['time.sleep(5)', 'time.sleep(0.05)'], command: 'python3'},
  {file: 'first-run.mjs', tools: [], poll: ['sleep(5000)', 'sleep(50)'], command: process.execPath},
];

/** Runs a script of the token page (`chair.glb 7008`, as the page says) against a fresh mock. */
async function runFirstRun(script: FirstRun, scenario: Scenario) {
  const mock = await MockApi.start(scenario);
  const dir = folder({'chair.glb': modelBytes('chair.glb')});
  const file = path.join(dir, script.file);
  fs.writeFileSync(file, shortenPolls(pointAtMock(sample(TOKEN_PAGE, script.file), mock.origin), ...script.poll));
  return {mock, dir, result: await run(script.command, [file, 'chair.glb', String(PRESET_ID)], dir)};
}

describe('the API token setup’s scripts', PARALLEL, () => {
  const firstRunOutput = outputAfter(TOKEN_PAGE, 'Each script prints the statuses as they change');

  for (const [file, command, tools] of [
    ['check_token.py', 'python3', [PYTHON]],
    ['check-token.mjs', process.execPath, []],
  ] as const) {
    it(`${file} prints the RapidPoints with a good token and the API's 401 with a bad one`, async (t) => {
      if (!needs(t, ...tools)) return;
      const mock = await MockApi.start(PAGE_SCENARIO);
      const dir = folder();
      fs.writeFileSync(path.join(dir, file), pointAtMock(sample(TOKEN_PAGE, file), mock.origin));
      const good = await run(command, [file], dir);
      assert.equal(good.code, 0, good.stderr);
      assert.match(good.stdout, /rapidpoints'?: 20\b/);
      const bad = await run(command, [file], dir, {RAPIDPIPELINE_TOKEN: '42|revoked'});
      assert.notEqual(bad.code, 0);
      assert.match(bad.stderr, /HTTP 401: .*Invalid token/);
      assert.deepEqual(mock.problems, []);
      assert.deepEqual(
        mock.log.map((entry) => `${entry.operation} ${entry.status}`),
        ['getRapidPoints 200', 'getRapidPoints 401'],
      );
    });
  }

  for (const script of FIRST_RUNS) {
    it(`${script.file} uploads, optimises with the Preset, downloads and prints the page's output`, async (t) => {
      if (!needs(t, ...script.tools)) return;
      const {mock, dir, result} = await runFirstRun(script, PAGE_SCENARIO);
      assertJob(mock, result, dir, CHAIR_JOB);
      assert.equal(result.stdout.trim(), firstRunOutput.trim());
    });

    it(`${script.file} waits for Retry-After on 429 and repeats the call`, async (t) => {
      if (!needs(t, ...script.tools)) return;
      const {mock, result} = await runFirstRun(script, {...PAGE_SCENARIO, interruptOnce: 429});
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(mock.problems, []);
      assertRepeatedAfterRetryAfter(mock);
    });

    it(`${script.file} answers Retry-After: 0 at once, however often it comes`, async (t) => {
      if (!needs(t, ...script.tools)) return;
      const {mock, result} = await runFirstRun(script, {...PAGE_SCENARIO, rateLimitBurst: BURST});
      assert.equal(result.code, 0, result.stderr);
      assert.deepEqual(mock.problems, []);
      assertBurstAnsweredAtOnce(mock);
    });

    it(`${script.file} stops with the API's message when the API refuses a request`, async (t) => {
      if (!needs(t, ...script.tools)) return;
      const {mock, result} = await runFirstRun(script, {...PAGE_SCENARIO, refuse: 'optimize'});
      assert.notEqual(result.code, 0, result.stdout);
      assert.match(result.stderr, /HTTP 422: .*The selected preset id is invalid/);
      assert.equal(requestsTo(mock, 'optimize').length, 1);
      assert.equal(requestsTo(mock, 'getRapidModel').length, 0);
    });

    it(`${script.file} stops with a message when the import fails`, async (t) => {
      if (!needs(t, ...script.tools)) return;
      const scenario = {...PAGE_SCENARIO, imports: ['waiting', 'dataprepping failed']};
      const {mock, result} = await runFirstRun(script, scenario);
      assert.notEqual(result.code, 0, result.stdout);
      assert.match(result.stderr, /The import failed; read error\.log/);
      assert.equal(requestsTo(mock, 'optimize').length, 0);
      assert.deepEqual(mock.problems, []);
    });

    it(`${script.file} stops with a message when the Rapid Model fails`, async (t) => {
      if (!needs(t, ...script.tools)) return;
      const {mock, result} = await runFirstRun(script, {...PAGE_SCENARIO, finalStatus: 'failed'});
      assert.notEqual(result.code, 0, result.stdout);
      assert.match(result.stderr, /The optimisation ended with status failed/);
      assert.equal(requestsTo(mock, 's3 GET').length, 0);
      assert.deepEqual(mock.problems, []);
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// The short scripts of the other tutorials

describe('the cloud tutorials’ short API scripts', PARALLEL, () => {
  const qcOutput = outputAfter(QC_PAGE, 'each script prints one line per format');

  for (const [file, command, tools] of [
    ['qc-scores.sh', 'bash', BASH_TOOLS],
    ['qc_scores.py', 'python3', [PYTHON]],
    ['qc-scores.mjs', process.execPath, []],
  ] as const) {
    it(`${file} prints the QC scores of a Rapid Model as the page shows`, async (t) => {
      if (!needs(t, ...tools)) return;
      const mock = await MockApi.start({...PAGE_SCENARIO, running: [], existing: true});
      const dir = folder();
      fs.writeFileSync(path.join(dir, file), pointAtMock(sample(QC_PAGE, file), mock.origin));
      const result = await run(command, [file, String(RAPID_ID)], dir);
      assert.equal(result.code, 0, result.stderr);
      assert.equal(result.stdout.trim(), qcOutput.trim());
      assert.deepEqual(mock.problems, []);
    });
  }

  it('import-preset.sh sends the page’s preset.json to Create Preset', async (t) => {
    if (!needs(t, ...BASH_TOOLS)) return;
    const page = 'rapidpipeline-cloud-tutorials/import-a-preset.md';
    const mock = await MockApi.start(PAGE_SCENARIO);
    const dir = folder({'preset.json': sample(page, 'preset.json')});
    fs.writeFileSync(path.join(dir, 'import-preset.sh'), pointAtMock(sample(page, 'import-preset.sh'), mock.origin));
    const result = await run('bash', ['import-preset.sh'], dir);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout.trim(), 'success');
    assert.deepEqual(mock.problems, []);
    const [create] = requestsTo(mock, 'createPreset');
    assert.ok(create, 'Create Preset was not called');
    assert.equal(create.authorization, `Bearer ${TOKEN}`);
    assert.deepEqual((create.json as Json).config, JSON.parse(sample(page, 'preset.json')));
  });

  it('the multi-optimize call of Process your models queues both runs', async (t) => {
    if (!needs(t, ...BASH_TOOLS)) return;
    const page = 'rapidpipeline-cloud-tutorials/processing-your-models.md';
    const mock = await MockApi.start(PAGE_SCENARIO);
    const dir = folder();
    const call = pointAtMock(sample(page, 'Optimise two Base Assets with one Preset'), mock.origin);
    fs.writeFileSync(path.join(dir, 'multi-optimize.sh'), call);
    const result = await run('bash', ['-e', 'multi-optimize.sh'], dir);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(mock.problems, []);
    const [request] = requestsTo(mock, 'multiOptimize');
    assert.ok(request, 'Multi Optimize was not called');
    assert.equal(request.authorization, `Bearer ${TOKEN}`);
    assert.deepEqual(request.json, {
      optimizations: [
        {model_id: 281, preset_id: PRESET_ID},
        {model_id: 282, preset_id: PRESET_ID},
      ],
    });
  });

  it('create-embed.sh creates an Embed and lists the Embeds of the Rapid Model', async (t) => {
    if (!needs(t, ...BASH_TOOLS)) return;
    const page = 'rapidpipeline-cloud-tutorials/creating-an-embed.md';
    const mock = await MockApi.start(PAGE_SCENARIO);
    const dir = folder();
    fs.writeFileSync(path.join(dir, 'create-embed.sh'), pointAtMock(sample(page, 'create-embed.sh'), mock.origin));
    const result = await run('bash', ['create-embed.sh'], dir);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(mock.problems, []);
    assert.deepEqual(
      mock.log.map((entry) => entry.operation),
      ['createEmbed', 'getEmbeds'],
    );
    // 635 is the script's own RAPID_MODEL_ID, which a reader replaces.
    assert.deepEqual(requestsTo(mock, 'createEmbed')[0]!.json, {model_id: 635, name: 'Chair - product page'});
    assert.equal(requestsTo(mock, 'getEmbeds')[0]!.url.searchParams.get('rapidId'), '635');
    const [embed] = specExample('getEmbeds').data as Json[];
    assert.ok(result.stdout.startsWith('success'), result.stdout);
    assert.ok(result.stdout.includes(`"identifier":"${String(embed!.identifier)}"`), result.stdout);
  });

  it('convert.sh adds formats, waits for the conversion and downloads every converted file', async (t) => {
    if (!needs(t, ...BASH_TOOLS)) return;
    const page = 'rapidpipeline-cloud-tutorials/convert-3d-models.md';
    const mock = await MockApi.start({...PAGE_SCENARIO, existing: true});
    const dir = folder();
    const script = shortenPolls(pointAtMock(sample(page, 'convert.sh'), mock.origin), 'sleep 10', 'sleep 0.05');
    fs.writeFileSync(path.join(dir, 'convert.sh'), script);
    const result = await run('bash', ['convert.sh'], dir);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(mock.problems, []);
    const calls = callSequence(mock);
    assert.deepEqual(calls, [
      'addConvertedFormatsToTheModel',
      'getFormatConversionJobs',
      'getDownloadURLsForConvertedFiles',
      's3 GET',
    ]);
    assert.deepEqual(requestsTo(mock, 'addConvertedFormatsToTheModel')[0]!.json, {formats: ['glb', 'usdz', 'fbx']});
    const converted = specExample('getDownloadURLsForConvertedFiles') as Record<string, string>;
    for (const [name, url] of Object.entries(converted)) {
      const local = url.replace(S3_ORIGIN, `${mock.origin}/s3`);
      assert.ok(fs.readFileSync(path.join(dir, name)).equals(mock.bytesAt(local)), name);
    }
  });
});

after(async () => {
  await Promise.all(mocks.map((mock) => mock.close()));
  fs.rmSync(scratch, {recursive: true, force: true});
});
