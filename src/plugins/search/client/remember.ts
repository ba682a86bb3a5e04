/** Keeps `value` under `key`, forgetting the oldest entry of a cache that holds `limit`. */
export function remember<K, V>(cache: Map<K, V>, key: K, value: V, limit: number): V {
  if (cache.size >= limit) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}
