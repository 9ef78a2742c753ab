// `npm run cluster`: the shop as production runs it, on this machine. Replicas of the compiled
// server on PostgreSQL, Redis and an S3-compatible bucket behind Caddy (deploy/Caddyfile); see
// docs/deployment.md, "A cluster on one machine". Stops everything on SIGTERM or Ctrl-C.
import { buildWhatIsStale } from '../../scripts/lib/build-stale.mjs';
import { CLUSTER_DEFAULTS, startCluster } from './cluster.mjs';

function wholeNumber(name, fallback, min, max) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, not '${text}'`);
    process.exit(2);
  }
  return value;
}

const port = wholeNumber('CLUSTER_PORT', CLUSTER_DEFAULTS.port, 1024, 65_000);
const replicas = wholeNumber('CLUSTER_REPLICAS', CLUSTER_DEFAULTS.replicas, 1, 16);

await buildWhatIsStale();
const cluster = await startCluster({
  port,
  replicas,
  databaseUrl: process.env.DATABASE_URL || CLUSTER_DEFAULTS.databaseUrl,
  redisUrl: process.env.REDIS_URL || CLUSTER_DEFAULTS.redisUrl,
  env: process.env.S3_BUCKET ? { S3_BUCKET: process.env.S3_BUCKET } : {},
  keepLogs: true,
}).catch((error) => {
  console.error(`The cluster did not start: ${error.message}`);
  process.exit(1);
});

for (const member of cluster.replicas) console.log(`replica ${member.number} pid ${member.pid} port ${member.port}`);
console.log(`balancer port ${cluster.balancer.port}`);
console.error(`Logs: ${cluster.workDir}. Ctrl-C stops the cluster.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop());
