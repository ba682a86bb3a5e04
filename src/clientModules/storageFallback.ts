/**
 * When the browser refuses access to localStorage or sessionStorage (blocked
 * cookies, some embedded or privacy modes), reading `window.localStorage`
 * throws. Docusaurus guards its own reads, but other code (the API reference's
 * request panel, the search modal) reads storage directly and would crash the
 * page. This client module runs before the app renders: it replaces a storage
 * that throws with one kept in memory, and logs an error once. Pages render and
 * navigate as usual; preferences (colour mode, dismissed announcement, recent
 * searches, API panel settings) last until the page is reloaded.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type StorageName = 'localStorage' | 'sessionStorage';

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(String(key)) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(String(key)),
    setItem: (key: string, value: string) => void items.set(String(key), String(value)),
  };
}

/** The error that using this storage raises, or undefined when it works. */
function storageError(name: StorageName): unknown {
  try {
    window[name].getItem('docusaurus.storage-probe');
    return undefined;
  } catch (error) {
    return error ?? new Error(`${name} is unavailable`);
  }
}

/**
 * Docusaurus announces storage changes with a StorageEvent whose `storageArea` must
 * be a real Storage; let it carry an in-memory one too.
 */
function acceptStorageAreas(areas: Set<Storage>): void {
  const proto = StorageEvent.prototype;
  const original = proto.initStorageEvent;
  proto.initStorageEvent = function initStorageEvent(
    this: StorageEvent,
    ...args: Parameters<StorageEvent['initStorageEvent']>
  ) {
    const area = args[7];
    if (!area || !areas.has(area)) return original.apply(this, args);
    original.apply(this, [args[0], args[1], args[2], args[3], args[4], args[5], args[6], null]);
    Object.defineProperty(this, 'storageArea', {configurable: true, value: area});
  };
}

export function installStorageFallback(): StorageName[] {
  const replaced: StorageName[] = [];
  const areas = new Set<Storage>();
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    const error = storageError(name);
    if (error === undefined) continue;
    const fallback = memoryStorage();
    try {
      Object.defineProperty(window, name, {configurable: true, enumerable: true, get: () => fallback});
      replaced.push(name);
      areas.add(fallback);
    } catch {
      // Not replaceable: Docusaurus's guarded storage still works without it.
    }
    console.error(
      `[storage] ${name} is not available (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}). ` +
        'Preferences are kept until the page is reloaded.',
    );
  }
  if (areas.size > 0) acceptStorageAreas(areas);
  return replaced;
}

if (ExecutionEnvironment.canUseDOM) installStorageFallback();
