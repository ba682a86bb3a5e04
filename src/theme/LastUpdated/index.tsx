import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import ServerMarkup from '@site/src/components/ServerMarkup';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * The date is formatted in UTC, so the server's text is what the browser would write: hydration keeps it instead
 * of creating a date formatter (the first one a page creates loads the browser's locale data).
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <ServerMarkup as="span">
      <LastUpdated {...props} />
    </ServerMarkup>
  );
}
