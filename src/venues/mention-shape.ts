import type { VenueMention } from './detect.ts';

/**
 * `m` with the fields `patch` gives changed, built as one object literal of the eight fields in toMention's order. A
 * spread (`{ ...m, venue }`) makes V8 a new hidden class (map) per spread site, and the detector's passes over its
 * findings (`found.some((m) => m.year === null …)`) met up to twenty maps of the same eight fields: polymorphic and
 * megamorphic property loads, and optimised code thrown away on "wrong map" (round vdeopt). A field left undefined in
 * `patch` keeps `m`'s value (no field of a mention is ever undefined).
 */
export function mentionWith(m: VenueMention, patch: Partial<VenueMention>): VenueMention {
  return {
    venue: patch.venue !== undefined ? patch.venue : m.venue,
    year: patch.year !== undefined ? patch.year : m.year,
    track: patch.track !== undefined ? patch.track : m.track,
    workshop: patch.workshop !== undefined ? patch.workshop : m.workshop,
    status: patch.status !== undefined ? patch.status : m.status,
    presentation: patch.presentation !== undefined ? patch.presentation : m.presentation,
    source: patch.source !== undefined ? patch.source : m.source,
    evidence: patch.evidence !== undefined ? patch.evidence : m.evidence,
  };
}

/**
 * `found.map(f)` as a loop pushing onto a fresh array: the result's elements are packed whichever tier runs it.
 * TurboFan's inlined Array.prototype.map allocates its result at full length (holey elements), the builtin does not, so
 * the detector's passes over its findings met packed and holey arrays of the same mentions and threw their optimised
 * code away on "wrong map" at `found.some(…)` (round vdeopt).
 */
export function mapMentions(found: readonly VenueMention[], f: (m: VenueMention, i: number) => VenueMention): VenueMention[] {
  const out: VenueMention[] = [];
  for (let i = 0; i < found.length; i++) out.push(f(found[i], i));
  return out;
}
