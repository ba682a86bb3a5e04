import React, {type ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';
import ServerMarkup from '@site/src/components/ServerMarkup';

type Props = WrapperProps<typeof InfoType>;

/**
 * A post's date (formatted in UTC) and reading time read the same on the server as in the browser: hydration
 * keeps the server's text instead of creating a date formatter and plural rules.
 */
export default function InfoWrapper(props: Props): ReactNode {
  return (
    <ServerMarkup>
      <Info {...props} />
    </ServerMarkup>
  );
}
