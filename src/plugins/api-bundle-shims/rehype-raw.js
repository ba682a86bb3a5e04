// Stand-in for `rehype-raw` in the OpenAPI theme's Markdown component, which renders the specs'
// descriptions. It parses raw HTML with parse5 (about a third of an API page's first-load script);
// the specs hold no raw HTML (tests/unit/api-bundle-shims.test.ts checks), so this plugin does nothing.
export default function rehypeRaw() {}
