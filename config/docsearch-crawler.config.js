/**
 * Algolia Crawler configuration (DocSearch) for teams that prefer Algolia's
 * crawler to `scripts/search-push.ts`. Paste it into the Crawler editor
 * (crawler.algolia.com), put the application id and the crawler's API key
 * in place of the two values below (they are account secrets and do not
 * belong in this repository), and build the site with ALGOLIA_APP_ID,
 * ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME=rapidpipeline-docs.
 *
 * The record rules match the site's own extractor
 * (src/plugins/search/build/extract.ts): lvl0 is the top sidebar category
 * (the first breadcrumb) or the release feed, lvl1..lvl6 the page's h1..h6,
 * content the paragraphs, list items, table rows and code of the page body,
 * a tab panel's first one starting with the tab's label.
 */
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.rapidpipeline.com/'],
  sitemaps: ['https://docs.rapidpipeline.com/sitemap.xml'],
  discoveryPatterns: ['https://docs.rapidpipeline.com/**'],
  exclusionPatterns: [
    'https://docs.rapidpipeline.com/search**',
    'https://docs.rapidpipeline.com/**/tags/**',
    'https://docs.rapidpipeline.com/**/archive',
    'https://docs.rapidpipeline.com/**/authors',
    'https://docs.rapidpipeline.com/**/page/**',
  ],
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: 'rapidpipeline-docs',
      pathsToMatch: ['https://docs.rapidpipeline.com/**'],
      recordExtractor: ({$, helpers}) => {
        // Only docs pages and release-note posts are searchable (the landing page and listings are not).
        const isDoc = $('html').hasClass('docs-doc-page');
        const isPost = $('html').hasClass('blog-post-page');
        if (!isDoc && !isPost) return [];

        // A tab's label ("Windows", "curl", "204") is read as the first words of its panel, as the site's own
        // extractor reads it: labels wait on a stack, one list per tab list, for tabs in tabs.
        const tabLabels = [];
        $('[role="tablist"], [role="tabpanel"]').each((_, element) => {
          if ($(element).attr('role') === 'tablist') {
            const labels = $(element)
              .find('[role="tab"]')
              .map((_, tab) => $(tab).text().trim())
              .get();
            if (labels.length) tabLabels.push(labels);
            return;
          }
          const labels = tabLabels[tabLabels.length - 1];
          const label = labels && labels.shift();
          if (labels && !labels.length) tabLabels.pop();
          if (label) $(element).find('p, li, tr, pre').first().prepend(`${label}: `);
        });

        // Noise the site's own extractor leaves out too. An aside in the text is the legacy pages' banner, whose
        // words are about the pages that replace them. Only those go: the blog's sidebar, also an aside, gives
        // release notes their feed title below.
        $(
          '.theme-doc-markdown aside, #__blog-post-container aside, .hash-link, .theme-doc-toc-mobile, .theme-doc-footer, .pagination-nav, .openapi-skeleton, .openapi-right-panel__container, .theme-doc-card-container, .theme-code-block-title, button, [role="tablist"], .theme-admonition > div:first-child',
        ).remove();

        const feedTitle = $('aside nav [class*="sidebarItemTitle"]')
          .first()
          .text()
          .replace(/^All (.*) releases$/, '$1 updates');
        return helpers.docsearch({
          recordProps: {
            lvl0: {
              selectors: isPost
                ? []
                : [
                    '.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active):not(:first-child) .breadcrumbs__link',
                    '.navbar__item.navbar__link--active',
                  ],
              defaultValue: isPost ? feedTitle || 'Release notes' : 'Documentation',
            },
            lvl1: ['article header h1', '.theme-doc-markdown h1', 'header h1'],
            lvl2: ['.theme-doc-markdown h2', '#__blog-post-container h2'],
            lvl3: ['.theme-doc-markdown h3', '#__blog-post-container h3'],
            lvl4: ['.theme-doc-markdown h4', '#__blog-post-container h4'],
            lvl5: ['.theme-doc-markdown h5', '#__blog-post-container h5'],
            lvl6: ['.theme-doc-markdown h6', '#__blog-post-container h6'],
            content: [
              '.theme-doc-markdown p, .theme-doc-markdown li, .theme-doc-markdown tr, .theme-doc-markdown pre',
              '#__blog-post-container p, #__blog-post-container li, #__blog-post-container tr, #__blog-post-container pre',
              // A post's date, under its title: readers ask by it ("what changed in June 2023").
              'article header time',
            ],
            language: {selectors: ['meta[name="docsearch:language"]'], defaultValue: ['en']},
            docusaurus_tag: {selectors: ['meta[name="docsearch:docusaurus_tag"]'], defaultValue: ['default']},
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    'rapidpipeline-docs': {
      // The same settings scripts/search-push.ts applies.
      attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
