import type {Navbar} from '@docusaurus/theme-common';
import {feeds} from './feeds';
import {productWebsite} from './site';

/** Schema reference pages, in the order a reader meets them. */
const schemaItems = [
  {
    label: '3D Processing schema overview',
    to: '/docs/componentDocs/3dProcessingSchemaSettings/processor-schema-overview',
  },
  ...['1.4', '1.3', '1.2', '1.1', '1.0'].map((version) => ({
    label: `3D Processing schema v${version}`,
    to: `/docs/componentDocs/3dProcessingSchemaSettings/processor-schema-settings-v${version}`,
  })),
  ...['1.1', '1.0'].map((version) => ({
    label: `Rendering schema v${version}`,
    to: `/docs/componentDocs/RenderingSchemaSettings/rendering-schema-settings-v${version}`,
  })),
  {label: 'System schema v1.0', to: '/docs/componentDocs/SystemSchemaSettings/system-schema-settings-v1.0'},
];

export const navbar = {
  title: 'RapidPipeline',
  hideOnScroll: false,
  logo: {
    alt: 'RapidPipeline logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'tutorials', label: 'Tutorials', position: 'left'},
    {type: 'docSidebar', sidebarId: 'referenceDocs', label: 'Reference Docs', position: 'left'},
    {type: 'dropdown', label: 'Schemas', position: 'left', items: schemaItems},
    {
      type: 'dropdown',
      label: 'REST API',
      position: 'left',
      items: [
        {label: 'REST API v2.0', to: '/docs/category/rapidpipeline-api'},
        {label: 'REST API v1.0 (legacy)', to: '/docs/category/rapidcompact-v1-api'},
      ],
    },
    {
      type: 'dropdown',
      label: 'Product Updates',
      position: 'left',
      items: feeds.map((feed) => ({label: feed.title, to: `/${feed.route}`})),
    },
    // Items sit on the right unless a position says otherwise.
    {type: 'docsVersionDropdown'},
    {type: 'localeDropdown'},
    {href: productWebsite, label: 'rapidpipeline.com', 'aria-label': 'RapidPipeline product website'},
    {type: 'search'},
  ],
} satisfies Navbar;
