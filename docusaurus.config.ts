import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './config/announcement';
import {feedPlugins, selectFeeds} from './config/feeds';
import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {prism} from './config/prism';
import {apiDocsRemarkPlugins, apiSpecs, apiThemeConfig, openApiPlugins, openApiTheme} from './config/openapi';
import latestReleasesPlugin from './src/plugins/latest-releases';
import leanClientDataPlugin from './src/plugins/lean-client-data';
import pageStylesPlugin from './src/plugins/page-styles';
import paintFirstPlugin from './src/plugins/paint-first';
import lazyPrismPlugin from './src/plugins/lazy-prism';
import {pageStyleGroups} from './config/page-styles';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import {algolia, searchIndexPlugin} from './config/search';
import {baseUrl, gtmContainerId, hasGitHistory, noIndex, siteUrl, skippedParts} from './config/site';

const partialBuild = skippedParts.size > 0 || Boolean(process.env.SITE_FEEDS);
// A partial build leaves out pages that full-site links point to; only a full build is strict.
// BROKEN_LINKS=warn lets a writer build while pages they link to are still being written.
const linkSeverity = partialBuild || process.env.BROKEN_LINKS === 'warn' ? 'warn' : 'throw';
const selectedFeeds = skippedParts.has('feeds') ? [] : selectFeeds(process.env.SITE_FEEDS);

const plugins: PluginConfig[] = [
  ...(skippedParts.has('api') ? [] : openApiPlugins),
  ...feedPlugins(selectedFeeds),
  [latestReleasesPlugin, {feeds: selectedFeeds.map(({id, route, title, product}) => ({id, route, title, product}))}],
  ['@docusaurus/plugin-ideal-image', {quality: 80, max: 1400, min: 800, steps: 2, disableInDev: false}],
  [
    '@docusaurus/plugin-client-redirects',
    {
      redirects: [
        {from: '/docs', to: '/docs/rapidpipeline-cloud-tutorials/introduction'},
        {
          from: '/docs/componentDocs/3dProcessorCLI/cli-commands-guide-v1',
          to: '/docs/3dProcessor-Tutorials/introduction',
        },
      ],
    },
  ],
  ...(gtmContainerId ? [['@docusaurus/plugin-google-tag-manager', {containerId: gtmContainerId}] as PluginConfig] : []),
  'docusaurus-plugin-sass',
  leanClientDataPlugin,
  lazyPrismPlugin,
  [pageStylesPlugin, {groups: pageStyleGroups}],
  paintFirstPlugin,
  searchIndexPlugin,
  [
    markdownTwinsPlugin,
    {
      summary:
        'Documentation of RapidPipeline (formerly RapidCompact): Web Platform and 3D Processor tutorials, integration guides, the settings schemas, the REST API reference and release notes. Every page is also served as Markdown at its URL with .md appended.',
      docSections: [
        {sidebar: 'tutorials', title: 'Tutorials', inFull: true},
        {sidebar: 'referenceDocs', title: 'Reference', inFull: true},
        ...apiSpecs.map(({sidebarId, sidebarLabel}) => ({sidebar: sidebarId, title: sidebarLabel, inFull: true})),
      ],
      feeds: selectedFeeds.map(({id, title}) => ({id, title: `Release notes: ${title}`})),
    },
  ],
];

const config: Config = {
  title: 'RapidPipeline Documentation',
  tagline: 'Optimise, convert and check 3D models in the cloud, on the command line and inside your 3D tools.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  // Its inline check reads a site whose script has not run by DOMContentLoaded as a wrong baseUrl; the site's
  // script now runs after the first paint (src/plugins/paint-first). The base URL has e2e tests of its own (@base).
  baseUrlIssueBanner: false,
  trailingSlash: false,
  noIndex,
  organizationName: 'DGG3D',
  projectName: 'rapidpipeline-docs',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // The spec names the storage keys exactly: theme, docusaurus.announcement.*
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
    // Docusaurus's default reads "last updated" dates from Git; without a repository it would stop the build.
    ...(hasGitHistory ? {} : {experimental_vcs: 'disabled' as const}),
  },
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: linkSeverity,
  onBrokenAnchors: linkSeverity,
  onDuplicateRoutes: 'warn',
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: linkSeverity, onBrokenMarkdownImages: linkSeverity},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          docItemComponent: '@site/src/components/DocItemOrApiItem',
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          exclude: skippedParts.has('api') ? ['api/**'] : [],
          showLastUpdateTime: true,
          beforeDefaultRemarkPlugins: apiDocsRemarkPlugins,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  themes: [openApiTheme],
  plugins,
  // Runs before the app renders: storage that throws is replaced by one kept in memory.
  clientModules: [
    './src/clientModules/storageFallback.ts',
    './src/clientModules/scrollableTables.ts',
    './src/clientModules/idlePrefetch.ts',
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'keywords', content: 'RapidPipeline, RapidCompact, 3D optimisation, glTF, USDZ, 3D Processor, REST API'},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar,
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    algolia,
    ...apiThemeConfig,
    prism,
  } satisfies Preset.ThemeConfig,
};

export default config;
