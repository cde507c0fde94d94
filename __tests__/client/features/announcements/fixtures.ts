import type { Announcement } from '../../../../src/shared/announcements';
import { routeFetch } from '../../support/routedFetch';

let nextId = 1;

export function anAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  const id = overrides.id ?? nextId++;
  return {
    id, targetType: 'CIBody', title: `Announcement ${id}`, details: `Details of announcement ${id}.`, rotationTimeInSeconds: 10,
    callToActionCopy: null, callToActionUrl: null, ...overrides,
  };
}

export const banner = (title: string, overrides: Partial<Announcement> = {}) => anAnnouncement({ targetType: 'CIHeader', title, ...overrides });
export const slide = (title: string, overrides: Partial<Announcement> = {}) => anAnnouncement({ targetType: 'CIBody', title, ...overrides });

/** The server answering GET Announcements/List with these (or failing with `status`); every other call waits. */
export function serveAnnouncements(announcements: Announcement[], status = 200): jest.Mock {
  return routeFetch([
    ['GET', /\/api\/Announcements\/List$/, () => (status === 200
      ? { body: { announcements } }
      : { status, statusText: 'Internal Server Error', body: { message: 'Internal server error' } })],
  ]);
}
