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
