/** Product announcements (account spec 3 and 7, GET Announcements/List): the header banner and the landing carousel. */

export const ANNOUNCEMENT_TARGET_TYPES = ['CIHeader', 'CIBody'] as const;

export type AnnouncementTargetType = (typeof ANNOUNCEMENT_TARGET_TYPES)[number];

export interface Announcement {
  id: number;
  targetType: AnnouncementTargetType;
  title: string;
  details: string;
  rotationTimeInSeconds: number;
  callToActionCopy: string | null;
  callToActionUrl: string | null;
}

export interface AnnouncementList {
  announcements: Announcement[];
}

/** A banner item shows for this long when its rotationTimeInSeconds is missing or not positive. */
export const DEFAULT_ROTATION_SECONDS = 10;

/** Only an announcement with both the words and the address of its link shows a link (account spec 2.4). */
export function callToActionOf(announcement: Announcement): { copy: string; url: string } | null {
  const copy = announcement.callToActionCopy?.trim();
  const url = announcement.callToActionUrl?.trim();
  return copy && url ? { copy, url } : null;
}
