// Stand-in for `@docusaurus/useIsBrowser` in the OpenAPI theme's ApiTabs (the responses' status codes), which uses it
// only as its tabs' key, to mount them again once hydrated (Docusaurus issue 5653: a tab chosen by query string or
// storage). The theme's tabs now apply such a choice in a layout effect (utils/tabsUtils), so that second mount only
// rebuilt every response: the key stays as it was rendered.
export default function useIsBrowser(): boolean {
  return false;
}
