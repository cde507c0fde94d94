import type { SessionToken } from '../../../src/client/api/credentials';
import type { Viewer } from '../../../src/shared/wire';

export const demoToken: SessionToken = { tokenType: 'bearer', accessToken: 'demo-access-token' };

export const demoViewer: Viewer = {
  userId: 42,
  userName: 'demo',
  email: 'demo@carrier.test',
  firstName: 'Dana',
  lastName: 'Miles',
  name: 'Dana Miles',
  primaryPhone: { phoneNumber: '313-555-0100' },
  cellPhone: { phoneNumber: null },
  address: { address1: '1 Main St', address2: null, city: 'Plymouth', state: 'MI', zip: '48170' },
  client: { clientId: 7, name: 'Demo Hauling' },
};
