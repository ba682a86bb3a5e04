// Stand-in for `pako` in the OpenAPI theme's ApiItem, which only decompresses each page's
// operation (`ungzip`). pako's inflate-only build leaves the compressor out.
export {ungzip} from 'pako/browser/inflate';
