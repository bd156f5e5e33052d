// Prints {"bench":"venues-instructions",...}: machine instructions detectVenues executes per comment string, counted by
// valgrind's callgrind, for this checkout and for the commit it started from (see bench/venues-base.ts: --base=REV,
// --compare=DIR). A count, not a time: the same whatever else runs on the machine (bench/venues.ts's rates move by
// ±10–30% on a shared one), so a speed change of a few per cent shows.
// Each detector runs in a process of its own under callgrind: the snapshot's comments (every `--stride=N`th, default 5)
// once to warm up (catalogue, lazy tables, V8's compilers), then `--rounds=R` (default 1) more rounds counted alone: the
// counted rounds run inside Reflect.apply, and callgrind collects only inside V8's builtin for it
// (`--toggle-collect=Builtins_ReflectApply`), which the detector never calls. Needs valgrind; takes minutes (callgrind
// runs node ~50× slower, start-up included).
import { spawnSync } from 'node:child_process';
import { baseDir, detectorIn, repo, snapshotComments } from './venues-base.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const stride = Number(arg('stride') ?? 5);
const rounds = Number(arg('rounds') ?? 1);
const child = arg('child');

function sample(): { id: string; comments: string }[] {
  return snapshotComments().filter((_, i) => i % stride === 0);
}

if (child) {
  const detect = await detectorIn(child);
  const records = sample();
  let found = 0;
  const run = (n: number) => { for (let r = 0; r < n; r++) for (const x of records) found += detect({ id: x.id, comments: x.comments, journalRef: null }).length; };
  run(1);
  Reflect.apply(run, null, [rounds]);
  console.log(JSON.stringify({ found }));
} else {
  const count = (dir: string) => {
    const r = spawnSync('valgrind', ['--tool=callgrind', '--collect-atstart=no', '--toggle-collect=Builtins_ReflectApply', '--callgrind-out-file=/dev/null',
      process.execPath, '--import', 'tsx', import.meta.filename, `--child=${dir}`, `--stride=${stride}`, `--rounds=${rounds}`], { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 26 });
    const collected = /Collected : (\d+)/.exec(r.stderr)?.[1];
    if (r.status !== 0 || !collected) throw new Error(`venues-instructions: callgrind on ${dir} failed (status ${r.status}): ${r.stderr.slice(-2000)}`);
    return { instructions: Number(collected), found: (JSON.parse(r.stdout.trim().split('\n').pop()!) as { found: number }).found };
  };
  const strings = sample().length * rounds;
  const base = baseDir();
  const before = count(base);
  const after = count(repo);
  const per = (n: number) => Math.round(n / strings);
  console.log(JSON.stringify({
    bench: 'venues-instructions', strings, stride, rounds, instructions_per_string: per(after.instructions), venues_found: after.found,
    base: { dir: base, instructions_per_string: per(before.instructions), venues_found: before.found },
    change: +(after.instructions / before.instructions - 1).toFixed(4),
  }));
}
