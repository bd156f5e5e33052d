// Worker-thread entry: registers the TypeScript loader, then runs the module named in workerData.module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
