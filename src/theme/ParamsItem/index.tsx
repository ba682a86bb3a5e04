/**
 * Wraps each parameter of the API reference in a list item. The theme renders
 * the parameters as <div>s directly inside a <ul>, which is not a valid list
 * (axe "list"): assistive technology announces a list without items. The
 * theme's own styles put each parameter's tree line on its <div>; the <li> only
 * restores the list structure (custom.css takes its marker and spacing away).
 */
import React, {type ReactNode} from 'react';
import ParamsItem, {type Props} from '@theme-original/ParamsItem';

export default function ParamsItemWrapper(props: Props): ReactNode {
  return (
    <li className="openapi-list-entry">
      <ParamsItem {...props} />
    </li>
  );
}
