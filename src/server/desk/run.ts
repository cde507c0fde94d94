import { announcementDesk } from './announcements';
import { apiKeyDesk } from './apiKeys';
import { backupDesk } from './backup';
import { applicationDesk } from './applications';
import { brokerAgreementDesk } from './brokerAgreements';
import { callRequestDesk } from './callRequests';
import { invitationDesk } from './invitations';
import { invoiceDesk } from './invoices';
import { jobDesk } from './jobs';
import { loadDesk } from './loads';
import { lookupDesk } from './lookups';
import { operatorDesk } from './operators';
import { paymentPreferenceDesk } from './paymentPreferences';
import { registrationCodeDesk } from './registrationCodes';
import { DeskUsageError, type DeskContext, type DeskGroup } from './verbs';

/** Every group of the operator desk; a new one is one line here. */
export const deskGroups: Record<string, DeskGroup> = {
  announcement: announcementDesk,
  'registration-code': registrationCodeDesk,
  application: applicationDesk,
  invitation: invitationDesk,
  'broker-agreement': brokerAgreementDesk,
  lookup: lookupDesk,
  'payment-preference': paymentPreferenceDesk,
  operator: operatorDesk,
  'api-key': apiKeyDesk,
  invoice: invoiceDesk,
  load: loadDesk,
  job: jobDesk,
  backup: backupDesk,
  'call-request': callRequestDesk,
};

export function deskUsage(groups: Record<string, DeskGroup> = deskGroups): string {
  const lines = Object.entries(groups).flatMap(([name, group]) => [
    `  ${name}: ${group.summary}`,
    ...Object.entries(group.verbs).map(([verb, { usage }]) => `    npm run desk -- ${name} ${verb}${usage ? ` ${usage}` : ''}`),
  ]);
  return ['Usage: npm run desk -- <group> <verb> [options]', ...lines, 'Works on DATABASE_URL (default ./data/haulboard.sqlite).'].join('\n');
}

/** Runs `group verb ...args` and answers the exit code; a wrong command line prints why and the usage. */
export async function runDesk(argv: string[], context: DeskContext, groups: Record<string, DeskGroup> = deskGroups): Promise<number> {
  const [groupName, ...rest] = argv;
  const named = groupName !== undefined && Object.hasOwn(groups, groupName) ? groups[groupName] : undefined;
  // A group's default verb runs when the next word is none of its verbs (`registration-code --email`, `backup FILE`).
  const defaultVerb = named?.defaultVerb;
  const [verbName, ...args] = defaultVerb && (rest.length === 0 || !Object.hasOwn(named.verbs, rest[0])) ? [defaultVerb, ...rest] : rest;
  if (groupName === undefined || groupName === 'help' || groupName === '--help') {
    context.print(deskUsage(groups));
    return groupName === undefined ? 1 : 0;
  }
  const group = Object.hasOwn(groups, groupName) ? groups[groupName] : undefined;
  const verb = group && verbName && Object.hasOwn(group.verbs, verbName) ? group.verbs[verbName] : undefined;
  if (!verb) {
    context.print(`Unknown desk command "${[groupName, verbName].filter(Boolean).join(' ')}".\n${deskUsage(groups)}`);
    return 1;
  }
  try {
    return await verb.run(context, args);
  } catch (error) {
    if (!(error instanceof DeskUsageError)) throw error;
    context.print(`${error.message}\nUsage: npm run desk -- ${groupName} ${verbName} ${verb.usage}`);
    return 1;
  }
}
