import { listJobs, makeJobDue } from '../services/jobs/jobStore';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

const list: DeskVerb = {
  usage: '',
  async run({ db, print }, args) {
    if (args.length > 0) throw new DeskUsageError('list takes no arguments.');
    const jobs = await listJobs(db);
    if (jobs.length === 0) print('No job has run yet: the jobs appear once an API process has started listening.');
    for (const job of jobs) {
      const running = job.leaseOwner ? `running on ${job.leaseOwner} until ${job.leaseExpiresAt}` : 'idle';
      const last = job.lastRunAt ? `last run ${job.lastRunAt}${job.lastError ? ` failed: ${job.lastError}` : ''}` : 'never run';
      print(`${job.name}\tdue ${job.dueAt}\t${running}\t${last}`);
    }
    return 0;
  },
};

const due: DeskVerb = {
  usage: 'NAME (a job from list)',
  async run({ db, clock, print }, args) {
    if (args.length !== 1) throw new DeskUsageError('Name one job.');
    if (!(await makeJobDue(db, args[0], clock.now()))) {
      print(`There is no job named ${args[0]}.`);
      return 1;
    }
    print(`${args[0]} is due now: the next look of a running API process runs it.`);
    return 0;
  },
};

/** The scheduled jobs every API process shares (services/jobs). */
export const jobDesk: DeskGroup = {
  summary: 'scheduled jobs shared by the API processes: list them, or make one due now',
  verbs: { list, due },
};
