/**
 * DocSearch 4.7 sets its "error" status when the search client fails, but
 * autocomplete-core 1.19 (which it bundles) sets the status back to "idle" in a
 * `finally` right after, so DocSearch's own error screen never stays on screen
 * and a failed query looks like "No results". This renders the same error
 * screen (DocSearch's markup and classes, the spec's wording) into the modal's
 * results panel while the latest query has failed; styles.css hides the
 * misleading "No results" screen underneath it.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

function useResultsPanel(active: boolean): Element | null {
  const [panel, setPanel] = useState<Element | null>(null);
  useEffect(() => {
    if (!active) {
      setPanel(null);
      return undefined;
    }
    const find = () => setPanel(document.querySelector('.DocSearch-Modal .DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [active]);
  return panel;
}

export default function ErrorScreen({show, title, help}: {show: boolean; title: string; help: string}): ReactNode {
  const panel = useResultsPanel(show);
  if (!show || !panel) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error-screen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>,
    panel,
  );
}
