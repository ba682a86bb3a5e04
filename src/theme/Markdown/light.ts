/**
 * The descriptions' light renderer: micromark with GFM turns Markdown into HTML directly, a
 * third of the size of the theme's react-markdown pipeline, and escapes raw HTML and unsafe
 * link protocols as that pipeline drops them. What only the theme renders its own way
 * (admonitions, code blocks with their copy button) is left to the theme's renderer.
 */
import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';

const cache = new Map<string, string | null>();

/** `:::type` admonitions and code blocks, which the theme renders as its own components. */
const themeOnly = /^\s*:::|<pre>/m;

/** The HTML of `source`, or null when only the theme's renderer shows it as the server does. */
export function lightHtml(source: string): string | null {
  let html = cache.get(source);
  if (html === undefined) {
    const rendered = micromark(source, {extensions: [gfm()], htmlExtensions: [gfmHtml()]});
    html = themeOnly.test(source) || themeOnly.test(rendered) ? null : rendered;
    cache.set(source, html);
  }
  return html;
}
