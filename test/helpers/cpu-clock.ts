// The clock of the timing guards (a regex that backtracks, an edit script without bound): this process's CPU time, user + system, in
// milliseconds. Wall time counted the other processes sharing the cores — at load 10 a 300 ms reading took 850 ms and guards of 500 ms
// failed on an unchanged detector — while backtracking costs CPU time on every call, whatever the load.
export function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The bound of the timing guards that measure the fastest of several runs inside a shared test worker (round ztemplates6's
 * and ztemplates8's): catastrophic backtracking or an unbounded edit script on 4,000 characters costs seconds to hours, a
 * linear reading tens of milliseconds (60-250 ms for these inputs run alone). 500 ms was too close to the worker's own
 * noise: in the clean-clone CI of 2026-12-07 both guards read 1,085 and 1,153 ms (the latter the faster of two runs) in
 * workers shared with ~200 other unit files while end-to-end files ran child processes beside them, and passed alone.
 */
export const GUARD_MS = 2_000;
