import type { GapGate } from '../../src/arxiv/shared-gap.ts';

/**
 * Wraps a gap gate and records every start it hands out. Tests assert on these reserved starts (exact, whatever the
 * machine's load) rather than on when timers fired, and separately that each request waited for its start.
 */
export function recordingGate(gate: GapGate, starts: number[]): GapGate {
  return {
    async reserve(host, gapMs, now) {
      const start = await gate.reserve(host, gapMs, now);
      starts.push(start);
      return start;
    },
    ended: (host, gapMs, end) => gate.ended(host, gapMs, end),
  };
}

/** The smallest distance between two of `at` once sorted. */
export function closestGap(at: number[]): number {
  const s = [...at].sort((a, b) => a - b);
  return Math.min(...s.slice(1).map((x, i) => x - s[i]));
}
