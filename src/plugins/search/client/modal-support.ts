/**
 * What the search modal needs besides DocSearch's own code: the search client and the guards around the
 * modal. It loads with the modal (theme/SearchBar), not with every page; the worker and the index start
 * earlier still (worker-start.ts).
 */
export {createEmbeddedClient, loadIndex, siteUrlFor} from './client';
export {guardLocalStorage, limitModalInput} from './modal-guards';
export {keepRankOrder} from './rank-order';
