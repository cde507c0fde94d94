import { fetchCurrentAnnouncements } from '../../../../src/client/api/announcementsApi';
import { requestOf, stubFetch } from '../../support/fetchStub';
import { slide } from './fixtures';

describe('GET Announcements/List (account spec 7)', () => {
  it('asks for the active and current announcements without a session and reads data.announcements', async () => {
    const announcement = slide('Find loads on the go');
    const fetchMock = stubFetch({ body: { announcements: [announcement] } });
    expect(await fetchCurrentAnnouncements()).toEqual([announcement]);
    const sent = requestOf(fetchMock);
    expect(sent.pathname).toBe('/api/Announcements/List');
    expect(sent.query.get('active')).toBe('true');
    expect(sent.query.get('current')).toBe('true');
    expect(sent.query.get('SourceApplication')).toBe('HaulboardWeb');
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).not.toHaveProperty('Authorization');
  });

  it('an answer without an announcements list is an unexpected data shape', async () => {
    stubFetch({ body: { records: [] } });
    await expect(fetchCurrentAnnouncements()).rejects.toThrow('unexpected data shape');
  });
});
