// Stands in for the classic theme's startup registration of Prism languages in the browser; ./prism.ts registers
// them when Prism loads.
export {};
