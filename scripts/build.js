#!/usr/bin/env node
// Compiles src/ to dist/ (one JavaScript file per TypeScript module, same folders, linked source maps), copies the
// non-TypeScript files the code reads beside itself (prompts, glossary, assets, worker boot), and stamps
// dist/build-info.json. Runs from `npm install` / `npm ci` (the `prepare` script) and before `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Relative imports of .ts/.tsx modules are kept as imports of the compiled .js files (each module compiled alone). */
const relativeJs = {
  name: 'relative-js',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path.replace(/\.tsx?$/, '.js'), external: true }));
  },
};

/**
 * Packages made of hundreds of small ES modules, each bundled into one file dist/vendor/NAME.js that the compiled
 * modules import instead: Node's loader pays for every file it resolves and reads, and kysely's 263 modules took about
 * 260 ms CPU of each process's start (openai's 154 about 150 ms), bundled about 40 ms and 30 ms. The code is the
 * package's own, unchanged; only dist/ imports the bundles (tests and tsx import the packages themselves).
 */
const VENDOR = { kysely: "export * from 'kysely';", openai: "export * from 'openai'; export { default } from 'openai';" };
const vendored = {
  name: 'vendored',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(${Object.keys(VENDOR).join('|')})$`) }, (args) => {
      const from = path.join(dist, path.relative(src, path.dirname(args.importer)));
      const to = path.relative(from, path.join(dist, 'vendor', `${args.path}.js`)).split(path.sep).join('/');
      return { path: to.startsWith('.') ? to : `./${to}`, external: true };
    });
  },
};

const started = Date.now();
const files = walk(src);
const modules = files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
const assets = files.filter((f) => !/\.tsx?$/.test(f));
fs.rmSync(dist, { recursive: true, force: true });
const vendor = Object.entries(VENDOR).map(([name, contents]) => esbuild.build({
  stdin: { contents, resolveDir: root, sourcefile: `vendor-${name}.js` }, outfile: path.join(dist, 'vendor', `${name}.js`), bundle: true,
  platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning', legalComments: 'inline',
}));
// Source maps without the sources' text (sourcesContent): every process parses the maps of the modules it loads (3.3 MB
// with it, 1.0 MB without); stack traces still point at src/, and Node reads a line it shows from the file there.
await esbuild.build({
  entryPoints: modules, outdir: dist, outbase: src, bundle: true, packages: 'external', plugins: [relativeJs, vendored],
  platform: 'node', format: 'esm', target: 'node20', sourcemap: 'linked', sourcesContent: false, logLevel: 'warning',
  tsconfig: path.join(root, 'tsconfig.json'),
});
await Promise.all(vendor);
for (const f of assets) {
  const to = path.join(dist, path.relative(src, f));
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(f, to);
}
fs.writeFileSync(path.join(dist, 'build-info.json'), JSON.stringify({ builtAt: Date.now(), modules: modules.length, assets: assets.length }) + '\n');
if (!process.argv.includes('--quiet')) console.log(`[paperboard build] ${modules.length} modules, ${assets.length} files -> dist/ in ${Date.now() - started} ms`);
