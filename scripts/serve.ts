/**
 * Serves a production build the way the static host does, for e2e tests,
 * Lighthouse and local previews:
 *
 * - clean URLs and `trailingSlash: false`, like `docusaurus serve` (serve-handler):
 *   `/x` serves `x.html`, `/x.html` and `/x/index.html` redirect to `/x`, `/x/` to `/x`;
 * - unknown paths answer 404 with the built `404.html`;
 * - the site lives under the base URL (`BASE_URL`, default `/`); `/base` redirects to `/base/`,
 *   paths outside the base URL answer 404; redirects keep the base URL;
 * - every response carries the headers of the built `_headers` file (CSP and the
 *   other security headers), matched as Netlify / Cloudflare Pages match them;
 * - text responses are gzip-compressed when the client accepts it, as hosts do.
 *
 *   node --import tsx scripts/serve.ts [--dir build] [--port 3000] [--host 127.0.0.1] [--base /docs-preview/]
 *        [--no-headers] [--no-compress]
 */
import fs from 'node:fs';
import http, {type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse} from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import serveHandler from 'serve-handler';
import {headersFor, parseHeadersFile, type HeaderRule} from './lib/headers';

export interface ServeOptions {
  /** Build directory. */
  dir: string;
  /** Base URL the site was built with, e.g. `/` or `/docs-preview/`. */
  baseUrl: string;
  port: number;
  host?: string;
  /** Apply `<dir>/_headers` (default true). */
  headers?: boolean;
  /** gzip text responses (default true). */
  compress?: boolean;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export function normaliseBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '/').trim() || '/';
  const withLead = value.startsWith('/') ? value : `/${value}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json|yaml|x-yaml)|image\/svg\+xml)/;

/** Same heuristic as `docusaurus serve`: a last segment with a short extension is a file. */
const looksLikeAsset = (pathname: string) => /\.[a-zA-Z\d]{1,4}$/.test(pathname);

function loadRules(dir: string, enabled: boolean): HeaderRule[] {
  const file = path.join(dir, '_headers');
  if (!enabled || !fs.existsSync(file)) return [];
  return parseHeadersFile(fs.readFileSync(file, 'utf8'));
}

function headerObject(args: unknown[]): OutgoingHttpHeaders {
  // writeHead(status, headers) or writeHead(status, statusMessage, headers)
  const candidate = typeof args[0] === 'string' ? args[1] : args[0];
  if (!candidate || typeof candidate !== 'object') return {};
  if (Array.isArray(candidate)) {
    const out: OutgoingHttpHeaders = {};
    for (let i = 0; i + 1 < candidate.length; i += 2) out[String(candidate[i])] = candidate[i + 1] as string;
    return out;
  }
  return {...(candidate as OutgoingHttpHeaders)};
}

/**
 * Wraps `res` so that headers from `_headers` are added, redirects keep the base URL
 * and text bodies are gzipped. serve-handler writes with writeHead + pipe.
 */
function decorate(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  rules: HeaderRule[],
  baseUrl: string,
  compress: boolean,
): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers: OutgoingHttpHeaders) => ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...rest: unknown[]) => ServerResponse;
  let gzip: zlib.Gzip | undefined;

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = headerObject(rest);
    for (const [name, value] of headersFor(rules, pathname)) headers[name] = value;
    const location = headers.Location ?? headers.location;
    if (typeof location === 'string' && location.startsWith('/') && !location.startsWith(baseUrl)) {
      delete headers.location;
      headers.Location = baseUrl + location.replace(/^\/+/, '');
    }
    const type = String(headers['Content-Type'] ?? headers['content-type'] ?? '');
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (
      compress &&
      accepts &&
      req.method !== 'HEAD' &&
      status === 200 &&
      COMPRESSIBLE.test(type) &&
      !headers['Content-Range']
    ) {
      delete headers['Content-Length'];
      delete headers['content-length'];
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
      gzip = zlib.createGzip();
      gzip.on('data', (chunk: Buffer) => write(chunk));
      gzip.on('end', () => end());
    }
    return writeHead(status, headers);
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!gzip) return write(chunk, ...rest);
    gzip.write(chunk as Buffer);
    return true;
  }) as typeof res.write;

  res.end = ((...rest: unknown[]) => {
    if (!gzip) return end(...rest);
    const chunk = rest[0];
    if (chunk !== undefined && typeof chunk !== 'function') gzip.write(chunk as Buffer);
    gzip.end();
    return res;
  }) as typeof res.end;
}

function redirect(res: ServerResponse, location: string, rules: HeaderRule[], pathname: string): void {
  const headers: OutgoingHttpHeaders = {Location: location};
  for (const [name, value] of headersFor(rules, pathname)) headers[name] = value;
  res.writeHead(302, headers);
  res.end();
}

export function createHandler(options: ServeOptions): http.RequestListener {
  const dir = path.resolve(options.dir);
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const rules = loadRules(dir, options.headers ?? true);
  const compress = options.compress ?? true;

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    const notFound = () => {
      // Let serve-handler answer a path that cannot exist: it serves 404.html with status 404.
      req.url = '/__not_found__';
      decorate(req, res, pathname, rules, baseUrl, compress);
      void serveHandler(req, res, {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false});
    };

    if (!pathname.startsWith(baseUrl)) {
      if (`${pathname}/` === baseUrl) return redirect(res, baseUrl + url.search, rules, pathname);
      return notFound();
    }
    // The headers file is for the host, not for readers.
    if (pathname === `${baseUrl}_headers`) return notFound();
    // trailingSlash: false — `/x/` redirects to `/x` (the base URL itself keeps its slash).
    if (pathname !== baseUrl && pathname.endsWith('/') && !looksLikeAsset(pathname)) {
      return redirect(res, pathname.replace(/\/+$/, '') + url.search, rules, pathname);
    }
    req.url = `/${pathname.slice(baseUrl.length)}${url.search}`;
    decorate(req, res, pathname, rules, baseUrl, compress);
    void serveHandler(req, res, {
      public: dir,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      etag: true,
    });
  };
}

export function startServer(options: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    return Promise.reject(new Error(`No build in ${dir} (index.html missing): run npm run build first.`));
  }
  const server = http.createServer(createHandler(options));
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${host}:${port}${normaliseBaseUrl(options.baseUrl)}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

function argValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const running = await startServer({
    dir: argValue(args, '--dir') ?? process.env.SITE_BUILD_DIR ?? 'build',
    baseUrl: argValue(args, '--base') ?? process.env.BASE_URL ?? '/',
    port: Number(argValue(args, '--port') ?? process.env.PORT ?? 3000),
    host: argValue(args, '--host') ?? '127.0.0.1',
    headers: !args.includes('--no-headers'),
    compress: !args.includes('--no-compress'),
  });
  console.log(`Serving ${argValue(args, '--dir') ?? process.env.SITE_BUILD_DIR ?? 'build'} at ${running.url}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
