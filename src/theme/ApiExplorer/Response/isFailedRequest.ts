/**
 * The explorer keeps the text it shows in `value` and the HTTP status in `code`.
 * A request that got no HTTP answer at all has a message but no status.
 */
export function isFailedRequest(value: string | undefined, code: string | undefined, fetchingMessage: string): boolean {
  if (!value || value === fetchingMessage) return false;
  return code === undefined || code === '';
}
