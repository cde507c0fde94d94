import type { RecordText } from '../../../../src/server/services/loadSearch/recordText';

/** A kept record of about `size` + 150 bytes whose every field tells its load (the ring's tests). */
export const recordOf = (id: number, size = 200): RecordText => ({
  id,
  updatedAt: `2026-11-27T10:00:${String(id % 60).padStart(2, '0')}.000Z`,
  originState: 'TX',
  destinationState: 'QC',
  gaps: ['currentUserFavorite', 'numberOfFavorites', 'myLane'],
  parts: [
    `{"id":${id},"vehicles":[{"year":2024,"make":"Ford"}],"originCity":"Montréal ${'x'.repeat(size)}","originComments":"say \\"id\\": ${id}","currentUserFavorite":`,
    ',"numberOfFavorites":', ',"myLane":', '}',
  ],
});
