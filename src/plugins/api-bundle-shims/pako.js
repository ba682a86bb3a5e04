// Stand-in for `pako` in the OpenAPI theme's ApiItem, which only decompresses each page's
// operation (`ungzip`), on every render of the page (again when hydration ends). pako's
// inflate-only build leaves the compressor out, and the same bytes are not inflated twice.
import {ungzip as inflate} from 'pako/browser/inflate';

let last;

function sameBytes(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

export function ungzip(data) {
  if (!last || !sameBytes(last.data, data)) last = {data: Uint8Array.from(data), inflated: inflate(data)};
  return last.inflated;
}
