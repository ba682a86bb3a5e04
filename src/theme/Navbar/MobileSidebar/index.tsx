import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

/**
 * On a phone the theme builds its whole menu (every navbar item and the page's sidebar) right after hydration,
 * in one task. Here it is built as a transition, which React splits into short tasks; the menu is ready long
 * before a reader opens it, and a reader who opens it earlier gets it at once.
 */
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready || shown ? <MobileSidebar {...props} /> : null;
}
