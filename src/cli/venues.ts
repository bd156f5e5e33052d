import type { Command } from 'commander';
import { detectFile } from '../venues/detect-file.ts';

/** `paperboard venues …`: detect venues in a records file, import accepted-paper lists, re-run detection. */
export function register(program: Command): void {
  const v = program.command('venues').description('venues: detect them in comments / journal-ref, import accepted-paper lists and match them to papers');
  v.command('detect')
    .description('read snapshot-layout JSONL (id, comments, journal-ref) and print {"id", "venues": […]} per line; no database needed')
    .requiredOption('--input <file>', 'JSONL file of records')
    .action(async (o: { input: string }) => {
      process.stdout.on('error', (err: NodeJS.ErrnoException) => { if (err.code === 'EPIPE') process.exit(0); throw err; });
      const res = await detectFile(o.input, process.stdout, (m) => console.error(`paperboard: ${m}`));
      if (res.bad) console.error(`paperboard: ${res.bad} bad line(s) skipped`);
    });
}
