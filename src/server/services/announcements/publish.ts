import type { Kysely } from 'kysely';
import { ANNOUNCEMENT_TARGET_TYPES, DEFAULT_ROTATION_SECONDS, type AnnouncementTargetType } from '../../../shared/announcements';
import { isAppPath } from '../../../shared/appPaths';
import type { FieldError } from '../../../shared/wire';
import type { Database } from '../../db/tables';
import { insertAnnouncement, type AnnouncementRow } from '../../repositories/announcements';

/** What an operator gives to publish an announcement, as text, before it is checked. */
export interface AnnouncementDraft {
  targetType?: string;
  title?: string;
  details?: string;
  rotationTimeInSeconds?: number;
  callToActionCopy?: string;
  callToActionUrl?: string;
  startsAt?: string;
  endsAt?: string;
}

/** Each problem names the draft's field, so the desk API answers per field and the command line prints them all. */
export class AnnouncementRefused extends Error {
  constructor(readonly problems: FieldError[]) {
    super(problems.map((problem) => problem.message).join('\n'));
    this.name = 'AnnouncementRefused';
  }
}

const isTargetType = (value: string | undefined): value is AnnouncementTargetType =>
  (ANNOUNCEMENT_TARGET_TYPES as readonly string[]).includes(value ?? '');

function instantOf(raw: string | undefined, field: 'startsAt' | 'endsAt', name: string, problems: FieldError[]): Date | null {
  if (raw === undefined) return null;
  const instant = new Date(raw);
  if (Number.isNaN(instant.getTime())) problems.push({ field, message: `${name} must be an ISO-8601 instant, got "${raw}"` });
  return instant;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** An http(s) address a browser reads as written: no control character or space hides another host in it. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\/[^\s\\\u0000-\u001f\u007f]+$/i.test(url) && URL.canParse(url);
}

/**
 * Checks and stores a new announcement, live from `now` unless it says when it starts. A link needs both its
 * words and its address, since the screens show neither alone; the address is a path of the app or http(s).
 */
export async function publishAnnouncement(db: Kysely<Database>, draft: AnnouncementDraft, now: Date): Promise<AnnouncementRow> {
  const problems: FieldError[] = [];
  const { targetType } = draft;
  if (!isTargetType(targetType)) problems.push({ field: 'targetType', message: `target must be one of ${ANNOUNCEMENT_TARGET_TYPES.join(', ')}` });
  const title = blankToNull(draft.title);
  const details = blankToNull(draft.details);
  if (!title) problems.push({ field: 'title', message: 'title is required' });
  if (!details) problems.push({ field: 'details', message: 'details are required' });
  const rotation = draft.rotationTimeInSeconds ?? DEFAULT_ROTATION_SECONDS;
  if (!Number.isSafeInteger(rotation) || rotation < 1) problems.push({ field: 'rotationTimeInSeconds', message: 'rotation must be a whole number of seconds from 1' });
  const callToActionCopy = blankToNull(draft.callToActionCopy);
  const callToActionUrl = blankToNull(draft.callToActionUrl);
  if ((callToActionCopy === null) !== (callToActionUrl === null)) {
    problems.push({ field: callToActionCopy === null ? 'callToActionCopy' : 'callToActionUrl', message: 'a link needs both its copy and its url' });
  }
  if (callToActionUrl && !isAppPath(callToActionUrl) && !isWebAddress(callToActionUrl)) {
    problems.push({ field: 'callToActionUrl', message: 'the link url must be a path of the app (/...) or an http(s) address' });
  }
  const startsAt = instantOf(draft.startsAt, 'startsAt', 'starts', problems) ?? now;
  const endsAt = instantOf(draft.endsAt, 'endsAt', 'ends', problems);
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) problems.push({ field: 'endsAt', message: 'ends must be after starts' });
  if (problems.length > 0 || !isTargetType(targetType) || !title || !details) throw new AnnouncementRefused(problems);

  return insertAnnouncement(db, {
    targetType, title, details, rotationTimeInSeconds: rotation, callToActionCopy, callToActionUrl, startsAt, endsAt,
  });
}
