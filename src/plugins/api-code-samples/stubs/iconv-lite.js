// Stand-in for iconv-lite inside postman-collection. It only decodes response bodies in
// legacy charsets, which the API pages never do; postman-collection then falls back to UTF-8.
module.exports = {
  encodingExists() {
    return false;
  },
  decode(buffer) {
    return String(buffer);
  },
};
