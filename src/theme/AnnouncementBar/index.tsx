/**
 * Wraps the theme's announcement bar. The theme hides a dismissed bar before
 * hydration through a data attribute on <html>, set from the dismiss flag only.
 * When the configured id changes, the theme clears the flag but leaves that
 * attribute, so the new announcement stayed hidden until the next page load.
 */
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
