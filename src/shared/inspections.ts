/*
 * The driver's inspection (issue 24): each vehicle's condition at pick-up and at delivery, the words and limits both
 * sides use. The wire shapes are in contracts/inspection.ts; the rules that judge a draft in inspectionRules.ts.
 */

export const INSPECTION_KINDS = ['standard', 'advanced', 'aiag'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];
export const DEFAULT_INSPECTION_KIND: InspectionKind = 'standard';

export const inspectionKindNames: Record<InspectionKind, string> = {
  standard: 'Standard',
  advanced: 'Advanced',
  aiag: 'AIAG-coded',
};

export const INSPECTION_STAGES = ['pickup', 'delivery'] as const;
export type InspectionStage = (typeof INSPECTION_STAGES)[number];

export const inspectionStageNames: Record<InspectionStage, string> = { pickup: 'Pick-up', delivery: 'Delivery' };

/** The guided set of photos, then any number of close-ups. */
export const PHOTO_ANGLES = ['front', 'back', 'left', 'right', 'closeUp'] as const;
export type PhotoAngle = (typeof PHOTO_ANGLES)[number];
export const GUIDED_PHOTO_ANGLES: readonly PhotoAngle[] = ['front', 'back', 'left', 'right'];

export const photoAngleNames: Record<PhotoAngle, string> = {
  front: 'Front', back: 'Back', left: 'Driver side', right: 'Passenger side', closeUp: 'Close-up',
};

/** An advanced inspection's photos of each vehicle at each end: the four guided ones and two more. */
export const ADVANCED_PHOTOS_PER_VEHICLE = 6;
/** An AIAG-coded inspection's photos of each damage. */
export const AIAG_PHOTOS_PER_DAMAGE = 2;

/** The two drawings of the vehicle a damage is marked on; a mark's x and y are fractions of the drawing (0 to 1). */
export const DAMAGE_VIEWS = ['top', 'side'] as const;
export type DamageView = (typeof DAMAGE_VIEWS)[number];

/** The damage codes of car-hauling bills of lading. */
export const DAMAGE_CODES = {
  S: 'Scratched',
  MS: 'Multiple scratches',
  D: 'Dented',
  CH: 'Chipped',
  CR: 'Cracked',
  B: 'Broken',
  M: 'Missing',
  R: 'Rubbed',
  G: 'Gouged',
  BT: 'Bent',
  T: 'Torn',
  F: 'Faded',
} as const;
export type DamageCode = keyof typeof DAMAGE_CODES;

/*
 * The automotive industry's damage code families (AIAG M-22): where on the vehicle (area, two digits), what
 * happened to it (type, two digits) and how large (severity, one digit).
 */
export const AIAG_AREAS = {
  '01': 'Antenna', '02': 'Battery', '03': 'Bumper/cover front', '04': 'Bumper/cover rear',
  '05': 'Door left front', '06': 'Door left rear', '07': 'Door right front', '08': 'Door right rear',
  '09': 'Fender left front', '10': 'Quarter panel left rear', '11': 'Fender right front', '12': 'Quarter panel right rear',
  '13': 'Floor mats/carpet', '14': 'Glass windshield', '15': 'Glass rear window', '16': 'Glass door/side',
  '17': 'Grille', '18': 'Headlight', '19': 'Hood', '20': 'Mirror left', '21': 'Mirror right',
  '22': 'Roof', '23': 'Rocker panel left', '24': 'Rocker panel right', '25': 'Spare tire',
  '26': 'Tail light', '27': 'Tire', '28': 'Trunk lid/liftgate/tailgate', '29': 'Undercarriage', '30': 'Wheel/hubcap',
  '31': 'Interior', '32': 'Pickup box/bed', '33': 'Other',
} as const;
export type AiagArea = keyof typeof AIAG_AREAS;

export const AIAG_TYPES = {
  '01': 'Bent', '02': 'Broken', '03': 'Cut', '04': 'Dented, paint not damaged', '05': 'Chipped',
  '06': 'Cracked', '07': 'Gouged', '08': 'Missing', '09': 'Punctured', '10': 'Scratched',
  '11': 'Soiled interior', '12': 'Soiled exterior', '13': 'Spotted paint', '14': 'Torn', '15': 'Dented, paint damaged',
  '16': 'Stained', '17': 'Rubbed', '18': 'Fluid leak',
} as const;
export type AiagType = keyof typeof AIAG_TYPES;

export const AIAG_SEVERITIES = {
  '1': 'Up to 1 inch', '2': '1 to 3 inches', '3': '3 to 6 inches', '4': '6 to 12 inches', '5': 'Over 12 inches', '6': 'Missing or replace',
} as const;
export type AiagSeverity = keyof typeof AIAG_SEVERITIES;

export const INSPECTION_LIMITS = {
  /** A photo as the phone sends it, after resizing; the server refuses larger ones. */
  photoBytes: 4 * 1024 * 1024,
  /** The longer side the phone resizes a photo to before sending. */
  photoLongSide: 1600,
  /** The longer side of the thumbnails the server makes. */
  thumbnailLongSide: 320,
  photosPerVehicle: 30,
  damagesPerVehicle: 40,
  photosPerDamage: 4,
  noteLength: 500,
  nameLength: 100,
  emailLength: 254,
  reasonLength: 200,
  odometerMax: 9_999_999,
  /** A signature is strokes of points on a 1000 × 400 pad: at most this many strokes and points in all. */
  signatureStrokes: 60,
  signaturePoints: 4000,
} as const;

export const SIGNATURE_PAD = { width: 1000, height: 400 } as const;

/** A photo's or an inspection's idempotency key: made on the phone, so an offline retry sends the same one. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
