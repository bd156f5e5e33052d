import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Command } from 'commander';
import { settingsHelp } from '../config.ts';
import { reportError } from './context.ts';

/**
 * The `paperboard` command. Every other file in this folder that exports `register(program)`
 * adds one command (or a command group) to it.
 */
const program = new Command('paperboard')
  .description('Bilingual (English / Chinese) digest of machine-learning conference papers on arXiv')
  .version(JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version)
  .addHelpText('after', `\nEnvironment (also read from .env in the working directory):\n${settingsHelp()}\n`)
  .showHelpAfterError();

const dir = path.dirname(fileURLToPath(import.meta.url));
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !['main.ts', 'context.ts'].includes(f)).sort();
for (const f of files) {
  const mod = await import(pathToFileURL(path.join(dir, f)).href);
  if (typeof mod.register === 'function') mod.register(program);
}

try {
  await program.parseAsync(process.argv);
} catch (err) {
  process.exitCode = reportError(err);
}
