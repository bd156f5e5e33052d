import { describeStores } from '../helpers/stores.ts';
import { WORKER_KILL, workerKill } from './worker-kill.suite.ts';

describeStores(WORKER_KILL, workerKill, 'sqlite');
