/**
 * The code-sample languages of the API pages and the bundling plugin that keeps
 * only their generators (src/plugins/api-code-samples).
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {apiThemeConfig, codeSampleLanguages} from '../../config/openapi';
import {
  languageListContext,
  languageListRequest,
  languageListSource,
  stubbedModules,
  unofferedTabStyles,
} from '../../src/plugins/api-code-samples';
import {isFailedRequest} from '../../src/theme/ApiExplorer/Response/isFailedRequest';

const root = path.join(__dirname, '..', '..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

interface Codegen {
  lang: string;
  variant: string;
  main: {convert: (request: unknown, options: object, callback: (error: unknown, snippet: string) => void) => void};
}

/** Evaluates a CommonJS module source as if it sat in the repository root. */
function loadModule(source: string): unknown {
  const module = {exports: {} as unknown};
  new Function('module', 'exports', 'require', source)(module, module.exports, requireFromRoot);
  return module.exports;
}

describe('code-sample languages', () => {
  it('offer curl, Python and JavaScript, curl first', () => {
    const languages: string[] = codeSampleLanguages.map((lang) => lang.language);
    assert.equal(languages[0], 'curl');
    for (const required of ['curl', 'python', 'javascript']) assert.ok(languages.includes(required), required);
  });

  it('name generators that exist in postman-code-generators, with their own language and variant', () => {
    const full = requireFromRoot('postman-code-generators/lib/assets/languages.js') as Array<{
      lang: string;
      variant: string;
      homepage: string;
    }>;
    const source = fs.readFileSync(requireFromRoot.resolve('postman-code-generators/lib/assets/languages.js'), 'utf8');
    for (const lang of codeSampleLanguages) {
      const entry = full.find((e) => e.lang.toLowerCase() === lang.language && e.variant === lang.variant);
      assert.ok(entry, `${lang.language}/${lang.variant} is not a generator of postman-code-generators`);
      assert.ok(source.includes(`codegens/${lang.codegen}/index.js`), `no generator folder ${lang.codegen}`);
    }
  });

  it('are the tabs of the theme config, in the same order and with the same variants', () => {
    assert.deepEqual(
      apiThemeConfig.languageTabs.map((tab) => [tab.language, tab.variant]),
      codeSampleLanguages.map((lang) => [lang.language, lang.variant.toLowerCase()]),
    );
  });
});

describe('languageListSource', () => {
  const list = loadModule(languageListSource(codeSampleLanguages)) as Codegen[];

  it('lists exactly the configured generators', () => {
    assert.deepEqual(
      list.map((entry) => `${entry.lang}/${entry.variant}`),
      codeSampleLanguages.map((lang) => `${lang.language}/${lang.variant}`),
    );
  });

  it('gives generators that turn a request into a snippet with its method, URL and token', async () => {
    const {Request} = requireFromRoot('postman-collection') as {Request: new (definition: object) => unknown};
    const request = new Request({
      method: 'GET',
      url: 'https://api.rapidpipeline.com/api/v2/rawmodel/281',
      header: [{key: 'Authorization', value: 'Bearer 42|secret'}],
    });
    for (const entry of list) {
      const snippet = await new Promise<string>((resolve, reject) =>
        entry.main.convert(request, {}, (error, code) => (error ? reject(error) : resolve(code))),
      );
      assert.match(snippet, /api\.rapidpipeline\.com\/api\/v2\/rawmodel\/281/, entry.lang);
      assert.match(snippet, /Bearer 42\|secret/, entry.lang);
    }
  });
});

describe('module replacement', () => {
  it('matches the request with which postman-code-generators loads its list', () => {
    const index = fs.readFileSync(requireFromRoot.resolve('postman-code-generators/lib/index.js'), 'utf8');
    const request = /require\('(\.\/assets\/languages[^']*)'\)/.exec(index)?.[1];
    assert.ok(request && languageListRequest.test(request), `unexpected request ${request}`);
    assert.ok(languageListContext.test(path.dirname(requireFromRoot.resolve('postman-code-generators/lib/index.js'))));
  });

  it('stubs modules that postman-collection really requires from those folders', () => {
    for (const {request, context} of stubbedModules) {
      const folder = path.join(path.dirname(requireFromRoot.resolve('postman-collection/package.json')), 'lib');
      const files = [folder, path.join(folder, 'superstring')].filter((dir) => context.test(dir));
      assert.equal(files.length, 1, `no postman-collection folder matches ${context}`);
      const sources = fs
        .readdirSync(files[0])
        .filter((f) => f.endsWith('.js'))
        .map((f) => fs.readFileSync(path.join(files[0], f), 'utf8'));
      const requested = sources.flatMap((src) => [...src.matchAll(/require\('([^']+)'\)/g)].map((m) => m[1]));
      assert.ok(
        requested.some((r) => request.test(r)),
        `postman-collection no longer requires ${request}`,
      );
    }
  });

  it('ships a faker stand-in that loads like the real module and fails loudly when used', () => {
    const faker = requireFromRoot('./src/plugins/api-code-samples/stubs/faker.js') as Record<
      string,
      Record<string, () => unknown>
    >;
    const generator = faker.address.city;
    assert.equal(typeof generator, 'function');
    assert.throws(() => generator(), /faker\.address\.city\(\) is not bundled/);
    assert.equal((faker as {then?: unknown}).then, undefined, 'must not look like a promise');
    assert.equal((faker as {__esModule?: unknown}).__esModule, undefined, 'must not look like an ES module');
  });

  it('ships an iconv-lite stand-in that makes postman-collection fall back to UTF-8', () => {
    const iconv = requireFromRoot('./src/plugins/api-code-samples/stubs/iconv-lite.js') as {
      encodingExists: (c: string) => boolean;
    };
    assert.equal(iconv.encodingExists('latin1'), false);
  });
});

describe('unofferedTabStyles (PostCSS)', () => {
  // The theme's real stylesheet, compiled as the build compiles it, with and without the plugin.
  const sass = requireFromRoot('sass') as {compile: (file: string) => {css: string}};
  const postcss = requireFromRoot('postcss') as (plugins: unknown[]) => {process: (css: string) => {css: string}};
  const themeCss = sass.compile(requireFromRoot.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss')).css;
  const css = postcss([unofferedTabStyles(codeSampleLanguages)]).process(themeCss).css;
  const logoRule = (language: string) =>
    new RegExp(`\\.openapi-tabs__code-item--${language}::?after\\s*\\{[^}]*url\\(`);

  it('keeps the tab logo of every offered language', () => {
    for (const {language} of codeSampleLanguages) assert.match(css, logoRule(language), language);
  });

  it('drops the logos of languages not offered, and nothing else', () => {
    for (const language of ['rust', 'ocaml', 'kotlin', 'dart']) {
      assert.match(themeCss, logoRule(language), `the theme no longer styles ${language}`);
      assert.doesNotMatch(css, new RegExp(`code-item--${language}\\b`), language);
    }
    for (const kept of ['.openapi-tabs__code-item--variant', '.openapi-explorer__', '.openapi-schema__'])
      assert.ok(css.includes(kept), kept);
    assert.ok(css.length < themeCss.length * 0.75, `only ${css.length} of ${themeCss.length} characters left`);
  });
});

describe('isFailedRequest (explorer notice)', () => {
  const fetching = 'Fetching...';
  it('is true for a message without an HTTP status', () => {
    assert.equal(isFailedRequest('Unable to reach the server.', undefined, fetching), true);
  });
  it('is false before a request, while it runs, and for any HTTP answer, errors included', () => {
    assert.equal(isFailedRequest(undefined, undefined, fetching), false);
    assert.equal(isFailedRequest(fetching, undefined, fetching), false);
    assert.equal(isFailedRequest('{"message":"Unauthenticated."}', '401', fetching), false);
    assert.equal(isFailedRequest('', '204', fetching), false);
  });
});
