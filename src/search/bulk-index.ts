/**
 * `addAll` for an index built once, from every record at the same time.
 *
 * MiniSearch's `add` looks every word occurrence up in its radix tree (about
 * 400,000 walks for this site's index): a third of building the engine, which
 * is on the path to the first search result. Here MiniSearch's own `add` does
 * everything else (ids, field lengths, tokenizing, `processTerm`), while its
 * `addTerm` only counts occurrences in a hash map; each word then goes into the
 * tree once, with the same posting maps, in the same order, that `addTerm`
 * would have made. `tests/unit/search-bulk-index.test.ts` compares the two
 * indexes' serializations.
 *
 * This relies on two internals of MiniSearch 7.2 (`addTerm`, `_index`), like
 * the engine's `executeQuery`; package.json pins that exact version.
 */
import MiniSearch, {type Options} from 'minisearch';

interface Internals {
  addTerm(fieldId: number, documentId: number, term: string): void;
  _index: {set(term: string, data: Map<number, Map<number, number>>): void};
}

/** Per word: for each field, the documents holding it and how often (documents arrive in order). */
interface Occurrences {
  fields: number[];
  documents: number[][];
  counts: number[][];
}

export function buildMiniSearch<T>(documents: readonly T[], options: Options<T>): MiniSearch<T> {
  const index = new MiniSearch<T>(options);
  const internals = index as unknown as Internals;
  if (typeof internals.addTerm !== 'function' || !internals._index)
    throw new Error('buildMiniSearch: this MiniSearch version has no addTerm/_index (see package.json pin)');
  const words = new Map<string, Occurrences>();
  internals.addTerm = (fieldId, documentId, term) => {
    let word = words.get(term);
    if (!word) words.set(term, (word = {fields: [], documents: [], counts: []}));
    let holding = word.documents[fieldId];
    if (!holding) {
      holding = word.documents[fieldId] = [];
      word.counts[fieldId] = [];
      word.fields.push(fieldId);
    }
    const last = holding.length - 1;
    if (holding[last] === documentId) word.counts[fieldId]![last]! += 1;
    else {
      holding.push(documentId);
      word.counts[fieldId]!.push(1);
    }
  };
  try {
    index.addAll(documents as T[]);
  } finally {
    delete (internals as Partial<Internals>).addTerm;
  }
  for (const [term, word] of words) {
    const data = new Map<number, Map<number, number>>();
    for (const fieldId of word.fields) {
      const holding = word.documents[fieldId]!;
      const counts = word.counts[fieldId]!;
      const postings = new Map<number, number>();
      for (let i = 0; i < holding.length; i++) postings.set(holding[i]!, counts[i]!);
      data.set(fieldId, postings);
    }
    internals._index.set(term, data);
  }
  return index;
}
