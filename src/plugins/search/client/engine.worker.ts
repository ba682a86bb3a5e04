/**
 * The search worker: builds the engine from the index the page sends and answers its searches
 * (see worker-protocol.ts for why it runs here).
 */
import {SearchEngine} from './engine';
import type {IndexPayload} from './types';
import {workerMessageHandler, type FromWorker, type ToWorker} from './worker-protocol';

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

const handle = workerMessageHandler(
  (payload) => SearchEngine.fromPayload(payload as IndexPayload),
  (message) => scope.postMessage(message),
);
scope.addEventListener('message', (event) => handle(event.data));
