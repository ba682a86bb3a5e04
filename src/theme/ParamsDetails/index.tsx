// The theme renders an operation's parameters in the browser only; this loads and renders it after hydration, near the screen.
import {browserOnlyAfterHydration} from '@site/src/components/DocItemOrApiItem/AfterHydration';
import type {Props} from '@theme-original/ParamsDetails';

export default browserOnlyAfterHydration<Props>(
  () => import(/* webpackChunkName: "api-params" */ '@theme-original/ParamsDetails'),
  'sm',
);
