// The main thread's young generation while a command loads its modules. V8 grows a young generation (doubling its
// semi-spaces, up to 16 MB each) whenever much of it survives a scavenge, as nearly everything does while modules
// load, and keeps it at that size while little is allocated afterwards: `paperboard import`'s main thread, which then
// only cuts the file into batches and indexes them for search, kept ~30 MB of young generation committed for the
// whole import (--trace-gc: 50 MB committed, 20–30 MB in use). Held at its first size while the command starts, and
// let grow again before the import's threads start (the flag is the process's: their young generations, capped by
// thread-entry.ts, grow under it as before).
import v8 from 'node:v8';

/** V8's default factor by which a young generation grows (`--semi-space-growth-factor`). */
const GROWTH = 2;

let held = false;

/** Keeps the young generation at its size until releaseYoungGeneration(). */
export function holdYoungGeneration(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
  held = true;
}

/** Lets young generations grow again, as V8 does by default (nothing when none was held). */
export function releaseYoungGeneration(): void {
  if (!held) return;
  held = false;
  v8.setFlagsFromString(`--semi-space-growth-factor=${GROWTH}`);
}
