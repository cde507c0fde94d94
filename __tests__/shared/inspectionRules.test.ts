import type { InspectionBody } from '../../src/shared/contracts/inspection';
import { hasValidCheckDigit, inspectionShortfalls, isNewDamage, normalizeVin, vinProblem } from '../../src/shared/inspectionRules';
import type { PhotoAngle } from '../../src/shared/inspections';

const vehicle = (position: number, overrides: Partial<InspectionBody['vehicles'][number]> = {}) => ({
  position, vin: '1HGCM82633A004352', odometer: null, photos: [], damages: [], ...overrides,
});
const body = (overrides: Partial<InspectionBody> = {}): InspectionBody => ({
  idempotencyKey: 'abcdefghijklmnop', stage: 'pickup', inspectedAt: '', vehicles: [vehicle(1)],
  customer: { name: 'Pat', email: null, signature: [[1, 2, 3, 4]], notAvailableReason: null },
  driverSignature: [[1, 2, 3, 4]], subjectToInspection: false, location: null, ...overrides,
});
const fields = (errors: { field: string }[]) => errors.map((error) => error.field);

describe('the VIN', () => {
  test('known VINs carry their check digit; one changed character breaks it', () => {
    expect(['1M8GDM9AXKP042788', '1HGCM82633A004352', '11111111111111111', 'JH4KA7561PC008269'].map(hasValidCheckDigit)).toEqual([true, true, true, true]);
    expect(['1M8GDM9AXKP042789', '1HGCM82633A004353', '1HGCM8263IA004352', '1HGCM82633A00435'].map(hasValidCheckDigit)).toEqual([false, false, false, false]);
  });

  test('a VIN is read without spaces, dashes or case, and a vehicle before 1981 may carry its maker\'s shorter number', () => {
    expect(normalizeVin(' 1hgcm-826 33a004352 ')).toBe('1HGCM82633A004352');
    expect(vinProblem('1hgcm82633a004352', 2003)).toBeNull();
    expect(vinProblem('', 2003)).toBe('Enter the VIN.');
    expect(vinProblem('124377N123456', 1967)).toBeNull();
    expect(vinProblem('124377N123456', 1990)).toBe('A VIN has 17 characters.');
    expect(vinProblem('1HGCM82633AO04352', 2003)).toBe('A VIN never has the letters I, O or Q.');
  });
});

describe('what each kind of inspection still needs', () => {
  test('standard: each vehicle once with its VIN, the customer\'s name and signature or the reason they were not available', () => {
    expect(inspectionShortfalls('standard', body(), [2003])).toEqual([]);
    expect(fields(inspectionShortfalls('standard', body({ vehicles: [vehicle(1)] }), [2003, 2010]))).toEqual(['vehicles']);
    expect(fields(inspectionShortfalls('standard', body({ customer: { name: ' ', email: null, signature: null, notAvailableReason: null } }), [2003])))
      .toEqual(['customer.name', 'customer.signature']);
    expect(inspectionShortfalls('standard', body({ customer: { name: '', email: null, signature: null, notAvailableReason: 'night drop' } }), [2003])).toEqual([]);
    expect(fields(inspectionShortfalls('standard', body({ subjectToInspection: true }), [2003]))).toEqual(['subjectToInspection']);
  });

  test('advanced: the four guided photos and two more, the customer\'s signature and the phone\'s location', () => {
    const photos = (angles: PhotoAngle[]) => angles.map((angle, index) => ({ photoKey: `photo-key-${index}-abcdefgh`, angle }));
    const six = photos(['front', 'back', 'left', 'right', 'closeUp', 'closeUp']);
    const located = { location: { latitude: 1, longitude: 2, accuracyMeters: 3 } };
    expect(inspectionShortfalls('advanced', body({ vehicles: [vehicle(1, { photos: six })], ...located }), [2003])).toEqual([]);
    expect(inspectionShortfalls('advanced', body({ vehicles: [vehicle(1, { photos: photos(['front', 'back', 'left', 'right']) })], ...located }), [2003]))
      .toEqual([{ field: 'vehicles[0].photos', message: 'Take 2 more photos.' }]);
    expect(fields(inspectionShortfalls('advanced', body({ vehicles: [vehicle(1, { photos: six })], customer: { name: 'P', email: null, signature: null, notAvailableReason: 'gone' } }), [2003])))
      .toEqual(['customer.notAvailableReason', 'location']);
  });

  test('AIAG-coded: each damage with its codes and two photos', () => {
    const damage = { view: 'top' as const, x: 0.5, y: 0.5, code: null, aiag: null, note: null, photoKeys: ['one-photo-key-abcdef'] };
    expect(fields(inspectionShortfalls('aiag', body({ vehicles: [vehicle(1, { damages: [damage] })] }), [2003])))
      .toEqual(['vehicles[0].damages[0].aiag', 'vehicles[0].damages[0].photoKeys']);
    expect(fields(inspectionShortfalls('standard', body({ vehicles: [vehicle(1, { damages: [damage] })] }), [2003]))).toEqual(['vehicles[0].damages[0].code']);
  });
});

describe('a new damage at delivery', () => {
  const mark = (x: number, code = 'S', view: 'top' | 'side' = 'top') => ({ view, x, y: 0.5, code, aiag: null });
  test('is one with no mark of the same code near it on the same drawing at pick-up', () => {
    expect(isNewDamage(mark(0.5), [mark(0.52)])).toBe(false);
    expect(isNewDamage(mark(0.5), [mark(0.7)])).toBe(true);
    expect(isNewDamage(mark(0.5, 'D'), [mark(0.5, 'S')])).toBe(true);
    expect(isNewDamage(mark(0.5, 'S', 'side'), [mark(0.5)])).toBe(true);
  });

  test('with AIAG codes, one with no damage of the same area and type at pick-up', () => {
    const coded = (area: string, type: string) => ({ view: 'top' as const, x: 0, y: 0, code: null, aiag: { area, type } });
    expect(isNewDamage(coded('05', '10'), [{ ...coded('05', '10'), x: 0.9 }])).toBe(false);
    expect(isNewDamage(coded('05', '10'), [coded('05', '04')])).toBe(true);
  });
});
