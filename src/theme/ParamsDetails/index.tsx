// The theme renders an operation's parameters in the browser only; this renders it on the server and keeps that HTML until the reader uses it.
import {serverRenderedPart} from '@site/src/components/DocItemOrApiItem/ServerRenderedPart';
import type {Props} from '@theme-original/ParamsDetails';

export default serverRenderedPart<Props>(
  () => import(/* webpackChunkName: "api-params" */ '@theme-original/ParamsDetails'),
  'sm',
);
