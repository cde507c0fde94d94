import type { FieldError } from './wire';
import type { InspectionBody, InspectionDamageBody, InspectionVehicleBody } from './contracts/inspection';
import {
  ADVANCED_PHOTOS_PER_VEHICLE, AIAG_PHOTOS_PER_DAMAGE, GUIDED_PHOTO_ANGLES, photoAngleNames,
  type DamageView, type InspectionKind,
} from './inspections';

/*
 * What an inspection needs before it can be signed, judged the same way on the phone (to say what is missing) and on
 * the server (to refuse it). Each shortfall is a field error whose field is the body's path.
 */

const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Vehicles from 1981 on carry the 17-character VIN with its check digit; older ones carry their maker's number. */
const FIRST_STANDARD_VIN_YEAR = 1981;

function vinValue(character: string): number {
  const digit = Number.parseInt(character, 10);
  return Number.isNaN(digit) ? VIN_VALUES[VIN_LETTERS.indexOf(character)]! : digit;
}

/** True when the 17-character VIN's ninth character is the check digit of the others (49 CFR 565). */
export function hasValidCheckDigit(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  const sum = [...vin].reduce((total, character, index) => total + vinValue(character) * VIN_WEIGHTS[index]!, 0);
  const check = sum % 11;
  return vin[8] === (check === 10 ? 'X' : String(check));
}

export function normalizeVin(typed: string): string {
  return typed.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** What is wrong with a VIN as typed or read, or null. `year` is the load's year for the vehicle, when known. */
export function vinProblem(vin: string, year: number | null): string | null {
  const value = normalizeVin(vin);
  if (value === '') return 'Enter the VIN.';
  if (year !== null && year < FIRST_STANDARD_VIN_YEAR) {
    return /^[A-Z0-9]{5,17}$/.test(value) ? null : 'A VIN has 5 to 17 letters and digits.';
  }
  if (value.length !== 17) return 'A VIN has 17 characters.';
  if (/[IOQ]/.test(value)) return 'A VIN never has the letters I, O or Q.';
  if (!/^[A-Z0-9]{17}$/.test(value)) return 'A VIN has only letters and digits.';
  return hasValidCheckDigit(value) ? null : 'This VIN\'s check digit does not match: check each character.';
}

function damageShortfalls(kind: InspectionKind, damage: InspectionDamageBody, path: string): FieldError[] {
  if (kind === 'aiag') {
    const errors: FieldError[] = [];
    if (!damage.aiag) errors.push({ field: `${path}.aiag`, message: 'Give the damage\'s area, type and severity codes.' });
    const missing = AIAG_PHOTOS_PER_DAMAGE - damage.photoKeys.length;
    if (missing > 0) errors.push({ field: `${path}.photoKeys`, message: `Take ${missing} more ${missing === 1 ? 'photo' : 'photos'} of this damage.` });
    return errors;
  }
  return damage.code ? [] : [{ field: `${path}.code`, message: 'Choose what the damage is.' }];
}

function vehicleShortfalls(kind: InspectionKind, vehicle: InspectionVehicleBody, year: number | null, path: string): FieldError[] {
  const errors: FieldError[] = [];
  const vin = vinProblem(vehicle.vin, year);
  if (vin) errors.push({ field: `${path}.vin`, message: vin });
  if (kind === 'advanced') {
    const angles = new Set(vehicle.photos.map((photo) => photo.angle));
    const unguided = GUIDED_PHOTO_ANGLES.filter((angle) => !angles.has(angle));
    if (unguided.length > 0) {
      errors.push({ field: `${path}.photos`, message: `Take the ${unguided.map((angle) => photoAngleNames[angle].toLowerCase()).join(', ')} ${unguided.length === 1 ? 'photo' : 'photos'}.` });
    } else if (vehicle.photos.length < ADVANCED_PHOTOS_PER_VEHICLE) {
      const missing = ADVANCED_PHOTOS_PER_VEHICLE - vehicle.photos.length;
      errors.push({ field: `${path}.photos`, message: `Take ${missing} more ${missing === 1 ? 'photo' : 'photos'}.` });
    }
  }
  vehicle.damages.forEach((damage, index) => errors.push(...damageShortfalls(kind, damage, `${path}.damages[${index}]`)));
  return errors;
}

/**
 * What the inspection still needs for its kind: each vehicle of the load once with its VIN; the photos an advanced
 * inspection asks for and the codes and photos of each AIAG damage; the customer's name and signature, or (except on
 * an advanced inspection) the reason the customer was not available; the driver's signature; an advanced one's
 * location. `years` are the load's vehicles' years in order (their count is the load's vehicle count).
 */
export function inspectionShortfalls(kind: InspectionKind, body: InspectionBody, years: readonly (number | null)[]): FieldError[] {
  const errors: FieldError[] = [];
  const positions = body.vehicles.map((vehicle) => vehicle.position);
  const expected = years.map((_, index) => index + 1);
  if (positions.length !== expected.length || expected.some((position) => !positions.includes(position))) {
    errors.push({ field: 'vehicles', message: `Inspect each of the load's ${years.length} ${years.length === 1 ? 'vehicle' : 'vehicles'} once.` });
  }
  body.vehicles.forEach((vehicle, index) => {
    errors.push(...vehicleShortfalls(kind, vehicle, years[vehicle.position - 1] ?? null, `vehicles[${index}]`));
  });
  const { customer } = body;
  const who = body.stage === 'pickup' ? 'shipper' : 'receiver';
  const notAvailable = (customer.notAvailableReason ?? '').trim() !== '';
  if (notAvailable && kind === 'advanced') {
    errors.push({ field: 'customer.notAvailableReason', message: `This load needs the ${who}'s signature.` });
  } else if (!notAvailable) {
    if (customer.name.trim() === '') errors.push({ field: 'customer.name', message: `Enter the ${who}'s name.` });
    if (!customer.signature) errors.push({ field: 'customer.signature', message: `Ask the ${who} to sign.` });
  }
  if (body.stage === 'pickup' && body.subjectToInspection) {
    errors.push({ field: 'subjectToInspection', message: 'Subject to inspection is for delivery.' });
  }
  if (kind === 'advanced' && !body.location) {
    errors.push({ field: 'location', message: 'Allow the phone to share its location.' });
  }
  return errors;
}

/** How near (as a fraction of the drawing) a pick-up mark must be to count as the same damage. */
const SAME_DAMAGE_DISTANCE = 0.08;

interface MarkedDamage {
  view: DamageView;
  x: number;
  y: number;
  code: string | null;
  aiag: { area: string; type: string } | null;
}

/**
 * A damage noted at delivery is new when the pick-up inspection of the same vehicle noted nothing like it: for AIAG
 * codes, nothing of the same area and type; otherwise no mark of the same code near it on the same drawing.
 */
export function isNewDamage(delivered: MarkedDamage, atPickup: readonly MarkedDamage[]): boolean {
  return !atPickup.some((before) => {
    if (delivered.aiag && before.aiag) return delivered.aiag.area === before.aiag.area && delivered.aiag.type === before.aiag.type;
    return before.view === delivered.view && before.code === delivered.code
      && Math.hypot(before.x - delivered.x, before.y - delivered.y) <= SAME_DAMAGE_DISTANCE;
  });
}
