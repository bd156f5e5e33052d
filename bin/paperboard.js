#!/usr/bin/env node
// Entry point for the `paperboard` command: runs the compiled CLI in dist/ (built from src/ by scripts/build.js
// when the package is installed), with source maps so stack traces point at the TypeScript sources.
import fs from 'node:fs';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!fs.existsSync(main)) {
  console.error('paperboard: the compiled command is missing (dist/cli/main.js). Run `npm run build` (npm install runs it).');
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(main.href);
