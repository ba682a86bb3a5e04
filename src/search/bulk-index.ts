/**
 * `addAll` for an index built once, from every record at the same time.
 *
 * Building the engine is on the path to the first search result, and
 * MiniSearch's `add` spends it on work this index repeats:
 * - it tokenizes every field of every record, though most field values recur
 *   (the headings above a section are the same for each of its paragraphs:
 *   of 184,000 words read, 75,000 are repeats);
 * - it looks every word occurrence up in its radix tree (about 400,000 walks);
 * - it keeps each word's postings in a hash map per field: 145,000 entries
 *   allocated one by one, whose garbage collection was a third of the build.
 * Here each distinct value of a field is tokenized once, its words counted once
 * (`tokenize` and `processTerm` are MiniSearch's options, called as `add` calls
 * them), and each word goes into the tree once, in the order `add` would have
 * put it there. Its postings are a `Postings`: two arrays with the read-only
 * surface of the map `add` makes (MiniSearch and the engine only read them).
 * The ids and field lengths go through MiniSearch's own `addDocumentId` and
 * `addFieldLength`. `tests/unit/search-bulk-index.test.ts` compares the two
 * indexes' serializations and answers.
 *
 * This relies on internals of MiniSearch 7.2 (`_options`, `_fieldIds`,
 * `_index` and the methods below), like the engine's `executeQuery`;
 * package.json pins that exact version.
 */
import MiniSearch, {type Options} from 'minisearch';

interface Internals<T> {
  _options: Required<Pick<Options<T>, 'extractField' | 'stringifyField' | 'tokenize' | 'processTerm' | 'fields'>> & {
    idField: string;
  };
  _fieldIds: Record<string, number>;
  _documentCount: number;
  _idToShortId: Map<unknown, number>;
  _index: {set(term: string, data: Map<number, Postings>): void};
  addDocumentId(id: unknown): number;
  addFieldLength(documentId: number, fieldId: number, count: number, length: number): void;
  saveStoredFields(documentId: number, document: T): void;
}

/**
 * One word's postings in one field: the documents holding it, in ascending order (the order documents are
 * added), and how often each holds it, in two arrays of small integers instead of a hash map per word. It has
 * the surface of MiniSearch's `Map<document, count>`, so the index stays a normal MiniSearch index: the first
 * change (a document added or removed later, which this site's engine never does) turns it into that map,
 * and an iteration in progress then goes on over the arrays, as over a map.
 */
export class Postings implements Map<number, number> {
  readonly documents: number[] = [];
  readonly counts: number[] = [];
  /** While the index is built: the last field value found holding this word, and how often it does. */
  heldBy = 0;
  held = 0;
  /** Position of the last document looked up: MiniSearch reads a posting's count right after its document id. */
  private last = -1;
  private changed: Map<number, number> | null = null;

  get size(): number {
    return this.changed ? this.changed.size : this.documents.length;
  }

  get [Symbol.toStringTag](): string {
    return 'Postings';
  }

  private find(document: number): number {
    const {documents} = this;
    if (documents[this.last + 1] === document) return ++this.last;
    let low = 0;
    let high = documents.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = documents[middle]!;
      if (value === document) return (this.last = middle);
      if (value < document) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  private asMap(): Map<number, number> {
    this.changed ??= new Map(this.entries());
    return this.changed;
  }

  get(document: number): number | undefined {
    if (this.changed) return this.changed.get(document);
    const position = this.find(document);
    return position < 0 ? undefined : this.counts[position];
  }

  has(document: number): boolean {
    return this.changed ? this.changed.has(document) : this.find(document) >= 0;
  }

  set(document: number, count: number): this {
    this.asMap().set(document, count);
    return this;
  }

  delete(document: number): boolean {
    return this.asMap().delete(document);
  }

  clear(): void {
    this.asMap().clear();
  }

  keys(): MapIterator<number> {
    return this.changed ? this.changed.keys() : this.documents.values();
  }

  values(): MapIterator<number> {
    return this.changed ? this.changed.values() : this.counts.values();
  }

  entries(): MapIterator<[number, number]> {
    if (this.changed) return this.changed.entries();
    const {documents, counts} = this;
    return documents.map((document, position): [number, number] => [document, counts[position]!]).values();
  }

  [Symbol.iterator](): MapIterator<[number, number]> {
    return this.entries();
  }

  forEach(callback: (count: number, document: number, map: Map<number, number>) => void): void {
    for (const [document, count] of this.entries()) callback(count, document, this);
  }
}

/**
 * One distinct value of a field, read once: its distinct-token count (MiniSearch's field length), and for each
 * of its words the word's postings in that field and how often the value holds it.
 */
interface Analysis {
  length: number;
  postings: Postings[];
  counts: number[];
}

/** A distinct token of a field: the postings of the words `processTerm` makes of it (in order, repeats kept). */
interface Token {
  postings: Postings[];
  /** The last analysis that met this token (counts distinct tokens without a set per value). */
  seenIn: number;
}

export function buildMiniSearch<T>(documents: readonly T[], options: Options<T>): MiniSearch<T> {
  const index = new MiniSearch<T>(options);
  const internals = index as unknown as Internals<T>;
  for (const method of ['addDocumentId', 'addFieldLength', 'saveStoredFields'] as const)
    if (typeof internals[method] !== 'function' || !internals._index || !internals._options)
      throw new Error(`buildMiniSearch: this MiniSearch version has no ${method} (see package.json pin)`);
  const {extractField, stringifyField, tokenize, processTerm, fields, idField} = internals._options;
  const fieldIds = fields.map((field) => internals._fieldIds[field]!);
  // Per word, in the order words are first seen: field id → postings, as `add` builds them.
  const words = new Map<string, Map<number, Postings>>();
  const postingsOf = (word: string, fieldId: number): Postings => {
    let data = words.get(word);
    if (!data) words.set(word, (data = new Map()));
    let postings = data.get(fieldId);
    if (!postings) data.set(fieldId, (postings = new Postings()));
    return postings;
  };
  // Per field: each distinct value's analysis and each distinct token's words (processTerm is a pure function).
  const analyses = fields.map(() => new Map<string, Analysis>());
  const tokens = fields.map(() => new Map<string, Token>());
  let serial = 0;
  const analyse = (text: string, position: number): Analysis => {
    const field = fields[position]!;
    const known = tokens[position]!;
    const holding: Postings[] = [];
    let length = 0;
    serial++;
    for (const raw of tokenize(text, field)) {
      let token = known.get(raw);
      if (!token) {
        const term = processTerm(raw, field);
        const terms = Array.isArray(term) ? term : [term];
        token = {
          postings: terms.filter(Boolean).map((word) => postingsOf(word as string, fieldIds[position]!)),
          seenIn: 0,
        };
        known.set(raw, token);
      }
      if (token.seenIn !== serial) {
        token.seenIn = serial;
        length++;
      }
      for (const postings of token.postings) {
        if (postings.heldBy === serial) postings.held++;
        else {
          postings.heldBy = serial;
          postings.held = 1;
          holding.push(postings);
        }
      }
    }
    return {length, postings: holding, counts: holding.map((postings) => postings.held)};
  };
  for (const document of documents) {
    const id = extractField(document, idField);
    if (id == null) throw new Error(`MiniSearch: document does not have ID field "${idField}"`);
    if (internals._idToShortId.has(id)) throw new Error(`MiniSearch: duplicate ID ${id}`);
    const shortId = internals.addDocumentId(id);
    internals.saveStoredFields(shortId, document);
    for (let position = 0; position < fields.length; position++) {
      const value = extractField(document, fields[position]!);
      if (value == null) continue;
      const text = stringifyField(value, fields[position]!);
      const seen = analyses[position]!;
      let analysis = seen.get(text);
      if (!analysis) seen.set(text, (analysis = analyse(text, position)));
      internals.addFieldLength(shortId, fieldIds[position]!, internals._documentCount - 1, analysis.length);
      const {postings, counts} = analysis;
      for (let word = 0; word < postings.length; word++) {
        postings[word]!.documents.push(shortId);
        postings[word]!.counts.push(counts[word]!);
      }
    }
  }
  for (const [word, data] of words) internals._index.set(word, data);
  return index;
}
