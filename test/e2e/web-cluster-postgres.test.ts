import { describeStores } from '../helpers/stores.ts';
import { WEB_CLUSTER, webCluster } from './web-cluster.suite.ts';

describeStores(WEB_CLUSTER, webCluster, 'postgres');
