import { LookupValue } from './LookupValue';

/** A North American number as `tel:` dials it: +1 and its ten digits. */
const dialed = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
};

/** The dispatch and support phone from its lookup (CarrierDispatchPhoneNumber), as a link that dials it. */
export function DispatchPhoneLink() {
  return (
    <LookupValue lookupKey="CarrierDispatchPhoneNumber">
      {(phone) => <a href={`tel:${dialed(phone)}`}>{phone}</a>}
    </LookupValue>
  );
}

/** The dispatch e-mail from its lookup (CarrierDispatchEmailAddress), as a link that writes to it. */
export function DispatchEmailLink() {
  return (
    <LookupValue lookupKey="CarrierDispatchEmailAddress">
      {(address) => <a href={`mailto:${address}`}>{address}</a>}
    </LookupValue>
  );
}
