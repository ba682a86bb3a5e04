/**
 * Wraps a request or response body schema in a list item. The theme renders the
 * body schema directly inside a <ul> as a variable set of <div>s (properties,
 * oneOf/anyOf tabs, array brackets), which is not a valid list (axe "list").
 * The theme uses this component only there (it recurses into nested schemas
 * through its own module), so the <li> always has a <ul> for parent.
 */
import React, {type ReactNode} from 'react';
import Schema, {type Props} from '@theme-original/Schema';

export default function SchemaWrapper(props: Props): ReactNode {
  return (
    <li className="openapi-list-entry">
      <Schema {...props} />
    </li>
  );
}
