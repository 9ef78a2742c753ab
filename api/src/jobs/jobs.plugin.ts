import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Orm } from '../database/orm';
import type { JobQueue } from './job-queue';
import { startPgBossQueue } from './pg-boss-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  orm: Orm;
  /** How often an idle instance looks for jobs (tests shorten it). */
  pollingIntervalSeconds?: number;
}

/**
 * The server's job queue; closing the server stops taking jobs and lets the running ones finish,
 * while orders still being placed keep queuing theirs (for this or another instance).
 */
const jobsPlugin: FastifyPluginAsync<JobsPluginOptions> = async (app, { orm, pollingIntervalSeconds }) => {
  const jobs = await startPgBossQueue({ orm, log: app.log, pollingIntervalSeconds });
  app.decorate('jobs', jobs);
  // preClose, not onClose: onClose hooks run last-added first, so the database (closed by an
  // onClose hook added after the plugins) would be gone before a running job could finish.
  app.addHook('preClose', () => jobs.stop());
};

export default fp(jobsPlugin, { name: 'jobs' });
