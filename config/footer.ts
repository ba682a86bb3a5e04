import type {Footer} from '@docusaurus/theme-common';
import {productWebsite, webApp} from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Integrations',
      items: [
        {label: 'Blender', to: '/docs/integrations/blender-integration'},
        {label: 'Maya', to: '/docs/integrations/maya-integration'},
        {label: '3ds Max', to: '/docs/integrations/3dsmax-integration'},
        {label: 'Substance 3D Painter', to: '/docs/integrations/painter-integration'},
        {label: 'Unreal Engine', to: '/docs/integrations/unreal-integration'},
      ],
    },
    {
      title: 'CLI',
      items: [
        {label: '3D Processor tutorials', to: '/docs/3dProcessor-Tutorials/introduction'},
        {label: 'CLI setup guide', to: '/docs/componentDocs/3dProcessor/cli-setup-guide'},
        {
          label: 'Migrating from RapidCompact CLI',
          to: '/docs/componentDocs/3dProcessor/04cliDocumentation/cli-migration-guide',
        },
        {label: 'QC Tools CLI', to: '/docs/componentDocs/QcTools/qc-tools-cli'},
      ],
    },
    {
      title: 'Web Platform',
      items: [
        {label: 'Cloud tutorials', to: '/docs/rapidpipeline-cloud-tutorials/introduction'},
        {label: 'Platform updates', to: '/rapidpipeline-platform-updates'},
        {label: 'Open the web app', href: webApp},
        {label: 'rapidpipeline.com', href: productWebsite},
      ],
    },
    {
      title: 'REST API',
      items: [
        {label: 'REST API v2.0', to: '/docs/category/rapidpipeline-api'},
        {label: 'REST API v1.0 (legacy)', to: '/docs/category/rapidcompact-v1-api'},
        {label: 'Create an API token', to: '/docs/rapidpipeline-cloud-tutorials/api-token-setup'},
      ],
    },
    {
      title: 'Social media',
      items: [{label: 'GitHub', href: 'https://github.com/DGG3D'}],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} DGG (Darmstadt Graphics Group GmbH). RapidPipeline was formerly RapidCompact.`,
} satisfies Footer;
