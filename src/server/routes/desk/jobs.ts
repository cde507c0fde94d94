import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listJobs, makeJobDue } from '../../services/jobs/jobStore';
import { ErrorBodySchema } from '../schemas';
import { deskErrors, Instant, Nullable } from './deskSchemas';
import { deskSecurity } from './openApi';
import { notFound } from '../../http/failures';

const JobSchema = Type.Object({
  name: Type.String({ description: 'expireLoads, savedSearchDigest, urgentLoadNotices, savedLoadReminders, paymentProblemNotices, pruneLiveEvents, prunePageViews, or mailRetry and smsRetry (with SMTP_URL, SMS_URL)' }),
  dueAt: Instant,
  leaseOwner: Nullable(Type.String({ description: 'The process running it now (host:pid:random)' })),
  leaseExpiresAt: Nullable(Instant),
  lastRunAt: Nullable(Instant),
  lastError: Nullable(Type.String({ description: 'Why the last run failed; null when it succeeded' })),
});

const JobNameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

/** The scheduled jobs shared by every API process, as `npm run desk -- job list|due` shows and moves them. */
const deskJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/jobs', {
    schema: {
      tags: ['desk'], summary: 'Every scheduled job: when it is due next, who runs it now, its last run and error', security: deskSecurity,
      response: { 200: Type.Object({ records: Type.Array(JobSchema) }), ...deskErrors },
    },
  }, async () => ({ records: await listJobs(app.db) }));

  app.post('/jobs/:name/due', {
    schema: {
      tags: ['desk'], summary: 'Makes a job due now: the next look of any API process (within seconds) runs it', security: deskSecurity,
      params: JobNameParams, response: { 200: JobSchema, ...deskErrors, 404: ErrorBodySchema },
    },
  }, async (request) => {
    if (!(await makeJobDue(app.db, request.params.name, app.clock.now()))) {
      throw notFound(`There is no job named ${request.params.name}.`);
    }
    const jobs = await listJobs(app.db);
    return jobs.find((job) => job.name === request.params.name);
  });
};

export default deskJobRoutes;
