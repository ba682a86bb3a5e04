/** DocSearch's stylesheet entry (`@docsearch/react/style`) ships without types: it only loads CSS. */
declare module '@docsearch/react/style';
