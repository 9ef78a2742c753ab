/**
 * Durable background jobs (pg-boss on the shop's PostgreSQL, embedded or not). The rest of the
 * code imports from here only.
 */
export type { JobAttempt, JobQueue, RetryPolicy, WorkOptions } from './job-queue';
export { jobFailureDetail } from './failure-detail';
export { default as jobsPlugin } from './jobs.plugin';
export { installJobQueue, JOB_QUEUE_SCHEMA } from './pg-boss-queue';
