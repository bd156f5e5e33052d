// The clock of the timing guards (a regex that backtracks, an edit script without bound): this process's CPU time, user + system, in
// milliseconds. Wall time counted the other processes sharing the cores — at load 10 a 300 ms reading took 850 ms and guards of 500 ms
// failed on an unchanged detector — while backtracking costs CPU time on every call, whatever the load.
export function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
