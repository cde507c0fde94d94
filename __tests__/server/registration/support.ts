import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { issueRegistrationCode } from '../../../src/server/services/registration/codes';
import type { RegistrationForm } from '../../../src/shared/registration';
import { uniqueEmail } from '../support/appFixtures';
import { api } from '../support/resetMail';

export function issueCode(db: Db, now: Date = new Date(), extra: { email?: string; companyName?: string } = {}) {
  return issueRegistrationCode(db.db, { ...extra, now }).then(({ code }) => code);
}

export function validForm(registrationCode: string, overrides: Partial<Record<keyof RegistrationForm, unknown>> = {}): Record<string, unknown> {
  return {
    registrationCode,
    companyName: 'Great Lakes Auto Transport',
    ownerName: 'Maria Kowalski',
    companyEmailAddress: uniqueEmail('owner'),
    officePhone: '(734) 555-0100',
    mobilePhone: '+1 734 555 0101',
    dispatchContactName: 'Tom Reyes',
    dispatchContactNumber: '734-555-0102',
    address1: '41000 Ann Arbor Rd',
    address2: 'Suite 3',
    city: 'Plymouth',
    state: 'MI',
    zip: '48170',
    insuranceAgentName: 'Ann Becker',
    agentPhone: '248-555-0190',
    agentEmail: 'ann@insure.test',
    insuranceName: 'Mutual Haul',
    dotNumber: '3141593',
    mcNumber: 'MC-123456',
    federalTaxId: '38-1234567',
    totalNumberOfTrucks: '4',
    totalCapacity: '28',
    ...overrides,
  };
}

/** PascalCase keys, as the portal sends them. */
export function complete(app: FastifyInstance, body: unknown, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) {
  const payload = body && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body).map(([key, value]) => [key[0].toUpperCase() + key.slice(1), value]))
    : body;
  return app.inject({ method: 'POST', url: api('CarrierRegistration/Complete'), remoteAddress, headers, payload: payload as object });
}

export function validate(app: FastifyInstance, code: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'GET', url: api(`CarrierRegistration/Validate/${encodeURIComponent(code)}`), remoteAddress });
}

/** What /register sends: the application's fields (issue 22), PascalCase as the portal sends them. */
export function applicationForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    CompanyName: 'Great Lakes Auto Transport',
    DotNumber: '3141593',
    McNumber: 'MC-123456',
    OwnerName: 'Maria Kowalski',
    CompanyEmailAddress: uniqueEmail('applicant'),
    OfficePhone: '(734) 555-0100',
    ...overrides,
  };
}

export function apply(app: FastifyInstance, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: api('CarrierRegistration/Apply'), remoteAddress, payload });
}

/** The registration code at the end of the link of an application's mail. */
export function registrationCodeOf(text: string): string {
  const match = /https?:\/\/\S+\/register\/welcome\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no registration link in: ${text}`);
  return match[1];
}
