import { screen } from '@testing-library/react';
import type { LoadRecord } from '../../../../src/shared/loads';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { aLoad } from '../../support/loads';
import { answerLoad, anOwnLoad } from './loadDetailFixtures';

jest.mock('../../../../src/client/api/loadApi');

afterEach(() => jest.clearAllMocks());

async function openDetail(load: LoadRecord) {
  answerLoad(load);
  renderAppAt('/load/4711', signedInState());
  await screen.findByRole('region', { name: 'Pick-Up' });
  return {
    cancel: screen.queryByRole('button', { name: 'Cancel Load' }),
    documents: screen.queryByRole('group', { name: 'Documents of load 4711' }),
    backhauls: screen.queryByRole('heading', { name: 'Find Backhaul' }),
  };
}

describe('load detail: the cancel, documents and backhaul panels (loads spec 2)', () => {
  it("the carrier's own claimed (PendingPickup) load has the cancel panel, its documents and backhauls", async () => {
    const panels = await openDetail(anOwnLoad());
    expect(panels.cancel).not.toBeNull();
    expect(panels.documents).not.toBeNull();
    expect(panels.backhauls).not.toBeNull();
  });

  it('an in-progress own load has documents but no cancel panel', async () => {
    const panels = await openDetail(anOwnLoad({ orderStatus: 'InRoute' }));
    expect(panels.cancel).toBeNull();
    expect(panels.documents).not.toBeNull();
  });

  it('an available load has the backhaul panel but neither cancel nor documents', async () => {
    const panels = await openDetail(aLoad());
    expect(panels.backhauls).not.toBeNull();
    expect(panels.cancel).toBeNull();
    expect(panels.documents).toBeNull();
  });
});
