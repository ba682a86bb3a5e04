// The theme renders a request body's schema in the browser only; this renders it on the server and keeps that HTML until the reader uses it.
import {serverRenderedPart} from '@site/src/components/DocItemOrApiItem/ServerRenderedPart';
import type {Props} from '@theme-original/RequestSchema';

export default serverRenderedPart<Props>(
  () => import(/* webpackChunkName: "api-request-schema" */ '@theme-original/RequestSchema'),
  'sm',
);
