/** The part of compression's API that scripts/serve.ts uses (the package ships no types). */
declare module 'compression' {
  import type {IncomingMessage, ServerResponse} from 'node:http';

  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
