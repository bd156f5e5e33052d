import { describeStores } from '../helpers/stores.ts';
import { STORE_COUNTS, storeCounts } from './store-counts.suite.ts';

describeStores(STORE_COUNTS, storeCounts, 'sqlite');
