// The theme renders a request body's schema in the browser only; this loads and renders it after hydration, near the screen.
import {browserOnlyAfterHydration} from '@site/src/components/DocItemOrApiItem/AfterHydration';
import type {Props} from '@theme-original/RequestSchema';

export default browserOnlyAfterHydration<Props>(
  () => import(/* webpackChunkName: "api-request-schema" */ '@theme-original/RequestSchema'),
  'sm',
);
