import type { InspectionRecord } from '../../../../shared/contracts/inspection';
import { SignatureImage } from '../../../ui/inspection/SignatureImage';
import { CUSTOMER_NOT_AVAILABLE, customerRole, SUBJECT_TO_INSPECTION } from '../loadInspectionsText';

/** Who took or handed over the cars: their name and signature, or the 'Customer Not Available' stamp and why. */
export function CustomerSignOff({ inspection }: { inspection: InspectionRecord }) {
  const { customer, stage } = inspection;
  const role = customerRole(stage);
  return (
    <div className="load-inspection__signoff">
      <div>
        <p className="load-detail__label">{role}</p>
        {customer.name && <p className="load-inspection__signer">{customer.name}</p>}
        {customer.notAvailableReason !== null ? (
          <div className="load-inspection__stamp">
            <p className="load-inspection__stamp-title">{CUSTOMER_NOT_AVAILABLE}</p>
            <p>{customer.notAvailableReason}</p>
          </div>
        ) : (
          customer.signature && <SignatureImage signature={customer.signature} signer={customer.name || role} />
        )}
        {inspection.subjectToInspection && <p className="load-inspection__subject">{SUBJECT_TO_INSPECTION}</p>}
      </div>
      <div>
        <p className="load-detail__label">Driver</p>
        <p className="load-inspection__signer">{inspection.driverName}</p>
        <SignatureImage signature={inspection.driverSignature} signer={inspection.driverName} />
      </div>
    </div>
  );
}
