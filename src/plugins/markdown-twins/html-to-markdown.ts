import type {Element, ElementContent, Nodes, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {select, selectAll} from 'hast-util-select';
import {toMdast} from 'hast-util-to-mdast';
import {toString as hastToString} from 'hast-util-to-string';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

/** Page chrome inside the content column that has no place in the Markdown. */
const dropped = [
  'a.hash-link',
  'button',
  'svg',
  'script',
  'style',
  'noscript',
  'template',
  '[aria-hidden="true"]',
].join(', ');

const h = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

const classes = (node: Element): string[] => (node.properties.className as string[] | undefined) ?? [];
const hasClassPrefix = (node: Element, prefix: string) => classes(node).some((name) => name.startsWith(prefix));

/** The dark-mode twin of a themed image (its class name carries a CSS-module hash). */
const isDarkVariant = (node: Element) => hasClassPrefix(node, 'themedComponent--dark');

/** Comments (React's `<!-- -->` text separators) and the dark twins of themed images. */
function dropHidden(parent: Root | Element): void {
  parent.children = parent.children.filter(
    (child) => child.type !== 'comment' && !(child.type === 'element' && isDarkVariant(child)),
  ) as typeof parent.children;
  for (const child of parent.children) if (child.type === 'element') dropHidden(child);
}

/** Replaces every element matching `selector` (innermost first) with what `rewrite` returns. */
function rewriteAll(tree: Root | Element, selector: string, rewrite: (node: Element) => ElementContent[]): void {
  for (const node of selectAll(selector, tree).reverse()) replace(tree, node, rewrite(node));
}

function replace(tree: Root | Element, target: Element, replacement: ElementContent[]): void {
  const visit = (parent: Root | Element): boolean => {
    const index = parent.children.indexOf(target as never);
    if (index >= 0) {
      parent.children.splice(index, 1, ...(replacement as never[]));
      return true;
    }
    return parent.children.some((child) => child.type === 'element' && visit(child));
  };
  visit(tree);
}

/** A tab group becomes its panels one after another, each under its tab's label in bold. */
function flattenTabs(group: Element): ElementContent[] {
  const labels = selectAll('[role="tab"]', group).map((tab) => hastToString(tab).trim());
  return selectAll('[role="tabpanel"]', group).flatMap((panel, index) => [
    h('p', [h('strong', [{type: 'text', value: labels[index] ?? `Tab ${index + 1}`}])]),
    ...panel.children,
  ]);
}

/** An admonition becomes a quote that starts with its label ("Tip", "Warning"). */
function quoteAdmonition(box: Element): ElementContent[] {
  const heading = box.children.find(
    (child): child is Element => child.type === 'element' && hasClassPrefix(child, 'admonitionHeading'),
  );
  const content = box.children.find(
    (child): child is Element => child.type === 'element' && hasClassPrefix(child, 'admonitionContent'),
  );
  const text = heading ? hastToString(heading).trim() : '';
  const label = text.charAt(0).toUpperCase() + text.slice(1);
  const body = content?.children ?? [];
  return [h('blockquote', label ? [h('p', [h('strong', [{type: 'text', value: `${label}:`}])]), ...body] : body)];
}

/** A highlighted code block: one line per token line, the language taken from the block's class. */
function plainCodeBlock(pre: Element, tree: Root | Element): ElementContent[] {
  const container = ancestors(tree, pre).find((node) => classes(node).some((name) => name.startsWith('language-')));
  const language = [...classes(pre), ...(container ? classes(container) : [])].find((name) =>
    name.startsWith('language-'),
  );
  const lines = selectAll('.token-line', pre);
  const text =
    lines.length > 0 ? lines.map((line) => hastToString(line).replace(/\n$/, '')).join('\n') : hastToString(pre);
  return [
    h('pre', [h('code', [{type: 'text', value: text.replace(/\n+$/, '')}], language ? {className: [language]} : {})]),
  ];
}

function ancestors(tree: Root | Element, target: Element): Element[] {
  const path: Element[] = [];
  const visit = (node: Root | Element): boolean => {
    if (node === target) return true;
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      path.push(child);
      if (visit(child)) return true;
      path.pop();
    }
    return false;
  };
  visit(tree);
  return path.slice(0, -1).reverse();
}

/** Links and images point to the site itself, so the Markdown works pasted anywhere. */
function absolutise(tree: Root | Element, pageUrl: string): void {
  for (const link of selectAll('a[href]', tree))
    link.properties.href = new URL(String(link.properties.href), pageUrl).href;
  for (const image of selectAll('img[src]', tree))
    image.properties.src = new URL(String(image.properties.src), pageUrl).href;
}

/**
 * The Markdown of a built page's content column (`selector`, `.markdown` for docs and release notes):
 * headings, prose, lists, tables and code as written, tab groups and admonitions flattened,
 * every link and image absolute to `pageUrl`, the page's buttons and icons left out.
 */
export function htmlToMarkdown(html: string, pageUrl: string, selector = 'article .markdown'): string {
  const page = fromHtml(html);
  const content = select(selector, page);
  if (!content) throw new Error(`markdown-twins: no element "${selector}" in ${pageUrl}`);
  rewriteAll(content, 'pre', (pre) => plainCodeBlock(pre, content));
  rewriteAll(content, dropped, () => []);
  dropHidden(content);
  rewriteAll(content, '.tabs-container', flattenTabs);
  rewriteAll(content, '.theme-admonition', quoteAdmonition);
  absolutise(content, pageUrl);
  const mdast = toMdast({type: 'root', children: [content]} as Nodes);
  return `${toMarkdown(mdast, {extensions: [gfmToMarkdown({tablePipeAlign: false})], bullet: '-', emphasis: '_', rule: '-', fences: true}).trim()}\n`;
}
