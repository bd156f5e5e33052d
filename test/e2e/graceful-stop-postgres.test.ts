import { describeStores } from '../helpers/stores.ts';
import { GRACEFUL_STOP, gracefulStop } from './graceful-stop.suite.ts';

describeStores(GRACEFUL_STOP, gracefulStop, 'postgres');
