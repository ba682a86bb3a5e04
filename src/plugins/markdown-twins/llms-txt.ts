/** One page as the llms.txt index and llms-full.txt see it. */
export interface TwinPage {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Section heading the page is listed under. */
  section: string;
  /** Whether the page's Markdown goes into llms-full.txt. */
  inFull: boolean;
  markdown: string;
}

/** Absolute URL of a page's Markdown twin: the page's path with `.md` appended. */
export const markdownUrl = (pageUrl: string) => `${pageUrl}.md`;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function bySection(pages: readonly TwinPage[]): Map<string, TwinPage[]> {
  const sections = new Map<string, TwinPage[]>();
  for (const page of pages) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  return sections;
}

/**
 * The llms.txt index (https://llmstxt.org): H1 title, blockquote summary, then one H2 per section
 * with a link to each page's Markdown and the page's one-sentence description.
 */
export function llmsTxt(title: string, summary: string, pages: readonly TwinPage[]): string {
  const out = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  for (const [section, entries] of bySection(pages)) {
    out.push(`## ${section}`, '');
    for (const page of entries) {
      const description = oneLine(page.description);
      out.push(
        `- [${page.title.replace(/[[\]]/g, '\\$&')}](${markdownUrl(page.url)})${description ? `: ${description}` : ''}`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

/** llms-full.txt: the title and summary, then the Markdown of every page marked `inFull`, each headed by its URL. */
export function llmsFullTxt(title: string, summary: string, pages: readonly TwinPage[]): string {
  const parts = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  for (const page of pages.filter((p) => p.inFull))
    parts.push('---', '', `Source: ${page.url}`, '', page.markdown.trim(), '');
  return parts.join('\n');
}
