import { callRequestsSince, findCallRequests, toDeskCallRequest } from '../repositories/callRequests';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

const list: DeskVerb = {
  usage: '',
  async run({ db, clock, print }, args) {
    if (args.length > 0) throw new DeskUsageError('list takes no arguments.');
    const requests = (await findCallRequests(db, callRequestsSince(clock.now()))).map(toDeskCallRequest);
    if (requests.length === 0) print('No call requests from the last day on.');
    for (const call of requests) {
      print(`${call.id}\t${call.dispatchTime} (carrier: ${call.carrierTime})\t${call.name} of ${call.clientName} (client ${call.clientId})\t${call.phone ?? 'no phone'}\t${call.email}`);
    }
    return 0;
  },
};

/** Carriers who skipped onboarding for a call with dispatch at a time they chose. */
export const callRequestDesk: DeskGroup = {
  summary: 'calls carriers asked dispatch for during onboarding: list them, soonest first',
  verbs: { list },
};
