/**
 * The one base-URL normaliser: config, scripts, tests and browser code all read `/docs-preview`,
 * `docs-preview/` and `/docs-preview/` as the same base, and an unset or blank value as `/`.
 * It lives in src/ because browser code may not import config/.
 */
export function normaliseBaseUrl(raw: string | undefined | null): string {
  const value = (raw ?? '/').trim() || '/';
  const withLead = value.startsWith('/') ? value : `/${value}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}
