import type { JobQueueTimings } from '../job-queue';

/** Timings short enough for a test: a dead worker's run is taken back after 2 s and retried at once. */
export const TEST_TIMINGS: Partial<JobQueueTimings> = {
  pollingIntervalSeconds: 0.5,
  expireInSeconds: 2,
  superviseIntervalSeconds: 1,
  retryDelaySeconds: 0,
};

/**
 * The job the killed worker holds. Daily, so that one job (this day's) is all the test sees: the
 * surviving instance asks for it again and is refused, and what it runs is the retry.
 */
export const INTERRUPTED_JOB = { name: 'interrupted', everySeconds: 24 * 60 * 60 } as const;
