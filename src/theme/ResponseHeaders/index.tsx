/**
 * Marks the response headers as list children: the theme renders one
 * SchemaItem (a <div>) per header directly inside a <ul>, which is not a valid
 * list (axe "list"). The SchemaItem wrapper reads this mark and puts each header
 * in a list item; SchemaItems anywhere else (nested in schemas) stay as they are.
 */
import React, {type ReactNode} from 'react';
import ResponseHeaders, {type Props} from '@theme-original/ResponseHeaders';
import {DirectListChild} from '../SchemaItem/listContext';

export default function ResponseHeadersWrapper(props: Props): ReactNode {
  return (
    <DirectListChild.Provider value>
      <ResponseHeaders {...props} />
    </DirectListChild.Provider>
  );
}
