// Worker-thread entry: registers the TypeScript loader, then runs parse-worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
