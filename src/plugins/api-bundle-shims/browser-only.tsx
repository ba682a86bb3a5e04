// Stand-in for `@docusaurus/BrowserOnly` in the OpenAPI theme's parameters and body schemas only: they render on
// the server too, so their text is in the page's HTML (src/components/DocItemOrApiItem/ServerRenderedPart.tsx).
import type {ReactNode} from 'react';
import type {Props} from '@docusaurus/BrowserOnly';

export default function RenderEverywhere({children}: Props): ReactNode {
  return children?.() ?? null;
}
