/**
 * Module declarations for the OpenAPI theme components this site imports or wraps.
 * The theme ships its components without declarations for their `@theme/...` names.
 */
declare module '@theme/ApiItem' {
  import type {ComponentType} from 'react';
  import type {Props} from '@theme/DocItem';

  const ApiItem: ComponentType<Props>;
  export default ApiItem;
}

declare module '@theme/ApiItem/hooks' {
  interface ResponseState {
    value?: string;
    code?: string;
    headers?: string;
  }
  export function useTypedSelector<T>(selector: (state: {response: ResponseState}) => T): T;
}

declare module '@theme-original/ApiExplorer/Response' {
  import type {ComponentType} from 'react';

  export interface Props {
    item: {servers?: unknown[]; [key: string]: unknown};
  }
  const Response: ComponentType<Props>;
  export default Response;
}

declare module '@theme-original/ApiExplorer/Export' {
  import type {ComponentType} from 'react';

  export interface Props {
    url: string;
    proxy?: string;
  }
  const Export: ComponentType<Props>;
  export default Export;
}
