/** The part of serve-handler's API that scripts/serve.ts uses (the package ships no types). */
declare module 'serve-handler' {
  import type {IncomingMessage, ServerResponse} from 'node:http';

  export interface ServeHandlerOptions {
    public?: string;
    cleanUrls?: boolean | string[];
    trailingSlash?: boolean;
    directoryListing?: boolean | string[];
    etag?: boolean;
    headers?: Array<{source: string; headers: Array<{key: string; value: string}>}>;
  }

  export default function serveHandler(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ServeHandlerOptions,
  ): Promise<void>;
}
