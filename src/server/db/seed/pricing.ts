import type { Random } from './random';

const minimumRate = 150;

/**
 * What a shipper pays for a load: per mile it falls from about $2.50 on short hauls to about $0.80 on
 * cross-country ones, rises a little with each extra car, and more for enclosed trailers and rush orders.
 */
export function loadRate(random: Random, miles: number, vehicleCount: number, enclosed: boolean, rush: boolean): number {
  const perMile = Math.min(2.5, Math.max(0.8, 2.55 - 0.0007 * miles));
  const perCarFactor = 1 + 0.03 * (vehicleCount - 1);
  const equipmentFactor = enclosed ? 1.35 : 1;
  const rushFactor = rush ? 1.15 : 1;
  const rate = miles * perMile * perCarFactor * equipmentFactor * rushFactor * random.between(0.9, 1.1);
  return Math.max(minimumRate, Math.round(rate / 5) * 5);
}

/** Road miles are longer than the great circle by a factor that depends on the roads between. */
export function roadMiles(random: Random, greatCircleMiles: number): number {
  return Math.max(1, Math.round(greatCircleMiles * random.between(1.15, 1.3)));
}
