/**
 * `npm run serve` and the e2e server: a production build served the way the static host serves it. Clean URLs
 * without a trailing slash and the 404 page come from serve-handler, gzip from the compression middleware, and the
 * headers of the built `_headers` file (CSP) are passed to serve-handler's own `headers` option.
 *
 *   node --import tsx scripts/serve.ts [--dir build] [--port 3000] [--host 127.0.0.1] [--base /docs-preview/]
 */
import fs from 'node:fs';
import http, {type ServerResponse} from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler, {type ServeHandlerOptions} from 'serve-handler';
import {normaliseBaseUrl} from '../src/lib/base-url';
import {parseHeadersFile} from './lib/headers';

export interface ServeOptions {
  /** Build directory. */
  dir: string;
  /** Base URL the site was built with, e.g. `/` or `/docs-preview/`. */
  baseUrl: string;
  port: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `_headers` rules as serve-handler's `headers` option. serve-handler matches a glob against the file it serves,
 * relative to the build, so a rule's path loses the base URL and Netlify's `*` (any characters) becomes `**`.
 */
function headerOption(dir: string, baseUrl: string): ServeHandlerOptions['headers'] {
  const file = path.join(dir, '_headers');
  if (!fs.existsSync(file)) return [];
  return parseHeadersFile(fs.readFileSync(file, 'utf8'))
    .filter((rule) => rule.path === '/*' || rule.path.startsWith(baseUrl))
    .map((rule) => ({
      source: rule.path === '/*' ? '**' : rule.path.slice(baseUrl.length).replaceAll('*', '**'),
      headers: rule.headers.map(([key, value]) => ({key, value})),
    }));
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, {Location: location});
  res.end();
}

export function createHandler({dir, baseUrl}: {dir: string; baseUrl: string}): http.RequestListener {
  const options: ServeHandlerOptions = {
    public: path.resolve(dir),
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    etag: true,
    headers: headerOption(dir, baseUrl),
  };
  const gzip = compression();
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const {pathname, search} = url;
    gzip(req, res, () => {
      if (`${pathname}/` === baseUrl) return redirect(res, baseUrl + search);
      // serve-handler's own redirects (`/x/`, `/x.html`, `/x/index`) would drop the base URL: they are made here.
      const clean = pathname.replace(/(\/index)?(\.html)?$/, '').replace(/(.)\/+$/, '$1');
      if (clean !== pathname && pathname !== baseUrl && pathname.startsWith(baseUrl))
        return redirect(res, (clean.length < baseUrl.length ? baseUrl : clean) + search);
      // Outside the base URL, and the headers file itself (it is for the host), answer with the 404 page.
      const inside = pathname.startsWith(baseUrl) && pathname !== `${baseUrl}_headers`;
      req.url = inside ? `/${pathname.slice(baseUrl.length)}${search}` : '/404-not-found';
      void serveHandler(req, res, options);
    });
  };
}

export function startServer(options: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    return Promise.reject(new Error(`No build in ${dir} (index.html missing): run npm run build first.`));
  }
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const server = http.createServer(createHandler({dir, baseUrl}));
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${host}:${port}${baseUrl}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const dir = arg('--dir') ?? process.env.SITE_BUILD_DIR ?? 'build';
  startServer({
    dir,
    baseUrl: arg('--base') ?? process.env.BASE_URL ?? '/',
    port: Number(arg('--port') ?? process.env.PORT ?? 3000),
    host: arg('--host'),
  }).then(
    (running) => {
      console.log(`Serving ${dir} at ${running.url}`);
      const stop = () => void running.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
