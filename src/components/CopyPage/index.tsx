import React, {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

type Status = {kind: 'idle' | 'busy' | 'done' | 'failed'; message: string};

/** The page's Markdown twin, written at build time by src/plugins/markdown-twins. */
export function markdownPath(pathname: string): string {
  return `${pathname.replace(/\/$/, '')}.md`;
}

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The Markdown of this page did not load (HTTP ${response.status}).`);
  return response.text();
}

/**
 * Copies the text to the clipboard. The fetch is handed to the clipboard as a pending item where the
 * browser supports it, because Safari only lets a click write to the clipboard before its first await.
 */
async function copyMarkdown(url: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard)
    throw new Error('This browser does not allow copying from this page. Open the Markdown and copy it from there.');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const blob = fetchMarkdown(url).then((text) => new Blob([text], {type: 'text/plain'}));
    await clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await clipboard.writeText(await fetchMarkdown(url));
}

/** "Copy page" (the page as Markdown, to the clipboard) and a link to the Markdown itself. */
export default function CopyPage(): ReactNode {
  const {pathname} = useLocation();
  const url = markdownPath(pathname);
  const [status, setStatus] = useState<Status>({kind: 'idle', message: ''});
  const copy = async () => {
    setStatus({kind: 'busy', message: 'Copying…'});
    try {
      await copyMarkdown(url);
      setStatus({kind: 'done', message: 'Copied the page as Markdown.'});
    } catch (error) {
      const reason =
        error instanceof Error && !/denied|not allowed|permission/i.test(error.message) ? error.message : '';
      setStatus({
        kind: 'failed',
        message: reason || 'The browser did not allow copying. Open the Markdown and copy it from there.',
      });
    }
  };
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={`button button--sm button--secondary ${styles.button}`}
        onClick={copy}
        disabled={status.kind === 'busy'}>
        Copy page
      </button>
      <a className={styles.link} href={url} type="text/markdown">
        View as Markdown
      </a>
      <span className={status.kind === 'failed' ? styles.failed : styles.status} role="status" aria-live="polite">
        {status.message}
      </span>
    </div>
  );
}
