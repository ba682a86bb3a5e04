// The theme renders a response's schema in the browser only; this loads and renders it after hydration, near the screen.
import {browserOnlyAfterHydration} from '@site/src/components/DocItemOrApiItem/AfterHydration';
import type {Props} from '@theme-original/ResponseSchema';

export default browserOnlyAfterHydration<Props>(
  () => import(/* webpackChunkName: "api-response-schema" */ '@theme-original/ResponseSchema'),
  'md',
);
