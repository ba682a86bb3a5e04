/**
 * The "Array [" and "]" lines around an array's items in the API reference's
 * schemas. Replaces the theme's ArrayBrackets, which renders each bracket as an
 * <li>: the brackets sit among <div>s (inside schema items, or next to the
 * properties of a request or response body), so those <li>s had no list for a
 * parent (axe "listitem"). A wrapper cannot change the element, hence this
 * replacement, with the theme's markup otherwise. The theme greys the brackets
 * with 60 % opacity (4.4:1); custom.css gives them a grey at AA instead.
 */
import React, {type ReactNode} from 'react';

export function OpeningArrayBracket(): ReactNode {
  return (
    <div className="openapi-schema__array-bracket">
      <div style={{fontSize: 'var(--ifm-code-font-size)', marginLeft: '-.5rem', paddingBottom: '.5rem'}}>Array [</div>
    </div>
  );
}

export function ClosingArrayBracket(): ReactNode {
  return (
    <div className="openapi-schema__array-bracket">
      <div style={{fontSize: 'var(--ifm-code-font-size)', marginLeft: '-.5rem'}}>]</div>
    </div>
  );
}
