import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import { Parser } from 'tar';

/** Decodes LaTeX bytes as UTF-8, or as Latin-1 when they are not valid UTF-8. */
export function decodeTex(bytes: Uint8Array): string {
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return utf8.includes('\uFFFD') ? new TextDecoder('latin1').decode(bytes) : utf8;
}

async function untar(buf: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    const parser = new Parser({
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        if (!/\.(tex|ltx|bbl)$/i.test(entry.path) || entry.type !== 'File') { entry.resume(); return; }
        entry.on('data', (c: Buffer) => chunks.push(c));
        entry.on('end', () => files.set(entry.path.replace(/^\.\//, ''), Buffer.concat(chunks)));
      },
    });
    parser.on('end', () => resolve());
    parser.on('error', reject);
    Readable.from([buf]).pipe(parser);
  });
  return files;
}

/** Inlines \input{x} / \include{x} from the other files (one level, enough for author blocks). */
function inline(main: string, files: Map<string, string>): string {
  return main.replace(/\\(?:input|include)\s*\{([^}]+)\}/g, (m, name: string) => {
    const n = name.trim().replace(/^\.\//, '');
    return files.get(n) ?? files.get(`${n}.tex`) ?? m;
  });
}

/** The main LaTeX file of an arXiv e-print (a gzipped tarball or a single gzipped .tex), with its \input files inlined. */
export async function eprintMainTex(bytes: Uint8Array): Promise<string> {
  let buf = Buffer.from(bytes);
  if (buf[0] === 0x1f && buf[1] === 0x8b) buf = zlib.gunzipSync(buf);
  const isTar = buf.length > 262 && buf.subarray(257, 262).toString('latin1') === 'ustar';
  if (!isTar) return decodeTex(buf);
  const raw = await untar(buf);
  const files = new Map([...raw].map(([k, v]) => [k, decodeTex(v)]));
  const candidates = [...files].filter(([, t]) => /\\documentclass/.test(t) && /\\begin\s*\{document\}/.test(t));
  const main = candidates.find(([, t]) => /\\author|\\icmlauthor/.test(t)) ?? candidates[0];
  if (!main) throw Object.assign(new Error(`e-print: no .tex file with \\documentclass among ${files.size} files`), { code: 'EPRINT_NO_MAIN' });
  return inline(main[1], files);
}
