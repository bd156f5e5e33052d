#!/usr/bin/env node
// `npm run bench:startup`: start-up of the `paperboard` command against a bare `node -e 0`, measured side by side
// (interleaved runs, median wall time of each). Also times the TypeScript path (src through tsx, as the command ran
// before it was compiled) when tsx is installed. Prints one JSON line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 15);
const cases = {
  node: ['-e', '0'],
  version: ['bin/paperboard.js', '--version'],
  help: ['bin/paperboard.js', '--help'],
};
if (fs.existsSync(path.join(root, 'node_modules/tsx'))) cases.tsxVersion = ['--import', 'tsx', 'src/cli/main.ts', '--version'];
const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, args] of Object.entries(cases)) {
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`${name} exited with ${r.status}`);
    times[name].push(Number(process.hrtime.bigint() - t) / 1e6);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(median(v) * 10) / 10]));
console.log(JSON.stringify({ bench: 'startup', runs, median_ms: ms, version_vs_node: Math.round((ms.version / ms.node) * 100) / 100, target: 4 }));
