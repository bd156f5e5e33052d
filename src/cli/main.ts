import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isModuleFile, moduleName } from '../module-files.ts';

const VERSION = (JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * The `paperboard` command. Every other file in this folder that exports `register(program)` adds one command (or a
 * command group) to it. They are loaded only when a command runs: `paperboard --version` answers from package.json
 * without loading the store, the configuration or commander.
 */
async function run(argv: string[]): Promise<void> {
  const { Command } = await import('commander');
  const { settingsHelp } = await import('../config.ts');
  const { reportError } = await import('./context.ts');
  const program = new Command('paperboard')
    .description('Bilingual (English / Chinese) digest of machine-learning conference papers on arXiv')
    .version(VERSION)
    .addHelpText('after', `\nEnvironment (also read from .env in the working directory):\n${settingsHelp()}\n`)
    .showHelpAfterError();
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const files = fs.readdirSync(dir).filter((f) => isModuleFile(f) && !['main', 'context'].includes(moduleName(f))).sort();
  const load = async (f: string) => {
    const mod = await import(pathToFileURL(path.join(dir, f)).href);
    if (typeof mod.register === 'function') mod.register(program);
  };
  // A command whose file bears its name loads that file alone (`paperboard import` does not load the web server's
  // modules: less start-up time and memory); anything else (help, an alias) loads them all.
  const own = files.find((f) => moduleName(f) === argv[2]);
  if (own) await load(own);
  if (!own || !program.commands.some((c) => c.name() === argv[2])) {
    for (const f of files) if (f !== own) await load(f);
  }
  try {
    await program.parseAsync(argv);
  } catch (err) {
    process.exitCode = reportError(err);
  }
}

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) console.log(VERSION);
else await run(process.argv);
