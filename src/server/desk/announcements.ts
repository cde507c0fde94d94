import { parseArgs } from 'node:util';
import { wholeNumberOption } from '../commandLine';
import { endAnnouncement, findAnnouncements, type AnnouncementRow } from '../repositories/announcements';
import { AnnouncementRefused, publishAnnouncement } from '../services/announcements/publish';
import { DeskUsageError, type DeskGroup, type DeskVerb } from './verbs';

/** node's option reader, its complaints (an unknown option, a missing value) told as a wrong command line. */
function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new DeskUsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Where the announcement stands at `now`: what the banner and carousel make of it. */
export function announcementStatus(row: AnnouncementRow, now: Date): 'inactive' | 'scheduled' | 'ended' | 'current' {
  const at = now.toISOString();
  if (!row.active) return 'inactive';
  if (row.startsAt > at) return 'scheduled';
  if (row.endsAt !== null && row.endsAt <= at) return 'ended';
  return 'current';
}

export function describeAnnouncement(row: AnnouncementRow, now: Date): string {
  const link = row.callToActionCopy && row.callToActionUrl ? ` [${row.callToActionCopy} → ${row.callToActionUrl}]` : '';
  return `#${row.id} ${row.targetType} ${announcementStatus(row, now)} ${row.startsAt} → ${row.endsAt ?? 'open'} ` +
    `every ${row.rotationTimeInSeconds} s: ${row.title} — ${row.details}${link}`;
}

const add: DeskVerb = {
  usage: '--target CIHeader|CIBody --title TEXT --details TEXT [--rotation SECONDS] [--cta-copy TEXT --cta-url URL] ' +
    '[--starts ISO] [--ends ISO]',
  async run({ db, clock, print }, args) {
    const { values, positionals } = parsed(() => parseArgs({
      args, allowPositionals: true, strict: true,
      options: {
        target: { type: 'string' }, title: { type: 'string' }, details: { type: 'string' }, rotation: { type: 'string' },
        'cta-copy': { type: 'string' }, 'cta-url': { type: 'string' }, starts: { type: 'string' }, ends: { type: 'string' },
      },
    }));
    if (positionals.length > 0) throw new DeskUsageError(`Unexpected argument "${positionals[0]}"; quote texts with spaces.`);
    const rotation = values.rotation === undefined ? undefined : parsed(() => wholeNumberOption(values.rotation!, 'rotation', 1));
    const now = clock.now();
    try {
      const row = await publishAnnouncement(db, {
        targetType: values.target, title: values.title, details: values.details, rotationTimeInSeconds: rotation,
        callToActionCopy: values['cta-copy'], callToActionUrl: values['cta-url'], startsAt: values.starts, endsAt: values.ends,
      }, now);
      print(`Added ${describeAnnouncement(row, now)}`);
      return 0;
    } catch (error) {
      if (error instanceof AnnouncementRefused) throw new DeskUsageError(error.message);
      throw error;
    }
  },
};

const list: DeskVerb = {
  usage: '',
  async run({ db, clock, print }, args) {
    parsed(() => parseArgs({ args, options: {}, strict: true }));
    const now = clock.now();
    const rows = await findAnnouncements(db);
    if (rows.length === 0) print('No announcements.');
    for (const row of rows) print(describeAnnouncement(row, now));
    return 0;
  },
};

const end: DeskVerb = {
  usage: 'ID',
  async run({ db, clock, print }, args) {
    const { positionals } = parsed(() => parseArgs({ args, options: {}, allowPositionals: true, strict: true }));
    if (positionals.length !== 1) throw new DeskUsageError('Name the one announcement to end by its id.');
    const id = parsed(() => wholeNumberOption(positionals[0], 'id', 1));
    const now = clock.now();
    const row = await endAnnouncement(db, id, now);
    if (!row) {
      print(`No announcement #${id}.`);
      return 1;
    }
    print(`Ended ${describeAnnouncement(row, now)}`);
    return 0;
  },
};

/** Publishing, listing and ending the banner and landing-page announcements (account spec 2.4). */
export const announcementDesk: DeskGroup = {
  summary: 'the header banner (CIHeader) and landing carousel (CIBody) announcements',
  verbs: { add, list, end },
};
