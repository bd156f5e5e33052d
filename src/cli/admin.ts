import readline from 'node:readline';
import type { Command } from 'commander';
import { withContext } from './context.ts';
import { setAdminPassword } from '../web/security/admin-auth.ts';
import { clearLoginFailures } from '../web/security/login-throttle.ts';

/** Reads all of stdin (for `--stdin`, e.g. `echo "$PW" | paperboard admin set-password --stdin`). */
async function readStdin(): Promise<string> {
  let s = '';
  for await (const chunk of process.stdin) s += chunk;
  return s.replace(/\r?\n$/, '');
}

/** Asks for a password on the terminal without echoing it. */
function ask(prompt: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput: (s: string) => void };
  return new Promise((resolve) => {
    rl.question(prompt, (answer) => { rl.close(); process.stdout.write('\n'); resolve(answer); });
    out._writeToOutput = (s: string) => { if (s.startsWith(prompt)) process.stdout.write(prompt); };
  });
}

async function setPassword(opts: { stdin?: boolean }): Promise<void> {
  let pw: string;
  if (opts.stdin || !process.stdin.isTTY) pw = await readStdin();
  else {
    pw = await ask('New moderator password (min. 10 characters): ');
    if ((await ask('Again: ')) !== pw) throw Object.assign(new Error('the two passwords differ; nothing changed'), { code: 'USAGE' });
  }
  await withContext(async (ctx) => {
    await setAdminPassword(ctx.store, pw);
    console.log('Moderator password set (stored as an scrypt hash). Log in at /admin/login.');
  });
}

/** `paperboard admin set-password` and `paperboard admin unlock`: the moderator login for /admin. */
export function register(program: Command): void {
  const admin = program.command('admin').description('moderator access to /admin');
  admin.command('set-password')
    .description('set the moderator password (asked twice on a terminal; stored as a slow scrypt hash). PAPERBOARD_ADMIN_TOKEN also logs in.')
    .option('--stdin', 'read the password from standard input')
    .action(setPassword);
  admin.command('unlock')
    .description('forget every failed login now (the per-address limit and the account delay start afresh); PAPERBOARD_ADMIN_TOKEN logs in even while they hold')
    .action(() => withContext(async (ctx) => {
      const n = await clearLoginFailures(ctx.store);
      console.log(`Login unlocked: ${n} failed attempt(s) forgotten.`);
    }));
}
