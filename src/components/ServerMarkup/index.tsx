import React, {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Static content React need not re-create: the server renders `children`; when the browser
 * hydrates the page, the server's markup is kept as it is (React skips the inside of an element
 * with `dangerouslySetInnerHTML`), so thousands of static elements cost no hydration work. On
 * client-side navigation there is no server markup, and `children` render as usual.
 */
export default function ServerMarkup({
  as: Element = 'div',
  className,
  children,
}: {
  /** The element that holds the markup: a `span` where only phrasing content may stand. */
  as?: 'div' | 'span';
  className?: string;
  children: ReactNode;
}): ReactNode {
  const isBrowser = useIsBrowser();
  // Fixed at mount: true only while hydrating (in the browser, before Docusaurus flips isBrowser).
  const [keepServerMarkup] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  if (keepServerMarkup)
    return <Element className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return <Element className={className}>{children}</Element>;
}
