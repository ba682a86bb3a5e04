import {usePluginData} from '@docusaurus/useGlobalData';
import type {LatestRelease} from './pickLatest';

export function useLatestReleases(): LatestRelease[] {
  const data = usePluginData('latest-releases') as {latest?: LatestRelease[]} | undefined;
  return data?.latest ?? [];
}

export function useLatestRelease(feedRoute: string): LatestRelease | undefined {
  return useLatestReleases().find((release) => release.feedRoute === feedRoute);
}
