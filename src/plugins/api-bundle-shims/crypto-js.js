// Stand-in for `crypto-js` in the OpenAPI theme's storage helper, which only hashes
// with SHA1 (ApiExplorer/storage-utils). The full library is ~100 kB of other ciphers.
import SHA1 from 'crypto-js/sha1';

export default {SHA1};
