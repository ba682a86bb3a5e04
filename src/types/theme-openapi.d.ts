// docusaurus-theme-openapi-docs ships no declaration for its item component.
declare module '@theme/ApiItem' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}
