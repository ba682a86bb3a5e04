/**
 * Words of this product that readers write in two ways, for the embedded search
 * (src/search/engine.ts). In a query, each form of an entry also finds the
 * others (a form may be several words). Only abbreviations the docs themselves
 * use interchangeably belong here: every entry makes the words of its forms
 * match more widely, on every query that contains them.
 */
export const searchGlossary: string[][] = [
  // "3D Processor CLI", "DCC Importer CLI", "QC Tools CLI" are described as command-line tools.
  ['cli', 'command line'],
  // "QC report", "QC on optimisation": QC is the product's name for its quality control.
  ['qc', 'quality control'],
];
