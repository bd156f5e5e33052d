// JabRef's journal names as a compact read-only table: name key -> ISO-4 abbreviation. Every process and thread that
// reads venues holds it (serve, worker, an import's writer thread, re-detection threads), and as a Map of ~55k string
// keys it took ~13 MB of each one's heap: in an import's writer thread, capped at 48 MB, that left so little room above
// the live objects that V8 ran ~90 full collections over 84,744 records (4–5 s of the thread's ~16 s). Here the keys
// are one string, found through an open-addressing hash table of key numbers; abbreviations are stored once each.

/** FNV-1a (32-bit) over the key's UTF-16 code units (of key[from, to)). */
function hashOf(key: string, from = 0, to = key.length): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A key and its abbreviation, with whether it is on a physical-science list, as the table is built from. */
export interface JournalNameEntry {
  key: string;
  abbr: string;
  physical: boolean;
}

/** A built table's columns (see JournalNames): keys joined by '\n', each key's abbreviation number, the abbreviations, the physical flags (the hash slots are made again). */
export interface JournalNamesParts {
  text: string;
  abbrOf: Uint32Array;
  abbrs: string[];
  physical: Uint8Array;
}

export class JournalNames {
  /** Every key, separated by '\n' (keys are nameKey forms: letters and digits only). */
  private readonly text: string;
  /** Where key i starts in `text`; starts[size] is past the end (+1). */
  private readonly starts: Uint32Array;
  /** Key i's abbreviation, as an index into `abbrs`. */
  private readonly abbrOf: Uint32Array;
  private readonly abbrs: string[];
  private readonly physical: Uint8Array;
  /** Open addressing, linear probing: key number + 1, 0 empty. */
  private readonly slots: Uint32Array;
  readonly size: number;

  /**
   * Keeps the first entry of each key (later ones with the same key are ignored, as Map.set after has() would); or, given
   * the parts of a table built so before (`parts()`, as data/venues/journal-table.json.gz stores them), that table.
   */
  constructor(entries: Iterable<JournalNameEntry> | { parts: JournalNamesParts }) {
    if ('parts' in entries) {
      const p = entries.parts;
      const n = p.abbrOf.length;
      this.size = n;
      this.text = p.text;
      // Keys are letters and digits: each ends where a '\n' is.
      this.starts = new Uint32Array(n + 1);
      let k = 0;
      for (let at = 0; k < n; k++) {
        this.starts[k] = at;
        const nl = p.text.indexOf('\n', at);
        at = nl < 0 ? p.text.length + 1 : nl + 1;
      }
      this.starts[n] = p.text.length + 1;
      this.abbrOf = p.abbrOf;
      this.abbrs = p.abbrs;
      this.physical = p.physical;
      // The slots the table's keys were placed in, placed again: in key order, as the builder's last table placed them.
      const hashes: number[] = [];
      for (let i = 0; i < n; i++) hashes.push(hashOf(p.text, this.starts[i], this.starts[i + 1] - 1));
      this.slots = JournalNames.table(hashes, JournalNames.capacity(n));
      return;
    }
    const keys: string[] = [];
    const hashes: number[] = [];
    const abbrOf: number[] = [];
    const physical: number[] = [];
    const abbrIndex = new Map<string, number>();
    const abbrs: string[] = [];
    // Repeated keys are found through a table like the final one, grown as keys come (a Map of ~55k fresh strings
    // was most of the time this took on a process's first journal name).
    let seen: Uint32Array = new Uint32Array(1 << 12);
    let lastAbbr: string | null = null;
    let lastIndex = -1;
    for (const e of entries) {
      const h = hashOf(e.key);
      const mask = seen.length - 1;
      let s = h & mask;
      let at = -1;
      for (let n = seen[s]; n !== 0; n = seen[s = (s + 1) & mask]) if (hashes[n - 1] === h && keys[n - 1] === e.key) { at = n - 1; break; }
      if (at >= 0) { if (e.physical) physical[at] = 1; continue; }
      // A journal's full name and its abbreviation come one after the other with the same abbreviation.
      let a = e.abbr === lastAbbr ? lastIndex : abbrIndex.get(e.abbr);
      if (a === undefined) { a = abbrs.length; abbrs.push(e.abbr); abbrIndex.set(e.abbr, a); }
      lastAbbr = e.abbr;
      lastIndex = a;
      seen[s] = keys.length + 1;
      keys.push(e.key);
      hashes.push(h);
      abbrOf.push(a);
      physical.push(e.physical ? 1 : 0);
      if (keys.length * 2 > seen.length) seen = JournalNames.table(hashes, seen.length << 1);
    }
    this.size = keys.length;
    this.text = keys.join('\n');
    this.starts = new Uint32Array(keys.length + 1);
    let offset = 0;
    keys.forEach((k, i) => { this.starts[i] = offset; offset += k.length + 1; });
    this.starts[keys.length] = offset;
    this.abbrOf = Uint32Array.from(abbrOf);
    this.abbrs = abbrs;
    this.physical = Uint8Array.from(physical);
    const cap = JournalNames.capacity(keys.length);
    this.slots = cap === seen.length ? seen : JournalNames.table(hashes, cap);
  }

  /** The slots of a table of `n` keys: the least power of two at least twice as many. */
  private static capacity(n: number): number {
    let cap = 1;
    while (cap < n * 2) cap <<= 1;
    return cap;
  }

  /** Open addressing over `cap` slots (a power of two): key i (by its hash) is found at or after its hash's slot. */
  private static table(hashes: readonly number[], cap: number): Uint32Array {
    const slots = new Uint32Array(cap);
    const mask = cap - 1;
    for (let i = 0; i < hashes.length; i++) {
      let s = hashes[i] & mask;
      while (slots[s] !== 0) s = (s + 1) & mask;
      slots[s] = i + 1;
    }
    return slots;
  }

  /** What the table is made of, for `new JournalNames({ parts })` (keys' starts are read again from the text). */
  parts(): JournalNamesParts {
    return { text: this.text, abbrOf: this.abbrOf, abbrs: this.abbrs, physical: this.physical };
  }

  /** The key's number, or -1. */
  private find(key: string): number {
    const mask = this.slots.length - 1;
    for (let s = hashOf(key) & mask; ; s = (s + 1) & mask) {
      const n = this.slots[s];
      if (n === 0) return -1;
      const i = n - 1;
      const start = this.starts[i];
      if (this.starts[i + 1] - start - 1 === key.length && this.text.startsWith(key, start)) return i;
    }
  }

  has(key: string): boolean {
    return this.find(key) >= 0;
  }

  /** The ISO-4 abbreviation of the journal this key names. */
  get(key: string): string | undefined {
    const i = this.find(key);
    return i < 0 ? undefined : this.abbrs[this.abbrOf[i]];
  }

  /** True when the key is listed on a physical-science list (cited by its ISO-4 name). */
  isPhysical(key: string): boolean {
    const i = this.find(key);
    return i >= 0 && this.physical[i] === 1;
  }

  /** Key number i (0 ≤ i < size), a new string. */
  keyAt(i: number): string {
    return this.text.slice(this.starts[i], this.starts[i + 1] - 1);
  }

  /** The length of key number i, and its first `n` characters, without building the key. */
  keyLength(i: number): number {
    return this.starts[i + 1] - this.starts[i] - 1;
  }

  keyHead(i: number, n: number): string {
    return this.text.slice(this.starts[i], this.starts[i] + Math.min(n, this.keyLength(i)));
  }

  /** The number, in abbreviations(), of key number i's abbreviation. */
  abbrNumberAt(i: number): number {
    return this.abbrOf[i];
  }

  /** True when key number i is on a physical-science list. */
  isPhysicalAt(i: number): boolean {
    return this.physical[i] === 1;
  }

  /** Every key, or only those on a physical-science list (each a new string: for the one-off indexes built over them). */
  *keys(physicalOnly = false): Generator<string> {
    for (let i = 0; i < this.size; i++) if (!physicalOnly || this.physical[i] === 1) yield this.keyAt(i);
  }

  /** Every key with its abbreviation. */
  *entries(): Generator<[string, string]> {
    let i = 0;
    for (const k of this.keys()) yield [k, this.abbrs[this.abbrOf[i++]]];
  }

  /** Every abbreviation, once. */
  abbreviations(): readonly string[] {
    return this.abbrs;
  }
}
