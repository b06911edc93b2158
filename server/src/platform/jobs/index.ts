export { cancelJob, enqueueJob, enqueueJobs, type EnqueueJobInput } from './queue';
export { startJobRunner, type JobRunner, type JobRunnerOptions, type JobRunnerStats } from './runner';
export { PRUNE_JOBS_KIND, DEFAULT_RETAIN_FINISHED_MS } from './prune-job';
export { pruneFinishedJobs } from './repository';
export { defaultBackoffMs } from './backoff';
export { scheduleKey, nextCronTime } from './schedule';
export type { JobRow, JobStatus, JobsTable, JobsTables } from './tables';
export * from './types';
export { JOBS_MIGRATION_NAME } from './migration';
