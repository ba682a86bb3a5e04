/**
 * Wraps the API explorer's response panel. When the browser could not complete
 * the request at all (no HTTP status: network failure, CORS, timeout), the theme
 * shows a generic sentence; this adds what it means for this API and what to do.
 */
import React, {type ReactNode} from 'react';
import Response, {type Props} from '@theme-original/ApiExplorer/Response';
import {translate} from '@docusaurus/Translate';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import RequestFailedNotice from './RequestFailedNotice';
import {isFailedRequest} from './isFailedRequest';

export default function ResponseWrapper(props: Props): ReactNode {
  const value = useTypedSelector((state) => state.response.value);
  const code = useTypedSelector((state) => state.response.code);
  // The theme writes this text while the request is on its way.
  const fetching = translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});
  return (
    <>
      {isFailedRequest(value, code, fetching) && <RequestFailedNotice />}
      <Response {...props} />
    </>
  );
}
