/**
 * A value made on first use and kept: for tables a module would otherwise build when it is imported (compiled
 * patterns, parsed data files, converters), so a process that never uses them — `paperboard --help`, a web process —
 * does not pay for them at start-up.
 */
export function lazy<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

/**
 * A value made from a key on first use for that key and kept while the key lives (a WeakMap): for tables derived from
 * a loaded object — the institution registry's indexes — that a test's own registry must not share with the real one.
 */
export function lazyFor<K extends object, T>(make: (key: K) => T): (key: K) => T {
  const made = new WeakMap<K, T>();
  return (key) => {
    if (made.has(key)) return made.get(key)!;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
