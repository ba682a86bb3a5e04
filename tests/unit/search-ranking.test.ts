/**
 * Ranking rules of the embedded engine beyond MiniSearch's scoring: words spread
 * over a page's title and body, spelling variants and stems, the product
 * glossary, typo tolerance only for unknown words, the per-word cache, passages holding the question's words,
 * and the weights of typed names and of the site's name.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {siteUrlFor} from '../../src/plugins/search/client/client';
import {
  SearchEngine,
  type EngineTuning,
  apiVersionsIn,
  monthsIn,
  namesIn,
  querySlots,
  MAX_QUERY_TERMS,
  queryTerms,
  stopWordTitle,
  titleTopic,
  transpositions,
  typoDistance,
  wordForms,
} from '../../src/plugins/search/client/engine';
import {encodePayload, type ExtractedPage, type ExtractedRecord} from '../../src/plugins/search/client/types';

function page(path: string, title: string, sections: [string, string[]][]): ExtractedPage {
  const records: ExtractedRecord[] = [{type: 'lvl1', anchor: null, hierarchy: ['Docs', title], content: null}];
  for (const [heading, paragraphs] of sections) {
    const anchor = heading.toLowerCase().replace(/\W+/g, '-');
    const hierarchy = heading ? ['Docs', title, heading] : ['Docs', title];
    if (heading) records.push({type: 'lvl2', anchor, hierarchy, content: null});
    for (const text of paragraphs)
      records.push({type: 'content', anchor: heading ? anchor : null, hierarchy, content: text});
  }
  return {path, language: 'en', tags: ['docs-default-current'], records};
}

const urlFor = siteUrlFor('https://docs.example.com', '/');
/** A release note of the 3D Processor feed (a blog page: outside docs/, tagged `default`). */
const release = (version: string): ExtractedPage => ({
  ...page(`processor-updates/v${version}`, `3D Processor ${version}`, [['', ['Fixes and changes.']]]),
  tags: ['default'],
});
const engineOf = (pages: ExtractedPage[], tuning?: EngineTuning) =>
  SearchEngine.fromPayload(encodePayload(pages), tuning);
const paths = (engine: SearchEngine, query: string) => [
  ...new Set(
    engine.search({indexName: 'x', query}, urlFor).hits.map((hit) => new URL(hit.url).pathname.replace(/^\//, '')),
  ),
];

describe('query words', () => {
  it("finds the other spelling (-ise/-ize) and the word's stem (Porter's), once", () => {
    const forms = (term: string) => wordForms(term).map((form) => `${form.term}${form.stem ? '*' : ''}`);
    assert.deepEqual(forms('optimization'), ['optimization', 'optimisation', 'optim*'], 'optimis* is in optim*');
    assert.deepEqual(forms('baked'), ['baked', 'bake*']);
    assert.deepEqual(forms('using'), ['using'], 'a stem of two letters (us) is not searched');
    assert.deepEqual(forms('migrate'), ['migrate', 'migrat*']);
    assert.deepEqual(forms('list'), ['list'], 'short or unsuffixed words stay as typed');
    assert.deepEqual(forms('sizes'), ['sizes', 'size*'], 'a plural finds its singular');
    assert.deepEqual(forms('maps'), ['maps', 'map*']);
    assert.deepEqual(forms('textures'), ['textures', 'textur*'], 'the stem already finds the singular');
    assert.deepEqual(forms('7.x'), ['7.x', '7.*'], 'a version series finds its versions');
    assert.deepEqual(forms('7'), ['7', '7.*'], 'so does a digit alone, a major version');
    assert.deepEqual(forms('50'), ['50'], 'a longer number is a value');
  });

  it('finds the British spelling of an American word and the other way round, by rule', () => {
    const other = (term: string) => wordForms(term).find((form) => !form.stem && form.term !== term)?.term;
    assert.equal(other('colors'), 'colours');
    assert.equal(other('coloured'), 'colored');
    assert.equal(other('behavior'), 'behaviour');
    assert.equal(other('millimeters'), 'millimetres');
    assert.equal(other('centre'), 'center');
    assert.equal(other('modeled'), 'modelled');
    assert.equal(other('labelling'), 'labeling');
    assert.equal(other('analyzing'), 'analysing');
    for (const word of ['floor', 'door', 'four', 'your', 'after', 'filter', 'telling'])
      assert.equal(other(word), undefined, `${word} has one spelling`);
    const engine = engineOf([
      page('guide/vertex', 'Vertex data', [['', ['Vertex colours are kept when the model is exported.']]]),
      page('guide/other', 'Other data', [['', ['Normals are kept.']]]),
    ]);
    assert.deepEqual(paths(engine, 'vertex colors'), ['guide/vertex']);
  });

  it("finds the other forms of an irregular verb or plural, which the stemmer does not, but not a light verb's", () => {
    const terms = (term: string) => wordForms(term).map((form) => form.term);
    assert.ok(terms('built').includes('build'));
    assert.ok(terms('lying').includes('lies'), 'Porter stems "lying" to "ly" and "lies" to "li"');
    assert.ok(terms('sent').includes('send'));
    assert.deepEqual(terms('made'), ['made'], 'a light verb: its forms are words every page holds');
    assert.ok(terms('vertices').includes('vertex'), 'an irregular plural, which Porter stems apart from its singular');
    const engine = engineOf([
      page('guide/orientation', 'Orientation', [['', ['The model lies on its back: it was made Z-up.']]]),
      page('guide/culling', 'Back faces', [['', ['The back faces of a model are culled.']]]),
    ]);
    assert.equal(paths(engine, 'model lying on back')[0], 'guide/orientation');
    const jobs = engineOf([
      page('guide/jobs', 'Jobs', [['', ['A job that runs too long is stopped.']]]),
      page('guide/range', 'Value range', [['', ['Each setting has a range of values.']]]),
    ]);
    assert.deepEqual(paths(jobs, 'run jobs'), ['guide/jobs'], 'a form is a whole word: "ran" does not find "range"');
  });

  it('groups a glossary phrase into one slot holding all its forms', () => {
    const glossary = [[['cli'], ['command', 'line']]];
    assert.deepEqual(querySlots(['dcc', 'command', 'line'], glossary), [[['dcc']], [['cli'], ['command', 'line']]]);
    assert.deepEqual(
      querySlots(['command', 'lin'], glossary),
      [[['command']], [['lin']]],
      'a phrase still being typed is not',
    );
  });
});

describe('ranking', () => {
  it("finds a page by the words other pages' links use for it", () => {
    const access = page('guide/access', 'Access', [['', ['Steps to get a credential for scripts.']]]);
    access.records[0] = {...access.records[0]!, links: ['generate an API token']};
    const engine = engineOf([access, page('api/tokens', 'Tokens', [['', ['Tokens are listed here.']]])]);
    assert.deepEqual(paths(engine, 'generate token')[0], 'guide/access');
    assert.deepEqual(paths(engine, 'credential'), ['guide/access'], 'and still by its own words');
  });

  it('ranks a page whose title and body share the words above sections that hold only some of them', () => {
    const engine = engineOf([
      page('api/presets', 'Presets', [['', ['Create a preset with the API.']]]),
      page('guide/customise', 'Customise your presets', [
        ['Step 2: Create a custom preset', ['Pick the values.']],
        ['Why', ['Make it your own.']],
      ]),
    ]);
    assert.equal(paths(engine, 'create own preset')[0], 'guide/customise');
  });

  it('gives the page context to one entry per page, so a long page does not fill the results', () => {
    // Every section of the long page holds two of the words and the page the third: without the
    // one-entry rule all of them would rank as holding every word.
    const long = page(
      'ref/schema',
      'Schema reference',
      Array.from({length: 12}, (_, index): [string, string[]] => [`convert option ${index}`, ['Converts fbx files.']]),
    );
    long.records.push({type: 'content', anchor: null, hierarchy: ['Docs', 'Schema reference'], content: 'usdz output'});
    const engine = engineOf([
      long,
      page('guide/convert', 'Convert models', [['', ['From fbx to usdz.']]]),
      ...[1, 2, 3, 4, 5].map((index) =>
        page(`guide/other-${index}`, 'Other formats', [['', ['The tools convert a file from fbx, then write usdz.']]]),
      ),
    ]);
    const result = engine.search({indexName: 'x', query: 'convert fbx usdz'}, urlFor);
    // Every word: the five other pages, the guide, and the long page once.
    assert.equal(result.nbHits, 7);
    assert.equal(result.hits.filter((hit) => hit.url.includes('ref/schema')).length, 1, 'the long page is one entry');
  });

  it('finds British spellings and other forms of a word', () => {
    const engine = engineOf([page('guide/qc', 'QC on optimisation', [['', ['Every migration is checked.']]])]);
    assert.deepEqual(paths(engine, 'optimization'), ['guide/qc']);
    assert.deepEqual(paths(engine, 'migrate'), ['guide/qc']);
  });

  it('treats glossary forms as one another', () => {
    const pages = [page('tools/cli', 'DCC Importer CLI reference', [['', ['Options of dcc-importer.exe.']]])];
    assert.deepEqual(paths(engineOf(pages, {glossary: [['cli', 'command line']]}), 'dcc importer command line'), [
      'tools/cli',
    ]);
    assert.deepEqual(
      paths(engineOf(pages, {glossary: []}), 'dcc importer command line').slice(0, 1),
      ['tools/cli'],
      'some words',
    );
    assert.equal(
      engineOf(pages, {glossary: []}).search({indexName: 'x', query: 'command line'}, urlFor).nbHits,
      0,
      'without the glossary nothing holds the phrase',
    );
  });

  it('tolerates typos only in words the index does not (or hardly) know', () => {
    const meshes = Array.from({length: 5}, (_, index): [string, string[]] => [`Mesh ${index}`, []]);
    const engine = engineOf([page('a/mesh', 'Mesh tools', meshes), page('b/mash', 'Mash tools', [])]);
    assert.deepEqual(paths(engine, 'mesh'), ['a/mesh'], 'a known word is not expanded to its neighbours');
    assert.deepEqual(paths(engine, 'mosh').sort(), ['a/mesh', 'b/mash']);
  });

  it('reads two swapped letters as one typo', () => {
    assert.equal(typoDistance('modle', 'model'), 1);
    assert.equal(typoDistance('uploded', 'uploaded'), 1);
    assert.equal(typoDistance('mdoel', 'model'), 1);
    assert.equal(typoDistance('mdeol', 'model'), 2);
    assert.deepEqual(transpositions('abc'), ['bac', 'acb']);
  });

  it('searches an unknown word as the nearest known words, with their stems and at their full weight', () => {
    const engine = engineOf([
      page('guide/upload', 'Upload a model', [['', ['Drag the file into the browser.']]]),
      page('api/assets', 'List base assets', [['', ['Returns the models you uploaded and their status.']]]),
      page('guide/mode', 'Viewer modes', [['', ['Shading mode of the viewer.']]]),
    ]);
    // "modle" is "model" with two letters swapped: two edits apart, one typo.
    assert.equal(paths(engine, 'modle')[0], 'guide/upload');
    // "uploded" is one letter short of "uploaded"; as typed it also finds what the stem "upload" finds.
    assert.deepEqual(paths(engine, 'uploded models'), paths(engine, 'uploaded models'));
    assert.deepEqual(paths(engine, 'uploded models').slice(0, 2).sort(), ['api/assets', 'guide/upload']);
  });

  it('matches a short word as a prefix only while it is the last one typed', () => {
    const engine = engineOf([page('a/atlas', 'Uvatlas setup', [])]);
    assert.deepEqual(paths(engine, 'setup uv'), ['a/atlas'], 'the last word is being typed');
    const typedInFull = engine.search({indexName: 'x', query: 'uv setup'}, urlFor).hits[0]!;
    assert.deepEqual(typedInFull._highlightResult.hierarchy.lvl1!.matchedWords, ['setup'], 'found by "setup" only');
    assert.deepEqual(paths(engine, 'uva setup'), ['a/atlas'], 'from three letters every word is a prefix');
  });

  it('reads a short last word that no page holds as a word still being typed, not as a required word', () => {
    const engine = engineOf([
      page('guide/import', 'Cloud import', [['', ['The import of a scene fails in the cloud.']]]),
      page('guide/engine', 'Cloud import engine', [['', ['The engine runs the cloud import.']]]),
    ]);
    // "en" is the start of "ends" (a question cut by the modal's length limit): the page of the typed words first.
    assert.deepEqual(paths(engine, 'cloud import fails en')[0], 'guide/import');
    // A short word the pages hold is a word, and required as any other.
    const withUv = engineOf([
      page('guide/import', 'Cloud import fails', [['', ['The import of a scene fails in the cloud.']]]),
      page('guide/uv', 'Cloud import of UV', [['', ['The cloud import keeps each UV set; it fails without one.']]]),
    ]);
    assert.deepEqual(paths(withUv, 'cloud import fails uv')[0], 'guide/uv');
  });

  it('answers the same with the per-word cache warm (typing) as cold', () => {
    const pages = [
      page('guide/customise', 'Customise your presets', [['Step 2', ['Create a custom preset.']]]),
      page('api/presets', 'Presets', [['', ['Create a preset.']]]),
    ];
    const warm = engineOf(pages);
    for (const prefix of ['c', 'cr', 'create', 'create p', 'create pre'])
      warm.search({indexName: 'x', query: prefix}, urlFor);
    const cold = engineOf(pages);
    const strip = (engine: SearchEngine) =>
      engine.search({indexName: 'x', query: 'create preset'}, urlFor).hits.map((hit) => [hit.url, hit._rankingInfo]);
    assert.deepEqual(strip(warm), strip(cold));
  });
});

describe('pages holding some of the words', () => {
  // Twelve pages hold the common word "mesh"; six of them also hold the rarer word "decimate".
  const pages = Array.from({length: 12}, (_, index) =>
    page(`guide/p${index}`, `Mesh page ${index}`, [
      ['Mesh tools', ['Every mesh has faces.', ...(index < 6 ? ['Decimate the mesh here.'] : [])]],
      ['Other', ['More mesh text.']],
    ]),
  );
  const hitsOf = (engine: SearchEngine, query: string) => {
    const result = engine.search({indexName: 'x', query, hitsPerPage: 100}, urlFor);
    return {nbHits: result.nbHits, hits: result.hits.map((hit) => [hit.url, hit._rankingInfo?.score])};
  };
  it('ranks as if every word were scored everywhere', () => {
    for (const query of ['mesh decimate', 'decimate mesh', 'mesh faces decimate']) {
      const full = engineOf(pages);
      // Words already cached in full are used in full (see termHits): this engine scores everything.
      for (const word of query.split(' ')) full.search({indexName: 'x', query: word}, urlFor);
      assert.deepEqual(hitsOf(engineOf(pages), query), hitsOf(full, query), query);
    }
  });

  it('scores every word in full when few records hold them all', () => {
    const few = [pages[0]!, pages[6]!, pages[7]!];
    const engine = engineOf(few);
    // Only one page holds both: the records holding "mesh" alone follow, from every page.
    const result = hitsOf(engine, 'mesh decimate');
    assert.ok(result.hits.some(([url]) => String(url).includes('guide/p7')));
    const full = engineOf(few);
    for (const word of ['mesh', 'decimate']) full.search({indexName: 'x', query: word}, urlFor);
    assert.deepEqual(result, hitsOf(full, 'mesh decimate'));
  });
});

describe('passages', () => {
  it("ranks the page with one passage holding the question's words above a page that spreads them", () => {
    const engine = engineOf([
      page('guide/quality', 'Check the quality of optimised models', [
        ['Textures', ['Textures are baked into one atlas.']],
        ['Files', ['The sizes of the files are listed beside each model.']],
        ['Getting files', ['Downloading a model gives you a ZIP file.']],
      ]),
      page('api/export-infos', 'Get export infos', [
        ['', ['Lists the outputs of a model with the texture sizes, to check them without downloading it.']],
      ]),
    ]);
    // The guide holds every word, "check" in its title and each other word in a section of its own; the operation
    // holds them in one sentence, which answers the question.
    assert.equal(paths(engine, 'check texture sizes without downloading')[0], 'api/export-infos');
  });

  it('weighs the passages of a question typed word by word as a new engine weighs them', () => {
    const pages = Array.from({length: 30}, (_, index) =>
      page(`guide/page-${index}`, `Guide ${index}`, [
        ['Textures', [`Texture sizes of model ${index} are listed.`, 'Check them before downloading.']],
        ['Files', [index % 2 ? 'Downloading gives you a ZIP file.' : 'Texture atlases are checked here.']],
      ]),
    );
    const typed = engineOf(pages);
    const question = 'check texture sizes without downloading';
    // Every keystroke reads the passages of mostly the same pages: the words kept for one must match the next.
    for (let length = 1; length < question.length; length++) paths(typed, question.slice(0, length));
    for (let other = 0; other < 40; other++) paths(typed, `model ${other} texture atlas`);
    assert.deepEqual(paths(typed, question), paths(engineOf(pages), question));
  });
});

describe('titles', () => {
  it("weighs a page whose title's words the query holds: the reader named it", () => {
    const engine = engineOf([
      page('guide/presets', 'Working with saved settings', [
        ['Preset IDs', ['Every preset has an id.']],
        ['Naming', ['Create a name that says what the preset is for. The API returns it.']],
      ]),
      page('api/create-preset', 'Create Preset', [['', ['Saves a configuration in your account and returns its id.']]]),
    ]);
    // The guide holds every word of the question; the operation's title is named by it. Without TITLE_WEIGHT
    // the guide comes first.
    assert.equal(paths(engine, 'create preset api does not return the id')[0], 'api/create-preset');
  });
});

describe('word weights', () => {
  it('weighs a name typed with a capital inside it over plain words in headings', () => {
    const engine = engineOf([
      page('guide/decimation', 'Decimation in 3D Processor 7', [
        ['How decimation works', ['Decimation removes triangles where the surface is flat.']],
      ]),
      page('guide/migration', 'Migrating settings', [
        [
          'Settings keys',
          [
            'Each old key and its new name: decimation:method is now method, decimation:preserveCommonMeshBorders ' +
              'is now preserveMeshBorders, decimation:target is now target, compact:atlasingMode is now atlasingMode, ' +
              'and compact:bakingResolution is now bakingResolution, read by the 3D Processor from version 7 on.',
          ],
        ],
      ]),
    ]);
    // The row that names the key answers; the guide holds the question's other words in its headings.
    const query = 'what is decimation:preserveCommonMeshBorders called in 3D Processor 7?';
    assert.equal(paths(engine, query)[0], 'guide/migration');
    assert.deepEqual([...namesIn('can I import SolidWorks files or my_fileName.glb')], ['solidworks', 'filename']);
  });

  it("weighs the site's name beside other words less than those words", () => {
    const engine = engineOf([
      page('guide/overview', 'RapidPipeline overview', [['', ['RapidPipeline optimises models and bakes normals.']]]),
      page('guide/baking', 'Baking normals', [['', ['Bake the normals of the source model onto the optimised one.']]]),
    ]);
    // Nearly every page is about the product: the page about baking normals answers, not the one that names it.
    assert.equal(paths(engine, 'bake normals in RapidPipeline')[0], 'guide/baking');
  });
});

describe('one hit per page', () => {
  it('keeps the best record of each page, in the order of all records', () => {
    const engine = engineOf([
      page('guide/tools', 'Mesh tools', [
        ['Decimate', ['Some text.', 'Decimate a mesh.', 'Decimate the mesh, then decimate it again.']],
        ['Merge', ['Merge mesh parts.', 'Decimate after the merge.']],
      ]),
      page('guide/more', 'More', [['Decimate more', ['Decimate.', 'Mesh decimate mesh.']]]),
    ]);
    for (const query of ['decimate', 'mesh decimate', 'merge']) {
      const all = engine.search({indexName: 'x', query, distinct: false, hitsPerPage: 100}, urlFor).hits;
      const firstOfEachUrl = all.filter(
        (hit, index) => all.findIndex((other) => other.url_without_anchor === hit.url_without_anchor) === index,
      );
      const distinct = engine.search({indexName: 'x', query, hitsPerPage: 100}, urlFor);
      assert.deepEqual(
        distinct.hits.map((hit) => hit.objectID),
        firstOfEachUrl.map((hit) => hit.objectID),
        query,
      );
      assert.equal(distinct.nbHits, firstOfEachUrl.length);
    }
  });

  it("reads a title's topic without the product's names and API versions", () => {
    assert.equal(titleTopic('RapidCompact API v1 Documentation'), titleTopic('RapidPipeline API v2 Documentation'));
    assert.equal(titleTopic('Get Rapid Model'), 'get rapid model');
    assert.equal(titleTopic('3D Processor 7.4.0'), '3d processor 7.4.0');
  });

  it('moves a legacy page below the next two when a page of its topic ranks above it, unless the query names v1', () => {
    const operation = (path: string, title: string, rank: number): ExtractedPage => ({
      ...page(path, title, [['Signature', ['Verify the webhook signature of each delivery.']]]),
      rank,
    });
    const pages = (legacyTitle: string) => [
      operation('api/v2/webhooks', 'Webhooks', 0),
      operation('api/v1/webhooks', legacyTitle, -1),
      page('tutorial/receiver', 'Receiver', [['', ['Verify each webhook and its signature.']]]),
      page('tutorial/deliveries', 'Deliveries', [['', ['A webhook signature.']]]),
      page('tutorial/retries', 'Retries', [['', ['Webhook retries.']]]),
    ];
    const query = 'verify webhook signature';
    assert.deepEqual(paths(engineOf(pages('Legacy webhooks')), query).slice(0, 2), [
      'api/v2/webhooks',
      'api/v1/webhooks',
    ]);
    assert.deepEqual(paths(engineOf(pages('Webhooks')), query).slice(0, 4), [
      'api/v2/webhooks',
      'tutorial/receiver',
      'tutorial/deliveries',
      'api/v1/webhooks',
    ]);
    assert.deepEqual(paths(engineOf(pages('RapidCompact Webhooks v1')), query).slice(0, 4), [
      'api/v2/webhooks',
      'tutorial/receiver',
      'tutorial/deliveries',
      'api/v1/webhooks',
    ]);
    assert.deepEqual(paths(engineOf(pages('Webhooks')), `v1 ${query}`).slice(0, 2), [
      'api/v2/webhooks',
      'api/v1/webhooks',
    ]);
  });
});

describe('reference pages', () => {
  const paragraphs = (count: number) =>
    Array.from({length: count}, (_, index) => `Setting ${index} changes the output.`);
  const recordsHolding = (engine: SearchEngine, query: string) =>
    engine.search({indexName: 'x', query, distinct: false, hitsPerPage: 0}, urlFor).nbHits;

  it('gives a section its page title as context', () => {
    const engine = engineOf([page('guide/schema', 'Schema guide', [['Options', paragraphs(10)]])]);
    // The title and the section under it (its heading and ten paragraphs are one section).
    assert.equal(recordsHolding(engine, 'schema'), 2);
    assert.equal(recordsHolding(engine, 'options'), 1);
  });

  it('does not repeat the headings of a reference page in each of its entries', () => {
    const engine = engineOf([page('ref/schema', 'Schema reference', [['Options', paragraphs(250)]])]);
    assert.equal(recordsHolding(engine, 'schema'), 1, 'only the title: neither its headings nor its text repeat it');
    assert.equal(recordsHolding(engine, 'options'), 1);
    assert.deepEqual(paths(engine, 'schema setting'), ['ref/schema'], 'the page context still holds the title');
  });

  it('keeps the ancestors below the title in the headings of a reference page', () => {
    const reference = page('ref/nested', 'Nested reference', [['Materials', paragraphs(250)]]);
    const hierarchy = ['Docs', 'Nested reference', 'Materials', 'Base colour'];
    reference.records.push({type: 'lvl3', anchor: 'base-colour', hierarchy, content: null});
    const engine = engineOf([reference]);
    assert.equal(recordsHolding(engine, 'nested'), 1, 'the title only');
    const [first] = engine.search({indexName: 'x', query: 'materials base colour', distinct: false}, urlFor).hits;
    assert.equal(first?.anchor, 'base-colour', 'its own heading and the one above it');
  });
});

describe('stop words', () => {
  const engine = engineOf([
    page('guide/basics', 'The basics', [['', ['Open the file and the scene.']]]),
    page('guide/mesh', 'Meshes', [
      ['Short', ['Decimate mesh.']],
      // The same words and a stop word: longer, so "decimate" weighs less in it.
      ['Long', ['Decimate the mesh.']],
    ]),
  ]);
  const recordsHolding = (query: string) =>
    engine.search({indexName: 'x', query, distinct: false, hitsPerPage: 10}, urlFor).hits.map((hit) => hit.type);

  it('finds a query of stop words only in headings', () => {
    assert.deepEqual(recordsHolding('the'), ['lvl1']);
  });

  it('drops the words that set what is asked against another way', () => {
    // Pages saying "instead of polling" hold the reader's turn of phrase, not the callback they ask for.
    assert.deepEqual(queryTerms('callback url instead of polling'), ['callback', 'url', 'polling']);
    assert.deepEqual(queryTerms('glb rather than gltf'), ['glb', 'gltf']);
    assert.deepEqual(queryTerms('texture sizes without downloading'), ['texture', 'sizes', 'without', 'downloading']);
  });

  it('drops the fillers of spoken questions', () => {
    assert.deepEqual(queryTerms('is the import still failing'), ['import', 'failing']);
    assert.deepEqual(queryTerms('can I also export usdz, maybe even fbx'), ['export', 'usdz', 'fbx']);
  });

  it('drops what is left of a contraction', () => {
    assert.deepEqual(queryTerms("what's new"), ['new']);
    assert.deepEqual(queryTerms('whats new'), ['new'], 'typed without the apostrophe');
    assert.deepEqual(queryTerms('im stuck, it doesnt finish'), ['stuck', 'finish']);
    assert.deepEqual(queryTerms("I'm stuck: the upload doesn't finish and won't retry"), [
      'stuck',
      'upload',
      'finish',
      'retry',
    ]);
  });

  it('drops function words, but not "own" or the particle of a phrasal verb', () => {
    assert.deepEqual(queryTerms('download all files via the api'), ['download', 'files', 'api']);
    assert.deepEqual(queryTerms('set both decimator and remesher'), ['set', 'decimator', 'remesher']);
    assert.deepEqual(queryTerms('upload my own preset'), ['upload', 'own', 'preset']);
    assert.deepEqual(queryTerms('set up a token, turn off culling'), ['set', 'up', 'token', 'turn', 'off', 'culling']);
  });

  it('shows the same hits with or without a function word few pages hold', () => {
    const engine = engineOf([
      page('plugin/setup', 'Plugin setup', [
        ['Install', ['Download the add-on file and open it.']],
        ['Optimise', ['The optimised model replaces the selection.']],
        ['Activate', ['Share the token via e-mail. API tokens are for the REST API.']],
      ]),
      page('api/downloads', 'Download results', [['', ['Download the optimised file from the API.']]]),
    ]);
    const urls = (query: string) => engine.search({indexName: 'x', query}, urlFor).hits.map((hit) => hit.url);
    // With "via" counted, the plugin page was shown at the paragraph that shares a token via e-mail.
    assert.deepEqual(urls('download optimised file via api'), urls('download optimised file api'));
  });

  it('drops the opening of a question, and only there', () => {
    assert.deepEqual(queryTerms('is there a way to keep my uvs'), ['keep', 'uvs']);
    assert.deepEqual(queryTerms("what's the best way to bake normals"), ['bake', 'normals']);
    assert.deepEqual(queryTerms('i need to export usdz, please help'), ['export', 'usdz', 'please', 'help']);
    assert.deepEqual(queryTerms('remesher or decimator: which is the best way'), [
      'remesher',
      'decimator',
      'best',
      'way',
    ]);
    assert.deepEqual(queryTerms('help'), ['help'], 'an opening alone is the query');
    // Asked about two things, "difference" is not a thing of its own (the QC difference image is).
    assert.deepEqual(queryTerms("what's the difference between base asset and rapid model"), [
      'base',
      'asset',
      'rapid',
      'model',
    ]);
    assert.deepEqual(queryTerms('qc difference between renders'), ['qc', 'difference', 'renders']);
  });

  it('counts the words it keeps against the cap, not the words it drops', () => {
    const query = 'is there a way to download all of the files of an upload as a zip';
    assert.deepEqual(queryTerms(query), ['download', 'files', 'upload', 'zip']);
    const pasted = Array.from({length: 20}, (_, index) => `word${index}`).join(' ');
    assert.equal(queryTerms(pasted).length, MAX_QUERY_TERMS);
  });

  it('keeps the stop words of a whole page title the query holds', () => {
    const headings = new Map([['get', [stopWordTitle('Get Preset')!]]]);
    assert.deepEqual(queryTerms('get preset', headings), ['get', 'preset']);
    assert.deepEqual(queryTerms('api get preset by id', headings), ['api', 'get', 'preset', 'id']);
    assert.deepEqual(queryTerms('how do i get a preset', headings), ['preset'], 'not a title: "get a preset"');
    assert.equal(stopWordTitle('Presets'), null, 'no stop word');
    assert.equal(stopWordTitle('What is it'), null, 'stop words only');
  });

  it("finds the operation a query names by its title's verb", () => {
    const presets = engineOf([
      // Its shorter text wins when "get" is dropped from "get preset".
      page('api/update-preset', 'Update Preset', [['', ['Renames a preset.']]]),
      page('api/get-preset', 'Get Preset', [['', ['Returns one preset with its name and settings.']]]),
    ]);
    assert.deepEqual(paths(presets, 'get preset'), ['api/get-preset', 'api/update-preset']);
  });

  it('does not require a stop word it keeps for a title', () => {
    const engine = engineOf([
      page('guide/embed', 'Create an Embed', [['', ['Share a Rapid Model in the browser.']]]),
      page('guide/token', 'Create an API token', [['', ['Scripts that export a glb need one.']]]),
      page('api/embed', 'Create Embed from Base Asset', [['', ['Shows an uploaded glb without optimising it.']]]),
    ]);
    // "an" is kept for the title "Create an Embed", but a page need not hold it, as it need not hold "docs":
    // the page that holds every other word comes first.
    assert.equal(paths(engine, 'create an embed from a glb')[0], 'api/embed');
  });

  it('still counts them in the length of a text', () => {
    const hits = engine.search({indexName: 'x', query: 'decimate', distinct: false}, urlFor).hits;
    const score = (anchor: string) => hits.find((hit) => hit.anchor === anchor && hit.type === 'content')!;
    assert.ok(score('short')._rankingInfo!.score > score('long')._rankingInfo!.score);
  });
});

describe('highlighting', () => {
  it('gives each hit its own match details, though its page title is matched once', () => {
    const engine = engineOf([
      page('guide/mesh', 'Mesh tools', [
        ['Decimate', ['Decimate a mesh.']],
        ['Merge', ['Merge a mesh.']],
      ]),
    ]);
    const hits = engine.search({indexName: 'x', query: 'mesh', distinct: false}, urlFor).hits;
    assert.ok(hits.length >= 2);
    const titles = hits.map((hit) => hit._highlightResult.hierarchy.lvl1!);
    assert.deepEqual(titles[1]!.matchedWords, ['mesh']);
    titles[0]!.matchedWords.push('changed');
    assert.deepEqual(titles[1]!.matchedWords, ['mesh'], 'changing one hit leaves the others');
    assert.equal(titles[1]!.matchLevel, 'full');
  });
});

describe('what a page is about', () => {
  const schemaEntries = (count: number): [string, string[]][] =>
    Array.from({length: count}, (_, index) => [`bakeNormals${index}`, [`Bakes normal maps of part ${index}.`]]);

  it('ranks a guide above reference entries for a plain-language question', () => {
    const engine = engineOf([
      page('ref/schema', 'Schema reference', schemaEntries(250)),
      page('guide/optimize', 'Optimize settings', [
        ['Textures', ['The decimator can bake normal maps onto the result.']],
      ]),
    ]);
    assert.deepEqual(paths(engine, 'bake normal maps')[0], 'guide/optimize');
  });

  it('ranks the reference entry first when the query looks like a key', () => {
    const engine = engineOf([
      page('ref/schema', 'Schema reference', schemaEntries(250)),
      page('guide/optimize', 'Optimize settings', [['Baking', ['Set bakeNormals7 to bake normal maps.']]]),
    ]);
    assert.equal(paths(engine, 'bakeNormals7')[0], 'ref/schema');
  });

  it('reads a dotted file name in the query as a file, not a key', () => {
    const engine = engineOf([
      page('ref/schema', 'Schema reference', [...schemaEntries(250), ['diffImage', ['Writes the diff image as PNG.']]]),
      page('guide/qc', 'QC report', [['Files', ['The report writes __diff.png, the difference image.']]]),
    ]);
    assert.equal(paths(engine, '__diff.png difference image')[0], 'guide/qc');
    assert.equal(paths(engine, 'diffImage png')[0], 'ref/schema', 'a camelCase word still looks like a key');
  });

  it('reads a camelCase name as a name, and a camelCase key as a key', () => {
    const engine = engineOf([
      page('ref/schema', 'Schema reference', [
        ...schemaEntries(250),
        ['macosQuarantine', ['Bakes normal maps on macOS without the quarantine flag.']],
      ]),
      page('guide/install', 'Install on macOS', [['Quarantine', ['macOS quarantines a download: clear the flag.']]]),
    ]);
    assert.equal(paths(engine, 'macOS quarantine')[0], 'guide/install', 'macOS is a name, not a key');
    assert.equal(paths(engine, 'macosQuarantine')[0], 'ref/schema');
  });

  it("ignores the verb 'get' of a question, which every API operation title starts with", () => {
    const engine = engineOf([
      page('api/get-token', 'Get Token', [['', ['Returns the token used for this request.']]]),
      page('guide/api-token', 'Set up an API token', [
        ['Create a token', ['Open the account page and create a token.']],
      ]),
    ]);
    assert.equal(paths(engine, 'how do i get an api token')[0], 'guide/api-token');
    assert.equal(paths(engine, 'get')[0], 'api/get-token', "a query of 'get' alone still searches it");
  });

  it('ranks a page lacking one of the words when it holds the others', () => {
    const engine = engineOf([
      page('api/delete-multiple', 'Delete multiple Base Assets', [['', ['Deletes several uploads at once.']]]),
      page('guide/other', 'Other', [['', ['Nothing here.']]]),
    ]);
    assert.deepEqual(paths(engine, 'delete base assets quickly'), ['api/delete-multiple']);
  });

  it("costs a page nothing when it lacks the site's name or a kind of page the query names", () => {
    const engine = engineOf([
      page('api/update-preset', 'Update Preset', [['', ['Changes the settings of a preset.']]]),
      page('guide/presets', 'Presets', [
        ['Update', ['Rename a folder in RapidPipeline.', 'For example, a folder of presets.']],
      ]),
      page('guide/bake', 'Bake maps', [['', ['Bake normal maps in RapidPipeline.']]]),
      page('tutorials/bake', 'Bake maps, a tutorial', [['', ['Bake normal maps in RapidPipeline, step by step.']]]),
    ]);
    for (const query of [
      'update preset',
      'update a preset in rapidpipeline',
      'rapidpipeline update preset docs',
      'update a preset in rapid pipeline',
    ])
      assert.equal(paths(engine, query)[0], 'api/update-preset', query);
    assert.equal(paths(engine, 'update preset example')[0], 'api/update-preset');
    assert.equal(paths(engine, 'bake normal maps tutorial')[0], 'tutorials/bake', 'a page that holds the word gains');
    // A query of such words alone needs them: the page holding both comes first.
    assert.equal(paths(engine, 'rapidpipeline tutorial')[0], 'tutorials/bake');
  });

  it('costs a page nothing when it lacks the verb with which a reader quotes a screen', () => {
    const engine = engineOf([
      page('guide/statuses', 'Statuses', [['Import failed', ['The file could not be read.']]]),
      page('guide/viewer', 'Viewer', [['', ['The status bar says so when an import failed.']]]),
    ]);
    assert.equal(paths(engine, 'status says import failed')[0], 'guide/statuses');
  });

  it('matches a kind of page as typed, not by its stem ("docs" is not "documentation")', () => {
    const engine = engineOf([
      page('api/intro', 'Widget API Documentation', [['', ['Calls for the widget.']]]),
      page('guide/widget', 'Widget setup', [['', ['Set up the widget in three steps.', 'The widget needs a token.']]]),
    ]);
    assert.equal(paths(engine, 'widget')[0], 'guide/widget');
    assert.equal(paths(engine, 'widget docs')[0], 'guide/widget');
    // Alone, the word is searched as usual, stem included.
    assert.equal(paths(engine, 'docs')[0], 'api/intro');
  });

  it("weighs a long question's words by their rarity: a page lacking common words beats one lacking rare words", () => {
    const common = ['Viewer', 'Uploads', 'Tags', 'Embeds', 'Presets', 'Tokens'].map((title) =>
      page(`guide/${title.toLowerCase()}`, title, [['', ['What gets built can change.']]]),
    );
    const engine = engineOf([
      ...common,
      page('guide/units', 'Import', [['', ['A model in millimeters and metres.']]]),
      page('guide/scenes', 'Scenes', [['', ['A model gets built and changed.']]]),
    ]);
    const order = paths(engine, 'model built in millimeters, wanted metres, it gets changed');
    assert.ok(order.indexOf('guide/units') < order.indexOf('guide/scenes'), order.join(' '));
  });

  it('asks a word typed twice once', () => {
    const engine = engineOf([
      page('guide/compare', 'Compare input and output', [['', ['Open both files side by side.']]]),
      page('guide/viewer', 'Viewer', [['', ['Shows the model from the side.']]]),
    ]);
    const scores = (query: string) =>
      engine.search({indexName: 'x', query}, urlFor).hits.map((hit) => [hit.url, hit._rankingInfo?.score]);
    assert.deepEqual(scores('compare input and output side by side'), scores('compare input and output side'));
  });

  it('reads "Step 5:" as a place in a tutorial, not as the number 5', () => {
    const engine = engineOf([
      page('tutorials/decimate', 'Decimate a model', [
        ['Step 4: Run the processor', ['Run rpdx with the settings file.']],
        ['Step 5: Compare the files', ['Open the input and the output side by side.']],
      ]),
      page('tutorials/upload', 'Upload a model', [['Step 5: Download the model', ['Download the optimised model.']]]),
      page('guide/modifier', 'Modifier settings', [
        ['File-size limit', ['The GLB must stay under 5 MB: maxMegabytesOnDisk caps the size of the exported files.']],
      ]),
    ]);
    for (const query of ['keep the model under 5 mb', 'model under 5 mb'])
      assert.equal(paths(engine, query)[0], 'guide/modifier', query);
    // The rest of the heading still finds its section.
    assert.equal(paths(engine, 'compare the files')[0], 'tutorials/decimate');
  });

  it('finds the release note of a version the query names before pages that mention the number', () => {
    const engine = engineOf([
      page('docs/schema', 'Schema', [['Versions', ['Schema 1.4 is read by 3D Processor 7.4.0 and newer.']]]),
      release('7.3.0'),
      release('7.4.0'),
      release('7.4.1'),
    ]);
    assert.deepEqual(paths(engine, "what's new in 7.4").slice(0, 2).sort(), [
      'processor-updates/v7.4.0',
      'processor-updates/v7.4.1',
    ]);
  });

  it('reads "7.x" as the versions of a series', () => {
    const engine = engineOf([
      page('docs/cli', 'CLI', [['Versions', ['The legacy CLI 6.x and the 3D Processor 7.x read different files.']]]),
      release('6.14.0'),
      release('7.0.0'),
      release('7.4.1'),
    ]);
    assert.deepEqual(queryTerms("what's new in 7.x"), ['new', '7.x'], 'one word, as the docs write it');
    assert.deepEqual(paths(engine, "what's new in 7.x").slice(0, 2).sort(), [
      'processor-updates/v7.0.0',
      'processor-updates/v7.4.1',
    ]);
    assert.equal(paths(engine, 'legacy cli 6.x')[0], 'docs/cli', 'the page that says "6.x" still matches it');
  });

  it('reads a dotted version number as one word: "v1" is not the "v1" of "v1.4"', () => {
    const engine = engineOf([
      page('docs/schema-v1.4', 'Processor schema settings v1.4', [['Export', ['Formats of the output files.']]]),
      page('api/v1/optimize', 'Optimize', [['', ['POST /api/v1/rawmodel/optimize: starts an optimisation.']]]),
    ]);
    assert.deepEqual(paths(engine, 'v1 optimize'), ['api/v1/optimize']);
    assert.equal(paths(engine, 'settings v1.4')[0], 'docs/schema-v1.4');
    const hit = engine.search({indexName: 'x', query: 'schema v1.4'}, urlFor).hits[0]!;
    assert.match(hit._highlightResult.hierarchy.lvl1!.value, /<span[^>]*>v1\.4<\/span>/);
  });

  it('ranks the pages of the API version the query names ("v1") above pages that mention it', () => {
    const inSection = (name: string, of: ExtractedPage): ExtractedPage => ({
      ...of,
      records: of.records.map((record) => ({...record, hierarchy: [name, ...record.hierarchy.slice(1)]})),
    });
    const engine = engineOf([
      inSection(
        'API v2.0',
        page('docs/api/v2/optimize', 'Optimize', [['', ['Optimises a model. Unlike API v1, it takes a preset.']]]),
      ),
      inSection(
        'API v1.0',
        page('docs/api/v1/optimize', 'Optimize', [
          [
            '',
            [
              'Starts an optimisation of a model with the settings in config, as the reference client of the legacy API v1 does.',
            ],
          ],
        ]),
      ),
    ]);
    assert.deepEqual(paths(engine, 'v1 optimize'), ['docs/api/v1/optimize', 'docs/api/v2/optimize']);
    assert.deepEqual(paths(engine, 'optimize v2'), ['docs/api/v2/optimize', 'docs/api/v1/optimize']);
    assert.deepEqual(
      apiVersionsIn('moving from v1 to V2, schema v1.4'),
      [1, 2],
      'a dotted version is not an API version',
    );
  });

  it('finds release notes first for a question about what changed, matched on the words beyond the phrase', () => {
    const engine = engineOf([
      page('docs/export', 'Export settings', [['Output', ['Textures can be written as WebP.']]]),
      {
        ...page('processor-updates/v7.1.0', '3D Processor 7.1.0', [['Added', ['WebP texture output.']]]),
        tags: ['default'],
      },
    ]);
    assert.deepEqual(paths(engine, 'webp textures'), ['docs/export', 'processor-updates/v7.1.0']);
    // "release" is what the reader wants, not a word the note holds: it neither counts against the note nor
    // finds other pages, and the note is weighted up.
    assert.deepEqual(paths(engine, 'webp textures release'), ['processor-updates/v7.1.0', 'docs/export']);
    assert.deepEqual(paths(engine, 'which version added webp textures'), ['processor-updates/v7.1.0', 'docs/export']);
    for (const asked of [
      "what's new with webp textures",
      'whats new with webp textures',
      'what\u2019s new with webp textures',
    ])
      assert.deepEqual(paths(engine, asked), ['processor-updates/v7.1.0', 'docs/export'], asked);
    const checklist = engineOf([page('docs/checklist', 'Release checklist', [['', ['Steps before shipping.']]])]);
    assert.deepEqual(paths(checklist, 'release'), ['docs/checklist'], 'a query of the phrase alone searches its words');
  });

  it('puts the note first when the question asks when a feature came, though a guide is titled for it', () => {
    const engine = engineOf([
      page('docs/convert', 'Convert models', [
        ['Format conversion', ['A format conversion writes the model in other formats.']],
      ]),
      {
        ...page('platform-updates/2024-07-02', 'July 2, 2024', [
          ['New', ['Added: format conversion of Base Assets in the API.']],
        ]),
        tags: ['default'],
      },
    ]);
    assert.deepEqual(paths(engine, 'format conversion'), ['docs/convert', 'platform-updates/2024-07-02']);
    assert.equal(paths(engine, 'when was format conversion added')[0], 'platform-updates/2024-07-02');
  });

  it('finds the newest release note of a product for a question about what is new, unless it names a version', () => {
    const engine = engineOf([
      {...page('processor-updates/v7.0.0', '3D Processor 7.0.0', [['', ['The first release.']]]), tags: ['default']},
      {...release('7.20.0'), path: 'cli-updates/v7.20.0'},
      release('7.2.0'),
      release('7.10.1'),
      release('7.4.0'),
    ]);
    const firstNote = (query: string) => paths(engine, query).find((path) => path.startsWith('processor-updates/'));
    for (const asked of ["what's new in the 3d processor", '3d processor changelog', 'latest 3d processor'])
      assert.equal(firstNote(asked), 'processor-updates/v7.10.1', `${asked}: the highest version of its own feed`);
    assert.equal(firstNote('3d processor release'), 'processor-updates/v7.0.0', 'not a question about the newest');
    assert.equal(firstNote("what's new in 3d processor 7.2"), 'processor-updates/v7.2.0', 'a version');
    assert.equal(firstNote('what was new in the 3d processor in 2024'), 'processor-updates/v7.0.0', 'a year');
    assert.equal(
      firstNote('3d processor changelog first release'),
      'processor-updates/v7.0.0',
      'the words still count',
    );
  });

  it('finds the release notes dated in the month the query names; a year alone is only a word', () => {
    // A post's date is its title's first text, as the extractor writes it.
    const note = (path: string, title: string, date: string, text: string): ExtractedPage => ({
      ...page(path, title, [['', [date, text]]]),
      tags: ['default'],
    });
    const engine = engineOf([
      page('docs/platform', 'Web Platform', [['Uploads', ['The Web Platform optimises the models you upload.']]]),
      page('docs/max', '3ds Max plugin', [['', ['The plugin runs in 3ds Max 2024 and newer.']]]),
      note('platform-updates/2023-06-20', 'REST API v2', 'June 20, 2023', 'The Web Platform gains API v2.'),
      note('platform-updates/2024-06-25', 'Webhooks', 'June 25, 2024', 'The Web Platform sends webhooks.'),
      note('max-updates/v1.0.0', '3ds Max plugin 1.0.0', 'March 4, 2024', 'The first release for 3ds Max.'),
    ]);
    assert.deepEqual(monthsIn('June 2023, sept 5 2024, Mar. 2025, 3ds Max 2024, 2024 may be'), [
      2023 * 12 + 5,
      2024 * 12 + 8,
      2025 * 12 + 2,
    ]);
    assert.equal(paths(engine, 'web platform june 2023')[0], 'platform-updates/2023-06-20');
    assert.equal(paths(engine, 'web platform updates jun 2024')[0], 'platform-updates/2024-06-25');
    assert.equal(paths(engine, '3ds max 2024')[0], 'docs/max', 'a host version, not a date');
  });

  it('searches an unknown short word or a number as typed, not as its neighbours', () => {
    const engine = engineOf([
      page('guide/export', 'Export slots', [['', ['Each slot writes one file.']]]),
      page('guide/batch', 'Process many models', [['', ['Start one job per model, all at once.']]]),
    ]);
    // "lots" is one letter from "slots", but it is an English word the docs do not use, not a typo.
    assert.deepEqual(paths(engine, 'lots of models'), ['guide/batch', 'guide/export']);
  });

  it("lets a reader's word find the docs' word, not the other way round", () => {
    const engine = engineOf(
      [
        page('guide/token', 'Set up an API token', [['', ['Create the token.']]]),
        page('guide/zip', 'Download a zip', [['', ['One archive.']]]),
      ],
      {readerWords: [['key', ['token']]]},
    );
    assert.deepEqual(paths(engine, 'key'), ['guide/token']);
    assert.deepEqual(querySlots(['api', 'key'], [], [[['key'], ['token']]]), [[['api']], [['key'], ['token']]]);
    assert.deepEqual(querySlots(['token'], [], [[['key'], ['token']]]), [[['token']]]);
  });

  it("reads a mistyped reader's word as the reader's word, which the docs do not hold", () => {
    const engine = engineOf(
      [
        page('guide/decimate', 'Reduce a model', [['', ['Decimation keeps the silhouette.']]]),
        page('guide/light', 'Light a model', [['', ['Lights and lightmaps show the model in the viewer.']]]),
      ],
      {readerWords: [['lighter', ['reduce', 'decimation']]]},
    );
    assert.equal(paths(engine, 'make the model lighter')[0], 'guide/decimate');
    // Two letters swapped, one dropped: nearer to the reader's word than to any word of the docs.
    assert.equal(paths(engine, 'make the model lihgter')[0], 'guide/decimate');
    assert.equal(paths(engine, 'make the model ligter')[0], 'guide/decimate');
    // Where the word is read as typed (before "on" or "off"), its typo is not read as the reader's word either.
    assert.deepEqual(paths(engine, 'model ligter on mobile'), paths(engine, 'model lighter on mobile'));
  });

  it('reads a reader\'s word as typed before a particle: "turn on" converts nothing', () => {
    const engine = engineOf(
      [
        page('api/convert-preset', 'Convert Preset', [
          ['', ['Converts a preset with its vertex colors to the CLI format.']],
        ]),
        page('guide/import', 'Import settings', [['', ['Vertex colors are left out unless you turn them on.']]]),
      ],
      {readerWords: [['turn', ['convert']]]},
    );
    assert.equal(paths(engine, 'turn on vertex colors')[0], 'guide/import');
    assert.equal(
      paths(engine, 'turn preset into cli format')[0],
      'api/convert-preset',
      'elsewhere it is a reader word',
    );
  });

  it('reads a reader\'s word as typed after a quantifier: "how many" asks for a number', () => {
    const engine = engineOf(
      [
        page('api/delete-multiple', 'Delete Multiple Base Assets', [['', ['Deletes Base Assets in one request.']]]),
        page('api/rate-limit', 'Rate limit', [
          ['', ['Send at most 2000 requests per minute, or get 429 Too Many Requests.']],
        ]),
      ],
      {readerWords: [['many', ['multiple']]]},
    );
    assert.equal(paths(engine, 'how many requests per minute')[0], 'api/rate-limit');
    assert.equal(paths(engine, 'too many requests')[0], 'api/rate-limit');
    assert.equal(paths(engine, 'delete many base assets')[0], 'api/delete-multiple', 'elsewhere it is a reader word');
  });
});

describe('compound words', () => {
  it('reads a snake_case or hyphenated word as one phrase: its words found together, not apart', () => {
    const engine = engineOf([
      page('guide/jobs', 'Jobs', [
        ['Queue', ['Jobs wait in the queue until a worker is free. The queue is shared.']],
        ['Sent mail', ['Mail is sent when a job ends, and sent again on failure.']],
      ]),
      page('api/status', 'Status values', [['', ['A job is sent_to_queue until it runs, then done or failed.']]]),
    ]);
    assert.deepEqual(paths(engine, 'sent_to_queue'), ['api/status'], 'the parts apart do not match the name');
    assert.equal(paths(engine, 'stuck in sent_to_queue')[0], 'api/status');
    assert.deepEqual(paths(engine, 'sent-to-queue'), ['api/status'], 'a hyphenated word too');
  });
});
