import type {Navbar} from '@docusaurus/theme-common';
import {feeds} from './feeds';
import {productWebsite} from './site';
import schemaVersions from '../schemas/versions.json';

/** Where each schema family's reference pages live, and how the menu names them. */
const schemaPages: {[family in keyof typeof schemaVersions]: {label: string; route: string}} = {
  processor: {label: '3D Processing schema', route: '3dProcessingSchemaSettings/processor-schema-settings'},
  rendering: {label: 'Rendering schema', route: 'RenderingSchemaSettings/rendering-schema-settings'},
  system: {label: 'System schema', route: 'SystemSchemaSettings/system-schema-settings'},
};

/** Schema reference pages, in the order a reader meets them: each family's newest version first. */
const schemaItems = [
  {
    label: '3D Processing schema overview',
    to: '/docs/componentDocs/3dProcessingSchemaSettings/processor-schema-overview',
  },
  ...Object.entries(schemaPages).flatMap(([family, {label, route}]) =>
    [...schemaVersions[family as keyof typeof schemaVersions]].reverse().map((version) => ({
      label: `${label} v${version}`,
      to: `/docs/componentDocs/${route}-v${version}`,
    })),
  ),
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
    // No aria-label: a name without the visible text fails WCAG 2.5.3 (label in name) for readers who speak the link's
    // text to click it; the theme's icon adds "(opens in new tab)" to the text.
    {href: productWebsite, label: 'rapidpipeline.com'},
    {type: 'search'},
  ],
} satisfies Navbar;
