/**
 * The one react-dom API the search bar uses (the theme's own SearchBar uses it too).
 * @types/react-dom is not installed; delete this file if it ever is.
 */
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;
}
