// Prints {"bench":"venues-instructions",...}: machine instructions detectVenues executes per comment string, counted by
// valgrind's callgrind, for this checkout and for the commit it started from (see bench/venues-base.ts: --base=REV,
// --compare=DIR). A count, not a time: the same whatever else runs on the machine (bench/venues.ts's rates move by
// ±10–30% on a shared one), so a speed change of a few per cent shows.
// Each detector runs in a process of its own under callgrind (node --single-threaded: V8 compiles on the main thread,
// so when code is optimised does not hang on how a background thread was scheduled): the snapshot's comments (every
// `--stride=N`th, default 10) `--warm=W` times (default 3) to warm up (catalogue, lazy tables, V8's compilers), then
// `--rounds=R` (default 1) more rounds counted alone: the counted rounds run inside Reflect.apply, and callgrind collects
// only inside V8's builtin for it (`--toggle-collect=Builtins_ReflectApply`), which the detector never calls. Needs
// valgrind; takes minutes (callgrind runs node ~50× slower, start-up included).
// Caution: at vperf's end the default base (1c99dc5, extracted by bench/venues-base.ts: src and data/venues only, loaded
// through tsx) counted 757,860 instructions a string against this checkout's 303,136, while the same commits compiled to
// dist/ (whole checkouts, node alone) counted 289,533 and 273,017 and ran alike natively; two copies of one checkout counted
// within 0.13%. Until that is explained, compare whole checkouts (`--compare=DIR`) and read a large change with doubt.
import { spawn } from 'node:child_process';
import { baseDir, detectorIn, repo, snapshotComments } from './venues-base.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const stride = Number(arg('stride') ?? 10);
const rounds = Number(arg('rounds') ?? 1);
const warm = Number(arg('warm') ?? 3);
const child = arg('child');

function sample(): { id: string; comments: string }[] {
  return snapshotComments().filter((_, i) => i % stride === 0);
}

if (child) {
  const detect = await detectorIn(child);
  const records = sample();
  let found = 0;
  const run = (n: number) => { for (let r = 0; r < n; r++) for (const x of records) found += detect({ id: x.id, comments: x.comments, journalRef: null }).length; };
  run(warm);
  Reflect.apply(run, null, [rounds]);
  console.log(JSON.stringify({ found }));
} else {
  // Both under callgrind at once (a count does not mind sharing the machine).
  const count = (dir: string) => new Promise<{ instructions: number; found: number }>((resolve, reject) => {
    const args = ['--tool=callgrind', '--collect-atstart=no', '--toggle-collect=Builtins_ReflectApply', '--callgrind-out-file=/dev/null',
      process.execPath, '--single-threaded', '--import', 'tsx', import.meta.filename, `--child=${dir}`, `--stride=${stride}`, `--rounds=${rounds}`, `--warm=${warm}`];
    const p = spawn('valgrind', args, { cwd: repo });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => { out += d; });
    p.stderr.on('data', (d) => { err += d; });
    p.on('close', (status) => {
      const collected = /Collected : (\d+)/.exec(err)?.[1];
      if (status !== 0 || !collected) reject(new Error(`venues-instructions: callgrind on ${dir} failed (status ${status}): ${err.slice(-2000)}`));
      else resolve({ instructions: Number(collected), found: (JSON.parse(out.trim().split('\n').pop()!) as { found: number }).found });
    });
  });
  const strings = sample().length * rounds;
  const base = baseDir();
  const [before, after] = await Promise.all([count(base), count(repo)]);
  const per = (n: number) => Math.round(n / strings);
  console.log(JSON.stringify({
    bench: 'venues-instructions', strings, stride, rounds, instructions_per_string: per(after.instructions), venues_found: after.found,
    base: { dir: base, instructions_per_string: per(before.instructions), venues_found: before.found },
    change: +(after.instructions / before.instructions - 1).toFixed(4),
  }));
}
