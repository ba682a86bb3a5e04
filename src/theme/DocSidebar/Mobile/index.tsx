/**
 * The doc sidebar of the phone menu, as the theme renders it, except that the navbar gets the menu's props as one
 * memoized object. The navbar memoizes the props it gets by sorting their keys with localeCompare, and the first
 * localeCompare on a page creates the browser's collator (about 50 ms on a phone's CPU) while the page hydrates;
 * a single key needs no sorting.
 */
import React, {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames, type NavbarSecondaryMenuComponent} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

type MenuProps = {menu: Pick<Props, 'sidebar' | 'path'>};

const DocSidebarMobileMenu: NavbarSecondaryMenuComponent<MenuProps> = ({menu: {sidebar, path}}) => {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // The menu closes when the reader follows a link; a category without a page of its own only expands.
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
};

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const menu = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);
