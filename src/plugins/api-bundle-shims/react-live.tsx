/**
 * Stand-in for `react-live` in the API reference's request-body editor.
 *
 * The OpenAPI theme uses react-live only as a code editor (LiveProvider +
 * LiveEditor + withLive). The real LiveProvider also compiles the text with
 * sucrase and evaluates it with `new Function` on every change: on these pages
 * that code is a JSON body, the evaluation serves nothing, the site's CSP
 * (no 'unsafe-eval') blocks it, and it ships a JavaScript compiler to readers.
 * This module keeps the editing and highlighting (use-editable and
 * prism-react-renderer, as react-live does) and drops the evaluation.
 */
import React, {createContext, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {Highlight, themes, type PrismTheme} from 'prism-react-renderer';
import {useEditable} from 'use-editable';

interface LiveState {
  code: string;
  language: string;
  theme?: PrismTheme;
  disabled: boolean;
  error?: string;
  element?: undefined;
  onError: (error: unknown) => void;
  onChange: (code: string) => void;
}

export const LiveContext = createContext<LiveState>({
  code: '',
  language: 'tsx',
  disabled: false,
  onError: () => undefined,
  onChange: () => undefined,
});

interface ProviderProps {
  children?: ReactNode;
  code?: string;
  language?: string;
  theme?: PrismTheme;
  disabled?: boolean;
  // Accepted for compatibility; nothing is compiled or evaluated.
  transformCode?: (code: string) => string | Promise<string>;
  scope?: Record<string, unknown>;
  noInline?: boolean;
  enableTypeScript?: boolean;
}

export function LiveProvider({
  children,
  code = '',
  language = 'tsx',
  theme,
  disabled = false,
}: ProviderProps): ReactNode {
  return (
    <LiveContext.Provider
      value={{code, language, theme, disabled, onError: () => undefined, onChange: () => undefined}}>
      {children}
    </LiveContext.Provider>
  );
}

interface EditorProps {
  code?: string;
  language?: string;
  theme?: PrismTheme;
  disabled?: boolean;
  className?: string;
  style?: React.CSSProperties;
  tabMode?: 'indentation' | 'focus';
  onChange?: (code: string) => void;
}

export function Editor(props: EditorProps): ReactNode {
  const {tabMode = 'indentation', theme} = props;
  const editorRef = useRef<HTMLPreElement>(null);
  const [code, setCode] = useState(props.code ?? '');
  useEffect(() => setCode(props.code ?? ''), [props.code]);
  useEditable(
    editorRef,
    (text) => {
      const next = text.slice(0, -1);
      setCode(next);
      props.onChange?.(next);
    },
    {disabled: props.disabled, indentation: tabMode === 'indentation' ? 2 : undefined},
  );
  return (
    <div className={props.className} style={props.style}>
      <Highlight code={code} theme={theme ?? themes.nightOwl} language={props.language ?? 'tsx'}>
        {({className, tokens, getLineProps, getTokenProps, style}) => (
          <pre
            className={className}
            style={{margin: 0, outline: 'none', padding: 10, fontFamily: 'inherit', ...(theme?.plain ?? {}), ...style}}
            ref={editorRef}
            // The editor scrolls inside a box of limited height; as a tab stop (which contenteditable
            // is in browsers, but not in axe's reckoning) it lets the keyboard reach and scroll it.
            tabIndex={0}
            spellCheck={false}>
            {tokens.map((line, lineIndex) => (
              <span key={`line-${lineIndex}`} {...getLineProps({line})}>
                {line
                  .filter((token) => !token.empty)
                  .map((token, tokenIndex) => (
                    <span key={`token-${tokenIndex}`} {...getTokenProps({token})} />
                  ))}
                {'\n'}
              </span>
            ))}
          </pre>
        )}
      </Highlight>
    </div>
  );
}

export function LiveEditor(props: EditorProps): ReactNode {
  const {code, language, theme, disabled, onChange} = useContext(LiveContext);
  return <Editor theme={theme} code={code} language={language} disabled={disabled} onChange={onChange} {...props} />;
}

/** Errors of evaluation: there is no evaluation. */
export function LiveError(): ReactNode {
  return null;
}

/** Preview of the evaluated element: there is none. */
export function LivePreview(): ReactNode {
  return null;
}

export function withLive<P extends object>(Wrapped: ComponentType<P & {live: LiveState}>): ComponentType<P> {
  function WithLive(props: P): ReactNode {
    return <LiveContext.Consumer>{(live) => <Wrapped live={live} {...props} />}</LiveContext.Consumer>;
  }
  WithLive.displayName = 'WithLive';
  return WithLive;
}
