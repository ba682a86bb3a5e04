import type {ThemeConfig} from '@docusaurus/preset-classic';
import {baseUrl} from './site';

/**
 * The optional announcement bar. Change `id` whenever the content changes:
 * readers who dismissed the previous one then see the new one.
 * ANNOUNCEMENT=off removes it (used by tests that need a bare page).
 */
export const announcementBar: ThemeConfig['announcementBar'] =
  process.env.ANNOUNCEMENT === 'off'
    ? undefined
    : {
        id: process.env.ANNOUNCEMENT_ID?.trim() || 'rapidpipeline-3d-processor-7-4',
        content: `RapidCompact is now RapidPipeline. 3D Processor 7.4 brings settings schema v1.4: <a href="${baseUrl}3d-processor-updates">read the release notes</a>.`,
        isCloseable: true,
      };
