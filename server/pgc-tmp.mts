import { startCluster } from './test/harness/pg-cluster.ts';
const c = await startCluster();
console.log(c.adminUrl);
process.on('SIGTERM', () => void c.stop().then(() => process.exit(0)));
setInterval(() => {}, 1 << 30);
