/**
 * The site-wide content check: first the checker itself on small fixture
 * strings, then every page that exists in docs/ (except the generated
 * docs/api/) and in the release feeds (blog-*).
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  checkPage,
  classifyPage,
  countWords,
  formatViolations,
  isMdx,
  listContentFiles,
  readAttribute,
  type RuleId,
} from '../../scripts/lib/content-check';

const root = path.resolve(__dirname, '..', '..');

/** n distinct-looking words of running text. */
function words(n: number): string {
  return Array.from({length: n}, (_, i) => `word${i}`).join(' ');
}

function page(body: string, frontMatter = 'title: Example\ndescription: An example page.'): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

function rules(text: string, kind: Parameters<typeof checkPage>[2] = 'doc', file = 'docs/x.mdx'): RuleId[] {
  return checkPage(text, file, kind).violations.map((v) => v.rule);
}

describe('classifyPage', () => {
  it('sorts pages into kinds by folder', () => {
    assert.equal(classifyPage('docs/rapidpipeline-cloud-tutorials/getting-started.mdx'), 'tutorial');
    assert.equal(classifyPage('docs/3dProcessor-Tutorials/tutorial-cli-decimation.md'), 'tutorial');
    assert.equal(classifyPage('docs/integrations/blender-integration.md'), 'tutorial');
    assert.equal(classifyPage('docs/rapidpipeline-cloud-tutorials/introduction.md'), 'introduction');
    assert.equal(classifyPage('docs/3dProcessor-Tutorials/introduction-dcci.md'), 'introduction');
    assert.equal(classifyPage('docs/componentDocs/QcTools/qc-tools-overview.md'), 'reference');
    assert.equal(classifyPage('blog-3d-processor-updates/2025-07-01-v7.4.0.md'), 'release-note');
    assert.equal(classifyPage('blog-qc-tools-updates/2024-01-02-x/index.mdx'), 'release-note');
    assert.equal(classifyPage('docs/some-page.md'), 'doc');
    assert.equal(classifyPage('docs/componentDocs/_shared.mdx'), 'doc');
  });

  it('ignores generated API pages, non-Markdown files and other folders', () => {
    assert.equal(classifyPage('docs/api/rapidpipeline_v2/optimize.api.mdx'), null);
    assert.equal(classifyPage('docs/rapidpipeline-cloud-tutorials/_category_.json'), null);
    assert.equal(classifyPage('src/pages/index.md'), null);
    assert.equal(classifyPage('blog-authors.yml'), null);
  });
});

describe('countWords', () => {
  it('counts running text, headings, lists, tables and link text', () => {
    const text = page(
      '# Title here\n\nOne two three.\n\n- four five\n\n| six | seven |\n|---|---|\n| eight | nine |\n\nSee [the guide](./guide.md).',
    );
    // Title here (2), One two three (3), four five (2), six seven eight nine (4), See the guide (3).
    assert.equal(countWords(text), 14);
  });

  it('leaves out front matter, code blocks, imports, JSX tags, comments and image alt text', () => {
    const text = [
      '---',
      'title: Many words in the title do not count',
      'description: Nor in the description',
      '---',
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  a,',
      '  b,',
      "} from './x';",
      '',
      '<Tabs groupId="language">',
      '<TabItem value="python" label="Python">',
      '',
      'Alpha beta.',
      '',
      '```python',
      'print("these words are code")',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '<ThemedImage',
      '  alt="A long alt text that is not running text"',
      "  sources={{light: useBaseUrl('/img/a.svg'), dark: useBaseUrl('/img/b.svg')}}",
      '/>',
      '',
      '{/* an MDX comment with words */}',
      '',
      ':::tip',
      'Gamma.',
      ':::',
    ].join('\n');
    assert.equal(countWords(text), 3);
  });

  it('counts words inside inline code', () => {
    assert.equal(countWords(page('Run `rpdx --help` now.')), 4);
  });
});

describe('checkPage', () => {
  it('flags placeholder text in prose, phrases included, but not in code', () => {
    const text = page(
      '# Page\n\nThe Maya guide is coming soon. Lorem ipsum.\n\n```bash\n# TODO in a sample\n```\n\nStatus: TBD.',
    );
    assert.deepEqual(
      checkPage(text, 'docs/x.md', 'doc')
        .violations.filter((v) => v.rule === 'placeholder')
        .map((v) => v.message.match(/"([^"]+)"/)![1]),
      ['coming soon', 'Lorem', 'ipsum', 'TBD'],
    );
    assert.deepEqual(rules(page('# Page\n\nThe release was announced in May; tbd in lowercase is a word.')), []);
  });

  it('passes a clean tutorial page', () => {
    const text = page(
      [
        "import ThemedImage from '@theme/ThemedImage';",
        '',
        '# A clean page',
        '',
        words(420),
        '',
        '![A diagram of the upload flow](/img/flow.svg)',
        '',
        '<ThemedImage alt="The preset editor with its Limits section" sources={{light: "/a.svg", dark: "/b.svg"}} />',
        '',
        '```bash',
        'curl --version',
        '```',
      ].join('\n'),
    );
    const report = checkPage(text, 'docs/rapidpipeline-cloud-tutorials/clean.mdx', 'tutorial');
    assert.deepEqual(report.violations, []);
    assert.ok(report.words >= 420);
  });

  it('flags a tutorial that is too short, with the count in the message', () => {
    const report = checkPage(page(words(399)), 'docs/rapidpipeline-cloud-tutorials/short.md', 'tutorial');
    assert.deepEqual(
      report.violations.map((v) => v.rule),
      ['min-words'],
    );
    assert.match(report.violations[0]!.message, /399 words.*400/);
    assert.deepEqual(rules(page(words(400)), 'tutorial'), []);
  });

  it('applies each kind its own minimum', () => {
    assert.deepEqual(rules(page(words(149)), 'introduction'), ['min-words']);
    assert.deepEqual(rules(page(words(150)), 'introduction'), []);
    assert.deepEqual(rules(page(words(249)), 'reference'), ['min-words']);
    assert.deepEqual(rules(page(words(250)), 'reference'), []);
    assert.deepEqual(rules(page(words(5)), 'release-note'), []);
    assert.deepEqual(rules(page(words(5)), 'doc'), []);
  });

  it('flags images without alt text in every syntax', () => {
    const cases = [
      '![](/img/a.png)',
      '![  ](/img/a.png)',
      '![][ref]',
      '<img src="/img/a.png" />',
      '<img src="/img/a.png" alt="" />',
      '<img src="/img/a.png" alt>',
      "import Image from '@theme/IdealImage';\n\n<Image img={require('./a.png')} />",
      '<IdealImage img={x} alt={""} />',
      "<ThemedImage\n  sources={{light: '/a.svg', dark: '/b.svg'}}\n/>",
      "<ThemedImage alt={' '} sources={{light: '/a.svg', dark: '/b.svg'}} />",
    ];
    for (const body of cases) {
      assert.deepEqual(rules(page(body)), ['image-alt'], `expected an image-alt violation for: ${body}`);
    }
  });

  it('accepts images with alt text in every syntax', () => {
    const cases = [
      '![A chair](/img/a.png)',
      '<img src="/img/a.png" alt="A chair" />',
      '<IdealImage img={x} alt="A chair" />',
      "<ThemedImage\n  alt={'A chair'}\n  sources={{light: '/a.svg', dark: '/b.svg'}}\n/>",
      '<ThemedImage alt={altText} sources={{light: "/a.svg", dark: "/b.svg"}} />',
    ];
    for (const body of cases) assert.deepEqual(rules(page(body)), [], `expected no violation for: ${body}`);
  });

  it('reports the line where a multi-line image tag starts', () => {
    const text = page('Intro.\n\n<ThemedImage\n  sources={{light: "/a.svg", dark: "/b.svg"}}\n/>');
    const [violation] = checkPage(text, 'docs/x.mdx', 'doc').violations;
    assert.equal(violation?.rule, 'image-alt');
    assert.equal(violation?.line, 8); // 4 front-matter lines, a blank, Intro., a blank, then the tag
  });

  it('does not mistake images shown as code for images', () => {
    assert.deepEqual(rules(page('Write `![](a.png)` or `<img src="a.png">` like this.')), []);
    assert.deepEqual(rules(page('```html\n<img src="a.png">\n```')), []);
  });

  it('does not read images inside nested or indented fences', () => {
    assert.deepEqual(rules(page('````markdown\n```\n![](a.png)\n```\n````')), []);
    assert.deepEqual(rules(page('1. Step one:\n\n   ```markdown\n   ![](a.png)\n   ```')), []);
  });
});

describe('admonitions', () => {
  it('flags a title written after the type instead of in brackets', () => {
    const report = checkPage(page(':::tip Shortcut\nText.\n:::'), 'docs/x.md', 'doc');
    assert.deepEqual(
      report.violations.map((v) => [v.rule, v.line]),
      [['admonition-title', 6]],
    );
    assert.match(report.violations[0]!.message, /:::tip\[Title\]/);
  });

  it('accepts bracketed titles, untitled admonitions and colons inside code', () => {
    assert.deepEqual(rules(page(':::tip[Shortcut]\nText.\n:::\n\n:::note\nMore.\n:::')), []);
    assert.deepEqual(rules(page('```markdown\n:::tip Shortcut\n```')), []);
  });
});

describe('MDX syntax in CommonMark pages', () => {
  const body = "import Tabs from '@theme/Tabs';\n\nText.";
  it('flags imports in a .md page without the MDX format', () => {
    const report = checkPage(page(body), 'docs/x.md', 'doc');
    assert.deepEqual(
      report.violations.map((v) => [v.rule, v.line]),
      [['mdx-syntax', 6]],
    );
    // A top-level `format: mdx` is ignored by Docusaurus, so it does not help.
    assert.deepEqual(rules(page(body, 'title: A\nformat: mdx'), 'doc', 'docs/x.md'), ['mdx-syntax']);
  });

  it('accepts imports in .mdx files and in .md files set to MDX', () => {
    assert.deepEqual(rules(page(body), 'doc', 'docs/x.mdx'), []);
    assert.deepEqual(rules(page(body, 'title: A\nmdx:\n  format: mdx'), 'doc', 'docs/x.md'), []);
    assert.deepEqual(rules(page('```js\nimport x from "y";\n```'), 'doc', 'docs/x.md'), []);
  });
});

describe('isMdx', () => {
  it('follows the file extension and the format front matter', () => {
    assert.equal(isMdx('# x', 'docs/a.mdx'), true);
    assert.equal(isMdx('# x', 'docs/a.md'), false);
    assert.equal(isMdx('---\ntitle: A\nmdx:\n  format: mdx\n---\n# x', 'docs/a.md'), true);
    assert.equal(isMdx('---\ntitle: A\nmdx: {format: mdx}\n---\n# x', 'docs/a.md'), true);
    assert.equal(isMdx('---\ntitle: A\nmdx:\n  format: md\n---\n# x', 'docs/a.md'), false);
    // A top-level `format` key is not what Docusaurus reads.
    assert.equal(isMdx('---\ntitle: A\nformat: mdx\n---\n# x', 'docs/a.md'), false);
  });

  it('counts {expressions} as words only in CommonMark pages', () => {
    const text = (format: string) => `---\ntitle: A\nmdx:\n  format: ${format}\n---\n\nOne {two} three.`;
    assert.equal(checkPage(text('md'), 'docs/a.md', 'doc').words, 3);
    assert.equal(checkPage(text('mdx'), 'docs/a.md', 'doc').words, 2);
  });
});

describe('readAttribute', () => {
  it('reads quoted, braced and missing attributes', () => {
    assert.equal(readAttribute(' src="a" alt="A chair"', 'alt'), 'A chair');
    assert.equal(readAttribute(" alt={'x'} src='a'", 'alt'), 'x');
    assert.equal(readAttribute(' alt={label}', 'alt'), 'label');
    assert.equal(readAttribute(' data-alt="x"', 'alt'), undefined);
    assert.equal(readAttribute(' alt', 'alt'), '');
  });
});

describe('formatViolations', () => {
  it('lists every violation with file and line, grouped by file', () => {
    const text = formatViolations([
      {file: 'docs/b.md', line: 3, rule: 'admonition-title', message: 'title in brackets'},
      {file: 'docs/a.md', line: 10, rule: 'mdx-syntax', message: 'imports in CommonMark'},
      {file: 'docs/a.md', line: 2, rule: 'image-alt', message: 'no alt'},
    ]);
    assert.match(text, /3 content problem\(s\) in 2 file\(s\)/);
    assert.ok(text.indexOf('docs/a.md:2') < text.indexOf('docs/a.md:10'));
    assert.ok(text.indexOf('docs/a.md:10') < text.indexOf('docs/b.md:3'));
    assert.equal(formatViolations([]), 'No content problems found.');
  });
});

describe('listContentFiles', () => {
  it('finds the pages that exist and skips the generated API docs', () => {
    const files = listContentFiles(root);
    assert.ok(
      files.includes('docs/rapidpipeline-cloud-tutorials/introduction.md') ||
        files.includes('docs/rapidpipeline-cloud-tutorials/introduction.mdx'),
    );
    assert.ok(files.every((file) => !file.startsWith('docs/api/')));
  });
});

it('words rendered from an imported schema count towards a reference page', async () => {
  const {schemaTextWords, checkPage} = await import('../../scripts/lib/content-check');
  const schema = {
    properties: {a: {description: 'one two three'}, b: {title: 'four five', properties: {c: {description: 'six'}}}},
  };
  assert.equal(schemaTextWords(schema), 6);
  const page = '---\ntitle: T\nmdx:\n  format: mdx\n---\n\n# T\n\nShort intro.\n';
  const without = checkPage(page, 'docs/componentDocs/x.md', 'reference');
  assert.ok(without.violations.some((v) => v.rule === 'min-words'));
  const withGenerated = checkPage(page, 'docs/componentDocs/x.md', 'reference', {generatedWords: 300});
  assert.ok(!withGenerated.violations.some((v) => v.rule === 'min-words'));
});
