import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pruneOldLiveEvents, PRUNE_LIVE_EVENTS_EVERY_MS } from '../liveEvents/prune';
import { PAYMENT_PROBLEM_JOB, sendPaymentProblemNotices } from '../notifications/paymentProblem';
import { sendSavedLoadReminders } from '../notifications/savedLoadsToClaim';
import { sendSavedSearchDigests } from '../notifications/savedSearchDigest';
import { sendUrgentLoadNotices } from '../notifications/urgentLoads';
import { expirePassedLoads } from './expirePassedLoads';
import { pruneOldPageViews, PRUNE_PAGE_VIEWS_EVERY_MS } from './prunePageViews';
import { JobScheduler, type ScheduledJob } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled work, once per due time across every process on the database; ticking once the server listens. */
    jobs: JobScheduler;
  }
}

/** Loads whose latest pick-up day has passed leave the board within this long of the day turning (search hides them at once). */
export const EXPIRE_LOADS_EVERY_MS = 10 * 60_000;
/** How often saved searches due a digest are looked for; each search still gets one a day at most. */
export const DIGEST_EVERY_MS = 15 * 60_000;
/** How often newly posted loads are looked at for urgent notices; each load is told to each user once. */
export const URGENT_LOADS_EVERY_MS = 5 * 60_000;
/** How often saved loads whose pick-up window closes soon are looked for; each user is reminded once a load. */
export const SAVED_LOAD_REMINDERS_EVERY_MS = 15 * 60_000;
/** How often failed payments are looked for (marking one failed makes the job due at once). */
export const PAYMENT_PROBLEMS_EVERY_MS = 5 * 60_000;
/** How often messages whose delivery failed are looked at again (with SMTP_URL or SMS_URL only). */
export const MAIL_RETRY_EVERY_MS = 30_000;

export function appJobs(app: FastifyInstance): ScheduledJob[] {
  const jobs: ScheduledJob[] = [
    {
      name: 'expireLoads',
      everyMs: EXPIRE_LOADS_EVERY_MS,
      run: async () => {
        const ids = await expirePassedLoads(app.db, app.clock, app.appContext.liveEventWrites);
        await app.loadSearch.onLoadsChanged(ids);
        if (ids.length > 0) app.log.info({ count: ids.length }, 'jobs: loads past their latest pick-up left the board');
      },
    },
    { name: 'savedSearchDigest', everyMs: DIGEST_EVERY_MS, run: () => sendSavedSearchDigests(app) },
    { name: 'urgentLoadNotices', everyMs: URGENT_LOADS_EVERY_MS, run: () => sendUrgentLoadNotices(app) },
    { name: 'savedLoadReminders', everyMs: SAVED_LOAD_REMINDERS_EVERY_MS, run: () => sendSavedLoadReminders(app) },
    { name: PAYMENT_PROBLEM_JOB, everyMs: PAYMENT_PROBLEMS_EVERY_MS, run: () => sendPaymentProblemNotices(app) },
    { name: 'pruneLiveEvents', everyMs: PRUNE_LIVE_EVENTS_EVERY_MS, run: () => pruneOldLiveEvents(app.db, app.clock) },
    { name: 'prunePageViews', everyMs: PRUNE_PAGE_VIEWS_EVERY_MS, run: () => pruneOldPageViews(app.db, app.clock) },
  ];
  if (app.config.smtpUrl) jobs.push({ name: 'mailRetry', everyMs: MAIL_RETRY_EVERY_MS, run: () => app.mailer.deliverPending() });
  if (app.config.smsUrl) jobs.push({ name: 'smsRetry', everyMs: MAIL_RETRY_EVERY_MS, run: () => app.texter.deliverPending() });
  return jobs;
}

/**
 * Puts the app's scheduler on it. It ticks only once the server listens,
 * so `app.inject` tests run jobs when they choose (`app.jobs.runDue()`), and stops before the app closes.
 */
const jobsPlugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  const scheduler = new JobScheduler({
    db: app.db,
    clock: app.clock,
    jobs: appJobs(app),
    onError: (jobName, error) => app.log.error({ err: error, job: jobName }, 'jobs: a scheduled job failed'),
    onRan: (jobName, error) => app.metrics?.jobRan(jobName, error !== null),
  });
  app.decorate('jobs', scheduler);
  app.addHook('onListen', async () => scheduler.start());
  app.addHook('preClose', async () => scheduler.stop());
};

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['loadSearch', 'mail', 'sms', 'metrics'] });
