/**
 * The REST API reference: one docusaurus-plugin-openapi-docs instance, two specs.
 * Generated MDX lands under docs/api/ (git-ignored) and is served by the
 * default docs instance; see src/components/DocItemOrApiItem for why.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';

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
        // The raw YAML is copied to static/ by scripts/gen-api.mjs.
        downloadUrl: `/${spec.specFile}`,
        sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
        hideSendButton: false,
        showSchemas: false,
      },
    ]),
  ),
} satisfies PluginOptions;

export const openApiPlugin: PluginConfig = ['docusaurus-plugin-openapi-docs', openApiPluginOptions];
