import { businessInfoSchema } from '../../src/shared/accountSchemas';
import { userDetailsSchema } from '../../src/shared/onboardingSchemas';
import { businessLocationSchema } from '../../src/shared/registrationSchemas';

const ontario = { address1: '6300 Kennedy Rd', city: 'Mississauga', state: 'ON', zip: 'L5T 2L7' };

describe('an address in Canada (the demo carrier is in Ontario)', () => {
  it('Business Information accepts a Canadian province and its postal code', () => {
    expect(businessInfoSchema.isValidSync({ ...ontario, primaryPhone: '', cellPhone: '', email: '', address2: '' })).toBe(true);
  });

  it('Confirm Info accepts a Canadian province and its postal code', () => {
    expect(userDetailsSchema.isValidSync({
      ...ontario, primaryPhone: '905-555-0140', cellPhone: '905-555-0141', userName: 'nadia.gagnon', email: 'dispatch@northstar.test',
    })).toBe(true);
  });

  it("registration's Business Location accepts a Canadian province and its postal code", () => {
    expect(businessLocationSchema.isValidSync(ontario)).toBe(true);
  });

  it('a state that is neither a US state nor a Canadian province is refused', () => {
    expect(businessLocationSchema.isValidSync({ ...ontario, state: 'XX' })).toBe(false);
    expect(businessInfoSchema.isValidSync({ ...ontario, state: 'XX' })).toBe(false);
  });
});
