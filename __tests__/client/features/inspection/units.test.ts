import { IDEMPOTENCY_KEY_PATTERN, INSPECTION_LIMITS, SIGNATURE_PAD } from '../../../../src/shared/inspections';
import { newOutboxKey } from '../../../../src/client/features/driverOutbox/outboxKey';
import { resizedSize } from '../../../../src/client/features/inspection/photos';
import { toSignature } from '../../../../src/client/features/inspection/signatureStrokes';
import { shortfallLine } from '../../../../src/client/features/inspection/words';

const stroke = (...points: [number, number][]) => ({ points: points.map(([x, y]) => ({ x, y })) });

describe('the signature pad gives strokes of integer points in pad units', () => {
  it('scales the canvas\'s CSS pixels to the 1000 × 400 pad and rounds', () => {
    expect(toSignature([stroke([0, 0], [150.4, 60.2], [300, 120])], 300, 120)).toEqual([[0, 0, 501, 201, 1000, 400]]);
  });

  it('keeps points drawn past the edge on the pad', () => {
    expect(toSignature([stroke([-5, 130], [310, -2])], 300, 120)).toEqual([[0, SIGNATURE_PAD.height, SIGNATURE_PAD.width, 0]]);
  });

  it('drops a point repeated in place, and keeps a tap as a one-point stroke', () => {
    expect(toSignature([stroke([30, 12], [30, 12], [30.1, 12.1])], 300, 120)).toEqual([[100, 40]]);
  });

  it('nothing drawn is no signature', () => {
    expect(toSignature([], 300, 120)).toBeNull();
    expect(toSignature([stroke()], 300, 120)).toBeNull();
    expect(toSignature([stroke([1, 1])], 0, 0)).toBeNull();
  });

  it('never more strokes or points than the server takes', () => {
    const many = Array.from({ length: 100 }, (_, index) => stroke(...Array.from({ length: 100 }, (__, point): [number, number] => [point, index])));
    const signature = toSignature(many, 300, 120)!;
    expect(signature.length).toBeLessThanOrEqual(INSPECTION_LIMITS.signatureStrokes);
    expect(signature.reduce((sum, flat) => sum + flat.length / 2, 0)).toBeLessThanOrEqual(INSPECTION_LIMITS.signaturePoints);
  });
});

describe('photos and keys made on the phone', () => {
  it('a photo\'s long side is resized to the limit, keeping its shape; a small one is kept as it is', () => {
    expect(resizedSize(4032, 3024)).toEqual({ width: INSPECTION_LIMITS.photoLongSide, height: 1200 });
    expect(resizedSize(3024, 4032)).toEqual({ width: 1200, height: INSPECTION_LIMITS.photoLongSide });
    expect(resizedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('each key is new and matches the idempotency key pattern', () => {
    const keys = Array.from({ length: 20 }, newOutboxKey);
    expect(new Set(keys).size).toBe(20);
    for (const key of keys) expect(key).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
  });
});

describe('what is missing, said with its vehicle', () => {
  it('names the vehicle and the damage', () => {
    expect(shortfallLine({ field: 'vehicles[0].photos', message: 'Take the front, back photos.' })).toBe('Vehicle 1: Take the front, back photos.');
    expect(shortfallLine({ field: 'vehicles[1].damages[2].code', message: 'Choose what the damage is.' })).toBe('Vehicle 2, damage 3: Choose what the damage is.');
    expect(shortfallLine({ field: 'customer.name', message: 'Enter the shipper\'s name.' })).toBe('Enter the shipper\'s name.');
  });
});
