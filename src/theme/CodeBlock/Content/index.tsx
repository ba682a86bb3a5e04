/**
 * Code blocks keep the server's highlighted HTML when the page hydrates, so the browser neither loads Prism nor
 * tokenizes every block again while the reader waits. The theme mounts each block anew right after hydration (to
 * apply the reader's colour mode); the server's markup is remembered for that mount, and for any block rendered
 * later with the same code, options and colour mode. The theme's highlighter (with Prism, see
 * src/plugins/lazy-prism) loads only for a block without such markup: after client-side navigation, or in the
 * colour mode the server did not render.
 */
import React, {Suspense, lazy, useEffect, useState, type CSSProperties, type ReactNode, type Ref} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {loadOnce} from '@site/src/lib/load-once';

type Props = WrapperProps<typeof ContentType>;

const loadHighlighter = loadOnce(
  () => import(/* webpackChunkName: "code-highlight" */ '@theme-original/CodeBlock/Content'),
);

const LazyHighlighted = lazy(loadHighlighter);

/** The server's `<pre>` of a block: its attributes and highlighted lines. */
type Markup = {className: string; style: CSSProperties; html: string};

const serverMarkup = new Map<string, Markup>();

/** The inline style of an element as React props (`background-color` as `backgroundColor`). */
function styleOf(element: HTMLElement): CSSProperties {
  const style: Record<string, string> = {};
  for (const name of Array.from(element.style)) {
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = element.style.getPropertyValue(name);
  }
  return style;
}

/** The block's code as plain text in the theme's code colours, while the highlighter loads. */
function PlainCode({code, preRef}: {code: string; preRef: Ref<HTMLPreElement>}): ReactNode {
  return (
    <pre
      ref={preRef}
      tabIndex={0}
      className="prism-code"
      style={{
        margin: 0,
        padding: 'var(--ifm-pre-padding)',
        color: 'var(--prism-color)',
        backgroundColor: 'var(--prism-background-color)',
      }}>
      <code>{code}</code>
    </pre>
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  const isBrowser = useIsBrowser();
  // Fixed at mount: true only while hydrating (in the browser, before Docusaurus flips isBrowser).
  const [hydrating] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  // Everything the highlighted HTML depends on, apart from the colour mode.
  const key = JSON.stringify([
    props.className,
    metadata.language,
    metadata.lineNumbersStart,
    metadata.lineClassNames,
    metadata.code,
  ]);

  useEffect(() => {
    const pre = wordWrap.codeBlockRef.current;
    if (hydrating && pre) serverMarkup.set(key, {className: pre.className, style: styleOf(pre), html: pre.innerHTML});
    // Once, for the markup the page arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (hydrating)
    return (
      <pre ref={wordWrap.codeBlockRef} tabIndex={0} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
    );
  // The server renders in the default colour mode: its token colours are that mode's code theme.
  const markup = serverMarkup.get(key);
  const markupElement = markup && (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={markup.className}
      style={markup.style}
      dangerouslySetInnerHTML={{__html: markup.html}}
    />
  );
  if (markupElement && colorMode === defaultMode) return markupElement;
  const Highlighted = loadHighlighter.loaded?.default;
  if (Highlighted) return <Highlighted {...props} />;
  // On the server the lazy highlighter suspends the page until it has loaded, as the API item does.
  if (!ExecutionEnvironment.canUseDOM) return <LazyHighlighted {...props} />;
  return (
    <Suspense fallback={markupElement ?? <PlainCode code={metadata.code} preRef={wordWrap.codeBlockRef} />}>
      <LazyHighlighted {...props} />
    </Suspense>
  );
}
