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
// Also printed, execution_instructions_per_string: the same count less what V8's compilers and parser spent inside the
// counted rounds (callgrind_annotate's self cost of every function of v8::internal::compiler, maglev, turboshaft, the
// parser, scanner, AST and bytecode generator, and the C++ library's tree and hash containers they use). With
// --single-threaded the optimising compiler runs on the main thread: at vspeed3 (every 20th comment, 3 warm rounds) 64%
// of the counted instructions were TurboFan's and ~6% the parser's, whose share moves with any change to the code and
// buries a change in the detector's own work; the execution count is the one to compare.
// Caution: at vperf's end the default base (1c99dc5, extracted by bench/venues-base.ts: src and data/venues only, loaded
// through tsx) counted 757,860 instructions a string against this checkout's 303,136, while the same commits compiled to
// dist/ (whole checkouts, node alone) counted 289,533 and 273,017 and ran alike natively; two copies of one checkout counted
// within 0.13%. Until that is explained, compare whole checkouts (`--compare=DIR`) and read a large change with doubt.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  /** Self cost of the compilers' and parser's functions in a callgrind output file (see the header). */
  const COMPILING = /v8::internal::(?:compiler|maglev|turboshaft|interpreter::Bytecode|Parser|PreParser|Scanner|AstValueFactory|Scope|DeclarationScope|SourcePositionTableBuilder|TranslationArrayBuilder)|std::_Rb_tree|std::__detail::_Prime_rehash/;
  const compiling = (file: string): number => {
    const out = execFileSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
    let sum = 0;
    for (const line of out.split('\n')) {
      const m = /^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(.*)$/.exec(line);
      if (m && !m[2].startsWith('PROGRAM TOTALS') && COMPILING.test(m[2])) sum += Number(m[1].replace(/,/g, ''));
    }
    return sum;
  };
  const count = (dir: string) => new Promise<{ instructions: number; compiling: number; found: number }>((resolve, reject) => {
    const outFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'venues-callgrind-')), 'callgrind.out');
    const args = ['--tool=callgrind', '--collect-atstart=no', '--toggle-collect=Builtins_ReflectApply', `--callgrind-out-file=${outFile}`,
      process.execPath, '--single-threaded', '--import', 'tsx', import.meta.filename, `--child=${dir}`, `--stride=${stride}`, `--rounds=${rounds}`, `--warm=${warm}`];
    const p = spawn('valgrind', args, { cwd: repo });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => { out += d; });
    p.stderr.on('data', (d) => { err += d; });
    p.on('close', (status) => {
      const collected = /Collected : (\d+)/.exec(err)?.[1];
      if (status !== 0 || !collected) reject(new Error(`venues-instructions: callgrind on ${dir} failed (status ${status}): ${err.slice(-2000)}`));
      else {
        const spent = compiling(outFile);
        fs.rmSync(path.dirname(outFile), { recursive: true, force: true });
        resolve({ instructions: Number(collected), compiling: spent, found: (JSON.parse(out.trim().split('\n').pop()!) as { found: number }).found });
      }
    });
  });
  const strings = sample().length * rounds;
  const base = baseDir();
  const [before, after] = await Promise.all([count(base), count(repo)]);
  const per = (n: number) => Math.round(n / strings);
  console.log(JSON.stringify({
    bench: 'venues-instructions', strings, stride, rounds, instructions_per_string: per(after.instructions),
    execution_instructions_per_string: per(after.instructions - after.compiling), venues_found: after.found,
    base: { dir: base, instructions_per_string: per(before.instructions), execution_instructions_per_string: per(before.instructions - before.compiling), venues_found: before.found },
    change: +(after.instructions / before.instructions - 1).toFixed(4),
    execution_change: +((after.instructions - after.compiling) / (before.instructions - before.compiling) - 1).toFixed(4),
  }));
}
