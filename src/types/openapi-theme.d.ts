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
  import type {ExplorerParams} from '@site/src/theme/ApiExplorer/stringifyParams';

  interface ResponseState {
    value?: string;
    code?: string;
    headers?: string;
  }
  interface ExplorerState {
    response: ResponseState;
    params: ExplorerParams;
    /** Absent from the store the page renders with before hydration ends. */
    server?: {value?: {url: string}};
  }
  export function useTypedSelector<T>(selector: (state: ExplorerState) => T): T;
  export function useTypedDispatch(): (action: {type: string; payload?: unknown}) => void;
}

declare module '@theme/ApiExplorer/ParamOptions/slice' {
  import type {ExplorerParam} from '@site/src/theme/ApiExplorer/stringifyParams';

  export function setParam(param: ExplorerParam): {type: string; payload: ExplorerParam};
}

declare module '@theme-original/ApiExplorer' {
  import type {ComponentType} from 'react';

  export interface Props {
    item: unknown;
    infoPath?: string;
  }
  const ApiExplorer: ComponentType<Props>;
  export default ApiExplorer;
}

declare module '@theme-original/ApiExplorer/Response' {
  import type {ComponentType} from 'react';

  export interface Props {
    item: {servers?: unknown[]; [key: string]: unknown};
  }
  const Response: ComponentType<Props>;
  export default Response;
}

declare module '@theme-original/ApiExplorer/MethodEndpoint' {
  import type {ComponentType} from 'react';

  export interface Props {
    method: string;
    path: string;
    context?: 'endpoint' | 'callback';
  }
  const MethodEndpoint: ComponentType<Props>;
  export default MethodEndpoint;
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

declare module '@theme/SkeletonLoader' {
  import type {FC} from 'react';

  const SkeletonLoader: FC<{size?: 'sm' | 'md' | 'lg'}>;
  export default SkeletonLoader;
}

declare module '@theme-original/ParamsItem' {
  import type {ComponentType} from 'react';

  export interface Props {
    className: string;
    param: {name: string; [key: string]: unknown};
  }
  const ParamsItem: ComponentType<Props>;
  export default ParamsItem;
}

declare module '@theme-original/Schema' {
  import type {ComponentType} from 'react';

  export interface Props {
    schema: unknown;
    schemaType: 'request' | 'response';
    schemaPath?: string;
  }
  const Schema: ComponentType<Props>;
  export default Schema;
}

declare module '@theme-original/SchemaItem' {
  import type {ComponentType, ReactNode} from 'react';

  export interface Props {
    children?: ReactNode;
    collapsible?: boolean;
    name?: string;
    qualifierMessage?: string;
    required?: boolean;
    schemaName?: string;
    schema?: unknown;
    discriminator?: boolean;
  }
  const SchemaItem: ComponentType<Props>;
  export default SchemaItem;
}

declare module '@theme-original/ResponseHeaders' {
  import type {ComponentType} from 'react';

  export interface Props {
    responseHeaders?: Record<string, unknown>;
  }
  const ResponseHeaders: ComponentType<Props>;
  export default ResponseHeaders;
}

declare module '@theme-original/Markdown' {
  import type {ComponentType, ReactNode} from 'react';

  export interface Props {
    children?: ReactNode;
  }
  const Markdown: ComponentType<Props>;
  export default Markdown;
}

declare module '@theme-original/ParamsDetails' {
  import type {ComponentType} from 'react';

  export type Props = Record<string, unknown>;
  const ParamsDetails: ComponentType<Props>;
  export default ParamsDetails;
}

declare module '@theme-original/RequestSchema' {
  import type {ComponentType} from 'react';

  export type Props = Record<string, unknown>;
  const RequestSchema: ComponentType<Props>;
  export default RequestSchema;
}

declare module '@theme-original/ResponseSchema' {
  import type {ComponentType} from 'react';

  export type Props = Record<string, unknown>;
  const ResponseSchema: ComponentType<Props>;
  export default ResponseSchema;
}
