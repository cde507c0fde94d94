import type { RegistrationField } from '../../../../shared/registration';

/** The label of each registration field, as its step shows it. */
export const fieldLabels: Record<RegistrationField, string> = {
  companyName: 'Company Name',
  ownerName: 'Owner Name',
  companyEmailAddress: 'Company Email',
  officePhone: 'Office Phone',
  mobilePhone: 'Mobile Phone (optional)',
  dispatchContactName: 'Dispatch Contact Name',
  dispatchContactNumber: 'Dispatch Contact Number (optional)',
  address1: 'Address',
  address2: 'Address 2 (optional)',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  insuranceAgentName: 'Insurance Agent Name',
  agentPhone: 'Agent Phone',
  agentEmail: 'Agent Email (optional)',
  insuranceName: 'Insurance Company (optional)',
  dotNumber: 'DOT Number',
  mcNumber: 'MC Number',
  federalTaxId: 'Federal Tax ID',
  totalNumberOfTrucks: 'Total Number of Trucks',
  totalCapacity: 'Total Capacity (cars)',
};

const inputTypes: Partial<Record<RegistrationField, 'email' | 'tel'>> = {
  companyEmailAddress: 'email', agentEmail: 'email', officePhone: 'tel', mobilePhone: 'tel', dispatchContactNumber: 'tel', agentPhone: 'tel',
};

export const inputTypeOf = (field: RegistrationField) => inputTypes[field] ?? 'text';
