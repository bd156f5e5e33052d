// Worker threads start from one plain JavaScript file bundled from their TypeScript module, instead of
// compiling module by module through the tsx loader: that took each thread about a second of CPU on two cores,
// longer than a small import's writing. The bundle is cached under node_modules/.cache/paperboard by content hash.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE_DIR = path.join(PACKAGE_ROOT, 'node_modules/.cache/paperboard');
const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const built = new Map<string, Promise<URL>>();

/** Each source file's own `import.meta.url` (files found relative to it, such as the institution registry, stay found). */
const sourceUrls = {
  name: 'source-urls',
  setup(b: { onLoad: (o: { filter: RegExp }, cb: (a: { path: string }) => Promise<{ contents: string; loader: 'ts' }>) => void }) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await fs.promises.readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

async function bundle(module: URL): Promise<URL> {
  const esbuild = await import('esbuild');
  const out = await esbuild.build({
    entryPoints: [fileURLToPath(module)], bundle: true, platform: 'node', format: 'esm', target: 'node20', write: false,
    packages: 'external', plugins: [sourceUrls], logLevel: 'silent',
  });
  const text = out.outputFiles[0].text;
  const file = path.join(CACHE_DIR, `${path.basename(fileURLToPath(module), '.ts')}-${crypto.createHash('sha1').update(text).digest('hex').slice(0, 12)}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, file);
  }
  return pathToFileURL(file);
}

/**
 * The file a worker thread running `module` (a .ts file) should start from: its cached bundle, or, when bundling
 * is not possible (no esbuild, a read-only install), the tsx boot file, which loads `workerData.module`.
 */
export async function threadEntry(module: URL): Promise<URL> {
  let entry = built.get(module.href);
  if (!entry) {
    entry = bundle(module).catch(() => BOOT);
    built.set(module.href, entry);
  }
  return entry;
}
