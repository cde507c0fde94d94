/** The announcements of the header banner and the landing carousel (account spec 7, GET Announcements/List). */
import type { Announcement, AnnouncementList } from '../../shared/announcements';
import { request } from './request';
import { expectArray, expectData } from './shapes';

/** Public: the landing page shows them before anyone signs in. Only active ones whose window holds now. */
export async function fetchCurrentAnnouncements(): Promise<Announcement[]> {
  const data = expectData(await request<AnnouncementList>('Announcements/List', {
    authenticated: false,
    query: { active: true, current: true },
  }));
  return expectArray<Announcement>(data.announcements, 'announcements');
}
