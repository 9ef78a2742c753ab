/**
 * Durable background jobs (pg-boss on the shop's PostgreSQL, embedded or not). The rest of the
 * code imports from here only.
 */
export type { FailedJob, JobAttempt, JobQueue, RetryPolicy, WorkOptions } from './job-queue';
export { jobFailureDetail } from './failure-detail';
export { default as jobsPlugin, type JobsPluginOptions } from './jobs.plugin';
export { installJobQueue } from './pg-boss-queue';
