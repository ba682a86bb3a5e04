import {createContext} from 'react';

/** True where the theme renders a SchemaItem as a direct child of a <ul> (the response headers). */
export const DirectListChild = createContext(false);
