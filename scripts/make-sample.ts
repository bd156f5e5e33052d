// Builds data/sample/arxiv-sample.jsonl.gz from a snapshot file: records whose comments / journal-ref mention
// ICML, NeurIPS, ICLR, CVPR, ICCV, ACL or EMNLP with 2025 or 2026. Lines are copied unchanged.
import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';

const NAMES = /(ICML|NeurIPS|NIPS|ICLR|CVPR|ICCV|ACL|EMNLP)/i;
const YEAR = /(20(25|26)|['’‘-]\s?2[56]\b|(ICML|NeurIPS|NIPS|ICLR|CVPR|ICCV|ACL|EMNLP)\s?2[56]\b)/i;
const input = process.argv[2] ?? '../shared/data/arxiv/arxiv-snapshot-sample.jsonl';
const out = zlib.createGzip({ level: 9 });
out.pipe(fs.createWriteStream('data/sample/arxiv-sample.jsonl.gz'));
let n = 0;
for await (const line of readline.createInterface({ input: fs.createReadStream(input) })) {
  if (!line.trim()) continue;
  const r = JSON.parse(line);
  const text = `${r.comments ?? ''} ${r['journal-ref'] ?? ''}`;
  if (NAMES.test(text) && YEAR.test(text)) { out.write(`${line}\n`); n++; }
}
out.end();
console.log(`${n} records written to data/sample/arxiv-sample.jsonl.gz`);
