import {ungzip} from '@site/src/plugins/api-bundle-shims/pako';

export interface ApiServer {
  url: string;
  variables?: Record<string, {default?: string}>;
}

/** A server's URL as the theme shows it before an operation's path: its variables at their defaults. */
export function serverUrl(server: ApiServer): string {
  if (!server.variables) return server.url;
  let url = server.url.replace(/\/$/, '');
  for (const [name, variable] of Object.entries(server.variables))
    url = url.replace(`{${name}}`, variable.default ?? '');
  return url;
}

/**
 * The URL of the server the API explorer picks first for an operation: the first of its servers. `api` is the
 * operation as the OpenAPI plugin writes it into the page's front matter (gzip, base64). Null when there is
 * none, or the front matter cannot be read.
 */
export function firstServerUrl(api: unknown): string | null {
  if (typeof api !== 'string') return null;
  try {
    const bytes = Uint8Array.from(atob(api), (char) => char.charCodeAt(0));
    const operation = JSON.parse(new TextDecoder().decode(ungzip(bytes))) as {servers?: ApiServer[]};
    const first = operation.servers?.[0];
    return first?.url ? serverUrl(first) : null;
  } catch {
    return null;
  }
}
