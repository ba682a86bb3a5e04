/**
 * The REST API reference: one docusaurus-plugin-openapi-docs instance, two specs.
 * Generated MDX lands under docs/api/ (git-ignored) and is served by the
 * default docs instance; see src/components/DocItemOrApiItem for why.
 */
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import type {Options as OpenApiSpecOptions} from 'docusaurus-plugin-openapi-docs';
import type {ThemeConfig as OpenApiThemeConfig} from 'docusaurus-theme-openapi-docs';
import apiCodeSamplesPlugin, {type CodegenRef} from '../src/plugins/api-code-samples';
import apiBundleShimsPlugin from '../src/plugins/api-bundle-shims';
import {apiStylesPlugin, importStylesheets, splitStylesheetFiles, withoutGlobalStyles} from '../src/plugins/api-styles';
import {createRequire} from 'node:module';
import path from 'node:path';

export interface ApiSpec {
  /** Key of the plugin's config map and folder name under docs/api. */
  key: 'rapidpipeline_v2' | 'rapidcompact_v1';
  specFile: string;
  sidebarId: string;
  sidebarLabel: string;
  categorySlug: string;
  categoryTitle: string;
}

export const apiSpecs: readonly ApiSpec[] = [
  {
    key: 'rapidpipeline_v2',
    specFile: 'api-specs/rapidpipeline-v2.yaml',
    sidebarId: 'apiV2',
    sidebarLabel: 'Web Platform API v2.0',
    categorySlug: '/category/rapidpipeline-api',
    categoryTitle: 'REST API v2.0',
  },
  {
    key: 'rapidcompact_v1',
    specFile: 'api-specs/rapidcompact-v1.yaml',
    sidebarId: 'apiV1',
    sidebarLabel: 'Web Platform API v1.0',
    categorySlug: '/category/rapidcompact-v1-api',
    categoryTitle: 'REST API v1.0',
  },
];

export const openApiPluginOptions = {
  id: 'openapi',
  docsPluginId: 'classic',
  config: Object.fromEntries(
    apiSpecs.map((spec) => [
      spec.key,
      {
        specPath: spec.specFile,
        outputDir: `docs/api/${spec.key}`,
        // The raw YAML is copied to static/ by scripts/gen-api.ts.
        downloadUrl: `/${spec.specFile}`,
        sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
        hideSendButton: false,
        showSchemas: false,
      },
    ]),
  ),
} satisfies {id: string; docsPluginId: string; config: Record<string, OpenApiSpecOptions>};

export const openApiPlugin: PluginConfig = ['docusaurus-plugin-openapi-docs', openApiPluginOptions];

/**
 * Code-sample languages of the API pages, in tab order (the first is the default).
 * The same list decides which generators are bundled (src/plugins/api-code-samples),
 * so a tab can never lack its generator.
 */
export const codeSampleLanguages = [
  {language: 'curl', variant: 'cURL', syntaxMode: 'bash', codegen: 'curl', label: 'Shell'},
  {language: 'python', variant: 'Requests', syntaxMode: 'python', codegen: 'python-requests', label: 'Python'},
  {language: 'javascript', variant: 'Fetch', syntaxMode: 'javascript', codegen: 'js-fetch', label: 'JavaScript'},
  {language: 'go', variant: 'Native', syntaxMode: 'go', codegen: 'golang', label: 'Go'},
  {language: 'php', variant: 'Guzzle', syntaxMode: 'php', codegen: 'php-guzzle', label: 'PHP'},
  {language: 'java', variant: 'OkHttp', syntaxMode: 'java', codegen: 'java-okhttp', label: 'Java'},
  {language: 'csharp', variant: 'HttpClient', syntaxMode: 'csharp', codegen: 'csharp-httpclient', label: 'C#'},
  {
    language: 'powershell',
    variant: 'RestMethod',
    syntaxMode: 'powershell',
    codegen: 'powershell-restmethod',
    label: 'PowerShell',
  },
] as const satisfies readonly (CodegenRef & {label: string})[];

/** One tab of the theme's code samples (the theme does not export this type). */
interface LanguageTab {
  highlight: string;
  language: string;
  codeSampleLanguage: string;
  logoClass: string;
  variant: string;
  variants: string[];
  options: Record<string, boolean>;
}

const languageTabs: LanguageTab[] = codeSampleLanguages.map((lang) => ({
  highlight: lang.syntaxMode,
  language: lang.language,
  codeSampleLanguage: lang.label,
  logoClass: lang.language,
  variant: lang.variant.toLowerCase(),
  variants: [lang.variant.toLowerCase()],
  options: {longFormat: false, followRedirect: true, trimRequestBody: true},
}));

/** Spread into `themeConfig`: code-sample tabs and API explorer behaviour. */
export const apiThemeConfig = {
  languageTabs,
  api: {
    // Tokens typed into the explorer live for the browser session only.
    authPersistence: 'sessionStorage',
    requestTimeout: 30_000,
  },
} satisfies {languageTabs: LanguageTab[]} & OpenApiThemeConfig;

const apiOutputDirs = Object.values(openApiPluginOptions.config).map(({outputDir}) => outputDir);

// The theme's published types declare only its ThemeConfig, not the plugin function it exports.
const {default: docusaurusThemeOpenApi} = createRequire(__filename)('docusaurus-theme-openapi-docs') as {
  default: () => Plugin;
};
const {theme: apiTheme, stylesheets: themeStylesheets} = withoutGlobalStyles(docusaurusThemeOpenApi());
/** The theme's stylesheet split in two (the API explorer's parts load with the explorer), written as the build starts. */
const themeStylesheetSplit = splitStylesheetFiles(path.resolve(__dirname, '../node_modules/.cache/api-styles'));
/** The page half of the theme's stylesheet and the site's adjustments to it, which only the API pages need. */
const apiStylesheets = [themeStylesheetSplit.page, path.resolve(__dirname, '../src/css/api.css')];

/** Every plugin the API reference needs. */
export const openApiPlugins: PluginConfig[] = [
  // The theme's stylesheet in a CSS file of its own, linked by the API pages only.
  function apiStyles() {
    // The docs instance serves docs/ at /docs, so a page's route folder is its source folder.
    return apiStylesPlugin({
      stylesheets: apiStylesheets,
      pageFolders: apiOutputDirs,
      themeStylesheets,
      split: themeStylesheetSplit,
    });
  },
  openApiPlugin,
  // Smaller, eval-free stand-ins for two libraries of the API explorer.
  apiBundleShimsPlugin,
  // A function plugin without options, so its options need no schema of their own.
  function apiCodeSamples(context: LoadContext) {
    return apiCodeSamplesPlugin(context, {languages: codeSampleLanguages});
  },
];

/** The OpenAPI theme, its stylesheet left to the API pages (see src/plugins/api-styles). */
export const openApiTheme: PluginConfig = function openApiTheme() {
  return apiTheme;
};

/** Remark plugins of the docs instance: the generated API pages import the theme's stylesheet. */
export const apiDocsRemarkPlugins = [
  importStylesheets({
    folders: apiOutputDirs.map((outputDir) => path.resolve(__dirname, '..', outputDir)),
    stylesheets: apiStylesheets,
  }),
];
