/**
 * Stylesheets that only some pages use (the landing page's, the reference tables', the figures')
 * get a CSS file each instead of a place in the one stylesheet every page blocks on. Docusaurus links
 * only that main stylesheet from the HTML, so after the build each file's rules are written into the
 * pages whose markup uses one of its class names or data attributes (see inlineStylesheet); on
 * client-side navigation the file loads with the chunk that imports it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtCssFile, escapeRegExp, htmlFiles, linkStylesheet, ownCssFileGroup} from '../api-styles';

export interface PageStyleGroup {
  /** Chunk name, and the start of the CSS file's name. */
  name: string;
  /** Absolute paths of the stylesheets the group takes. */
  stylesheets: string[];
}

/** Class names and `data-` attribute names the selectors of `css` match on. */
export function selectorTokens(css: string): {classes: Set<string>; attributes: Set<string>} {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, ',');
  return {
    classes: new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!)),
    attributes: new Set([...selectors.matchAll(/\[\s*(data-[\w-]+)/g)].map((match) => match[1]!)),
  };
}

/** Whether the page's markup has an element one of the tokens can select. */
export function pageUses(html: string, tokens: ReturnType<typeof selectorTokens>): boolean {
  const classes = new Set(
    [...html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].flatMap((match) =>
      (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/),
    ),
  );
  if ([...tokens.classes].some((name) => classes.has(name))) return true;
  return [...tokens.attributes].some((name) => new RegExp(`\\s${escapeRegExp(name)}[\\s=>/]`).test(html));
}

/**
 * Writes a small stylesheet into the page as `<style data-href=...>`, after its first stylesheet link: no
 * request (and its response headers) for the page to wait on. The bundler's runtime finds the style by its
 * `data-href` and does not load the file again when the page's chunk loads. A stylesheet with `url()`
 * (relative to the CSS file, not the page) is linked instead.
 */
export function inlineStylesheet(html: string, href: string, css: string): string {
  if (/url\(/i.test(css) || /<\/style/i.test(css)) return linkStylesheet(html, href);
  if (html.includes(`<style data-href=${href}>`)) return html;
  const tag = `<style data-href=${href}>${css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim()}</style>`;
  const first = /<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/i.exec(html);
  if (!first) return html.replace('</head>', `${tag}</head>`);
  const end = first.index + first[0].length;
  return html.slice(0, end) + tag + html.slice(end);
}

function assertOptions(raw: unknown): asserts raw is {groups: PageStyleGroup[]} {
  const groups = (raw as {groups?: unknown} | undefined)?.groups;
  if (
    !Array.isArray(groups) ||
    !groups.every((group) => typeof group?.name === 'string' && Array.isArray(group.stylesheets))
  )
    throw new Error('page-styles: options.groups must be a list of {name, stylesheets}');
}

export default function pageStylesPlugin(_context: LoadContext, options: unknown): Plugin {
  assertOptions(options);
  return {
    name: 'page-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const cacheGroups = Object.fromEntries(
        options.groups.map(({name, stylesheets}) => [name, ownCssFileGroup(name, stylesheets, 55)]),
      );
      return {optimization: {splitChunks: {cacheGroups}}};
    },
    async postBuild({outDir, baseUrl}) {
      const cssDir = path.join(outDir, 'assets', 'css');
      const files = fs.readdirSync(cssDir);
      // A group without a file took no module (its stylesheets stayed in the main one): nothing to link.
      const groups = options.groups.flatMap(({name}) => {
        const file = builtCssFile(files, name);
        if (!file) return [];
        const css = fs.readFileSync(path.join(cssDir, file), 'utf8');
        return [{href: `${baseUrl}assets/css/${file}`, css, tokens: selectorTokens(css)}];
      });
      for (const page of htmlFiles(outDir)) {
        const html = fs.readFileSync(page, 'utf8');
        const linked = groups.reduce(
          (text, {href, css, tokens}) => (pageUses(html, tokens) ? inlineStylesheet(text, href, css) : text),
          html,
        );
        if (linked !== html) fs.writeFileSync(page, linked);
      }
    },
  };
}
