// Stand-in for `crypto-js` in the OpenAPI theme's storage helper, which only hashes
// with SHA1 (ApiExplorer/storage-utils). The full library is ~100 kB of other ciphers.
module.exports = {SHA1: require('crypto-js/sha1')};
