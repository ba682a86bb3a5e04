/**
 * Puts a SchemaItem in a list item where the theme renders it directly inside
 * a <ul> (the response headers, see the ResponseHeaders wrapper); everywhere
 * else it renders as the theme does. Nested SchemaItems are not list children.
 */
import React, {useContext, type ReactNode} from 'react';
import SchemaItem, {type Props} from '@theme-original/SchemaItem';
import {DirectListChild} from './listContext';

export default function SchemaItemWrapper(props: Props): ReactNode {
  const inList = useContext(DirectListChild);
  if (!inList) return <SchemaItem {...props} />;
  return (
    <li className="openapi-list-entry">
      <DirectListChild.Provider value={false}>
        <SchemaItem {...props} />
      </DirectListChild.Provider>
    </li>
  );
}
