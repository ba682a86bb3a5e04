/**
 * The page paints before the site's script runs. Docusaurus loads its runtime and `main.js` as deferred
 * scripts, which run as soon as the HTML is parsed. When `main.js` is already there by then (a warm cache, a
 * fast network), it runs before the first paint: the reader waits for its evaluation, and the route chunks it
 * requests (about ten on a doc page) are part of what the first paint waited for, which is how Lighthouse then
 * counts them into the largest contentful paint. Measured on the tutorial page, served locally: the chunks were
 * requested about 110 ms before the first paint.
 *
 * After the build, each page's deferred scripts become preloads (they still download at once, in the same
 * order, at the low priority a deferred script has: at a high one, a script counts as render-blocking, and
 * Lighthouse counted `main.js` into the first contentful paint) and a small inline script adds them, in order,
 * once the first frame has been painted. A page that is hidden when it loads has no frame to wait for and adds
 * them at once; a page whose frames never come (a throttled frame) gets them after a second. A page opened at an
 * anchor adds them at once too: the browser keeps the anchor in view only until the page's load event, and on a
 * schema page the sections above the key take their real height (content-visibility) after the first frame; with
 * the scripts added first, the load event waits for them and their route chunks, as it did for the deferred
 * scripts, and the key stays in view.
 */
import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';
import {htmlFiles} from '../api-styles';

/** A deferred script as Docusaurus writes it into the page's head (minified: attributes without quotes). */
const DEFERRED_SCRIPT = /<script src=(["']?)([^"'\s>]+)\1 defer><\/script>/g;

/** Longest wait for the first frame: past it the scripts are added anyway. */
export const MAX_WAIT_MS = 1000;

/** The inline script that adds `sources`, in order, after the first paint. */
export function bootScript(sources: string[]): string {
  return (
    `<script>!function(){var s=${JSON.stringify(sources)},d=0;function r(){if(d)return;d=1;` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.head.appendChild(e)})}` +
    `if(location.hash||document.visibilityState==="hidden"||!window.requestAnimationFrame)r();` +
    `else{requestAnimationFrame(function(){setTimeout(r)});setTimeout(r,${MAX_WAIT_MS})}}()</script>`
  );
}

/** The page with its deferred scripts added after the first paint, or null when it has none (a redirect page). */
export function paintFirst(html: string): string | null {
  const sources: string[] = [];
  const rewritten = html.replace(DEFERRED_SCRIPT, (_, _quote: string, source: string) => {
    sources.push(source);
    return `<link rel=preload as=script fetchpriority=low href=${source}>`;
  });
  if (!sources.length) return null;
  const end = rewritten.lastIndexOf('</body>');
  if (end < 0) throw new Error('paint-first: a page with deferred scripts has no </body>');
  return `${rewritten.slice(0, end)}${bootScript(sources)}${rewritten.slice(end)}`;
}

export default function paintFirstPlugin(): Plugin {
  return {
    name: 'paint-first',
    async postBuild({outDir}) {
      let pages = 0;
      for (const file of htmlFiles(outDir)) {
        const html = paintFirst(fs.readFileSync(file, 'utf8'));
        if (html === null) continue;
        fs.writeFileSync(file, html);
        pages++;
      }
      // Docusaurus writes its scripts into every page; none found means their markup changed.
      if (pages === 0) throw new Error('paint-first: no page has the deferred scripts Docusaurus writes');
    },
  };
}
