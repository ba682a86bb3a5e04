/**
 * Ways readers pad a question without changing what they ask: an opening, the site's name, the kind of page
 * they expect. The search bench asks the tuning questions the engine finds again in each of these forms: a
 * ranking that answers only the wording it was tuned on loses them (see scripts/bench-search.ts).
 */
export const REWORDINGS: [label: string, reword: (query: string) => string][] = [
  ['"how do I …"', (query) => `how do I ${query}`],
  ['"is it possible to …"', (query) => `is it possible to ${query}`],
  ['"… ?"', (query) => `${query}?`],
  ['"… docs"', (query) => `${query} docs`],
  ['"… in the docs"', (query) => `${query} in the docs`],
  ['"… in RapidPipeline"', (query) => `${query} in RapidPipeline`],
  ['"… in Rapid Pipeline"', (query) => `${query} in Rapid Pipeline`],
  ['"… step by step"', (query) => `${query} step by step`],
  ['"… example"', (query) => `${query} example`],
  ['"tutorial: …"', (query) => `tutorial: ${query}`],
];
