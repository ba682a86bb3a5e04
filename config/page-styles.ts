/**
 * Stylesheets that get a CSS file of their own, linked only from the pages that use them
 * (src/plugins/page-styles), instead of a place in the stylesheet every page blocks on.
 */
import path from 'node:path';
import type {PageStyleGroup} from '../src/plugins/page-styles';

const site = (file: string) => path.join(__dirname, '..', file);

export const pageStyleGroups: PageStyleGroup[] = [
  {
    name: 'landing-styles',
    stylesheets: [site('src/pages/index.module.css'), site('src/components/LatestReleases/styles.module.css')],
  },
  {
    name: 'reference-styles',
    stylesheets: [
      site('src/components/SchemaReference/styles.module.css'),
      site('src/components/ActionsTable/styles.module.css'),
    ],
  },
  {
    name: 'figure-styles',
    stylesheets: [
      require.resolve('react-medium-image-zoom/dist/styles.css'),
      site('src/components/ZoomableImage/styles.css'),
      site('src/components/Figure/styles.module.css'),
      site('src/components/ThemedFigure/styles.module.css'),
    ],
  },
  {name: 'feed-listing-styles', stylesheets: [site('src/components/FeedSubscribe/styles.module.css')]},
  {name: 'legacy-styles', stylesheets: [site('src/components/LegacyBanner/styles.module.css')]},
];
