// Numbers grouped under string keys, packed: one Map of key -> group number and two typed arrays, in place of a Map
// of key -> array. The lazy look-up tables built over JabRef's ~65k journal names (generic.ts, generic-venue.ts) kept
// an array per key, most of one or two members but grown by push to room for 17 (V8's first growth), each member a
// string of its own; in the import's venue-detection thread (a 48 MB heap) those tables took ~4.4 MB, packed ~1.4 MB.

export class PackedGroups {
  /** Key -> group number, in the order keys were first met. */
  private readonly ids = new Map<string, number>();
  /** Group g's members are members[starts[g] .. starts[g + 1]). */
  private readonly starts: Uint32Array;
  private readonly members: Uint32Array;
  private static readonly NONE = new Uint32Array(0);

  /** Groups `member`s by `key`; within a group members keep the order they came in. Members are whole numbers < 2^32. */
  constructor(pairs: Iterable<readonly [key: string, member: number]>) {
    const group: number[] = [];
    const member: number[] = [];
    for (const [key, m] of pairs) {
      let g = this.ids.get(key);
      if (g === undefined) this.ids.set(key, (g = this.ids.size));
      group.push(g);
      member.push(m);
    }
    const starts = new Uint32Array(this.ids.size + 1);
    for (const g of group) starts[g + 1]++;
    for (let g = 0; g < this.ids.size; g++) starts[g + 1] += starts[g];
    const next = starts.slice(0, -1);
    const members = new Uint32Array(member.length);
    for (let i = 0; i < group.length; i++) members[next[group[i]]++] = member[i];
    this.starts = starts;
    this.members = members;
  }

  /** The members grouped under `key`, in the order they came (empty when none). */
  get(key: string): Uint32Array {
    const g = this.ids.get(key);
    return g === undefined ? PackedGroups.NONE : this.members.subarray(this.starts[g], this.starts[g + 1]);
  }
}
