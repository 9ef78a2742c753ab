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

/** The server's job queue; closing the server stops taking jobs and lets the running ones finish. */
const jobsPlugin: FastifyPluginAsync<JobsPluginOptions> = async (app, { orm, pollingIntervalSeconds }) => {
  const jobs = await startPgBossQueue({ orm, log: app.log, pollingIntervalSeconds });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
};

export default fp(jobsPlugin, { name: 'jobs' });
