// The theme renders a response's schema in the browser only; this renders it on the server and keeps that HTML until the reader uses it.
import {serverRenderedPart} from '@site/src/components/DocItemOrApiItem/ServerRenderedPart';
import type {Props} from '@theme-original/ResponseSchema';

export default serverRenderedPart<Props>(
  () => import(/* webpackChunkName: "api-response-schema" */ '@theme-original/ResponseSchema'),
  'md',
);
