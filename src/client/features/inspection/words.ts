/** The words of the driver's inspection (issue 24). */
import { inspectionStageNames, type InspectionStage } from '../../../shared/inspections';
import type { FieldError } from '../../../shared/wire';

export const inspectionTitle = (stage: InspectionStage, loadId: number, correction = false) => `${inspectionStageNames[stage]} inspection${correction ? ', corrected' : ''} · Load ${loadId}`;
export const correctButton = (stage: InspectionStage) => `Correct the ${stage === 'pickup' ? 'Pick-up' : 'Delivery'} Inspection`;
export const CORRECTION_NOTE = 'Inspect the vehicles again and sign: the new version is kept beside the one signed before.';
export const vehicleStepTitle = (position: number, count: number) => `Vehicle ${position} of ${count}`;
export const SIGNING_TITLE = 'Signatures';
export const BACK_TO_LOADS = 'Back to My Loads';
export const NEXT_BUTTON = 'Next';
export const PREVIOUS_BUTTON = 'Back';

export const VIN_LABEL = 'VIN';
export const SCAN_BUTTON = 'Scan';
export const SCAN_STOP_BUTTON = 'Stop scanning';
export const SCAN_HINT = 'Point the camera at the VIN barcode (driver\'s door jamb or windshield).';
export const SCAN_FAILED = 'The camera could not be opened: type the VIN.';
export const ODOMETER_LABEL = 'Odometer (miles)';

export const PHOTOS_TITLE = 'Photos';
export const photoButtonLabel = (angle: string) => `${angle} photo`;
export const ADD_CLOSE_UP = 'Add a close-up';
export const REMOVE = 'Remove';
export const photoAlt = (angle: string, position: number) => `${angle} of vehicle ${position}`;
export const PHOTO_NOT_KEPT = 'The photo could not be kept on this phone. Try again.';

export const DAMAGES_TITLE = 'Damages';
export const DAMAGES_HINT = 'Tap the drawing where the damage is.';
export const NO_DAMAGES = 'No damage marked.';
export const damageTitle = (number: number) => `Damage ${number}`;
export const DAMAGE_CODE_LABEL = 'Damage';
export const AIAG_AREA_LABEL = 'Area';
export const AIAG_TYPE_LABEL = 'Type';
export const AIAG_SEVERITY_LABEL = 'Severity';
export const CHOOSE = 'Choose…';
export const DAMAGE_PHOTO_LABEL = 'Photo of the damage';
export const NOTE_LABEL = 'Note (optional)';
export const EDIT = 'Edit';
export const DONE = 'Done';

export const customerTitle = (stage: InspectionStage) => (stage === 'pickup' ? 'Shipper' : 'Receiver');
export const customerNameLabel = (stage: InspectionStage) => `${customerTitle(stage)}'s name`;
export const CUSTOMER_EMAIL_LABEL = 'E-mail (optional)';
export const CUSTOMER_EMAIL_HINT = 'We\'ll e-mail them the bill of lading.';
export const customerSignatureLabel = (stage: InspectionStage) => `${customerTitle(stage)}'s signature`;
export const DRIVER_SIGNATURE_LABEL = 'Your signature';
export const CLEAR_SIGNATURE = 'Clear';
export const SIGN_HERE = 'Sign with a finger in the box.';
export const NOT_AVAILABLE_LABEL = 'Customer Not Available';
export const REASON_LABEL = 'Reason';
export const OTHER_REASON_LABEL = 'Other reason';
export const NOT_AVAILABLE_REASONS = ['Night drop', 'Auction security', 'Dealer closed'] as const;
export const SUBJECT_TO_INSPECTION_LABEL = 'Subject to inspection';
export const SUBJECT_TO_INSPECTION_HINT = 'The receiver may inspect the vehicles after you leave.';

export const LOCATION_ASKING = 'Finding this phone\'s location…';
export const LOCATION_GIVEN = 'Location recorded.';
export const LOCATION_REFUSED = 'This load records where it was signed: allow the phone to share its location, then try again.';
export const LOCATION_RETRY = 'Share Location';

export const MISSING_TITLE = 'Still missing';
export const REASON_MISSING = 'Give the reason the customer is not available.';
export const DRIVER_SIGNATURE_MISSING = 'Sign as the driver.';
export function signButton(stage: InspectionStage, correction = false): string {
  if (correction) return 'Sign the Correction';
  return stage === 'pickup' ? 'Sign and Mark Picked Up' : 'Sign and Mark Delivered';
}
export const notAvailableReceivedBy = (reason: string) => `Customer not available: ${reason}`;

/** 'vehicles[0].damages[1].code' → 'Vehicle 1, damage 2: ' ahead of the rule's own words. */
export function shortfallLine({ field, message }: FieldError): string {
  const vehicle = /^vehicles\[(\d+)\]/.exec(field);
  if (!vehicle) return message;
  const damage = /\.damages\[(\d+)\]/.exec(field);
  const where = `Vehicle ${Number(vehicle[1]) + 1}${damage ? `, damage ${Number(damage[1]) + 1}` : ''}`;
  return `${where}: ${message}`;
}
