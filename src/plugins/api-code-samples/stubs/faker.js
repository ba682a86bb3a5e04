// Stand-in for @faker-js/faker/locale/en inside postman-collection. Faker only feeds
// Postman's {{$random...}} variables, which the API pages never resolve. postman-collection
// reads generator functions such as faker.address.city when it loads, so any property chain
// resolves to a function; calling one fails loudly.
function stub(path) {
  const fail = () => {
    throw new Error(`${path}() is not bundled with the API reference (src/plugins/api-code-samples)`);
  };
  return new Proxy(fail, {
    get(target, property) {
      // Not a promise, not an ES module: bundler interop and await must see a plain object.
      if (typeof property === 'symbol' || property === 'then' || property === '__esModule') return undefined;
      return stub(`${path}.${property}`);
    },
  });
}
module.exports = stub('faker');
