/** ./pako.js: pako's `ungzip`, remembering the last bytes it inflated. */
export function ungzip(data: Uint8Array): Uint8Array;
