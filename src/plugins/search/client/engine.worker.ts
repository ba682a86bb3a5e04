/**
 * The search worker: downloads the index, builds the engine and answers the page's searches (see
 * worker-protocol.ts for why it runs here). The engine's code is its own chunk, downloaded while the index is.
 */
import type {IndexPayload} from './types';
import {workerMessageHandler, type FromWorker, type ToWorker} from './worker-protocol';

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

const handle = workerMessageHandler(
  () =>
    import(/* webpackChunkName: "search-engine" */ './engine').then(
      ({SearchEngine}) =>
        (payload: unknown) =>
          SearchEngine.fromPayload(payload as IndexPayload),
    ),
  (message) => scope.postMessage(message),
);
scope.addEventListener('message', (event) => handle(event.data));
