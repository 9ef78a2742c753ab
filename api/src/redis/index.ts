/**
 * Redis, when REDIS_URL is set: the one way the rest of the code makes a connection and names
 * its keys and channels.
 */
export { closeRedisConnection, createRedisConnection, type RedisConnection, type RedisLog } from './redis-connection';
export { redisKeyPrefix } from './key-prefix';
