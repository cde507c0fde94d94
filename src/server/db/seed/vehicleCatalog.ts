import type { Insertable } from 'kysely';
import type { VehiclesTable } from '../tables';
import { cumulative, type Random } from './random';

export interface CatalogVehicle {
  make: string;
  model: string;
  subModels: readonly string[];
  /** Typical curb weight in pounds. */
  curbWeight: number;
  /** Relative frequency on car carriers. */
  share: number;
}

export const vehicleCatalog: readonly CatalogVehicle[] = [
  { make: 'Ford', model: 'F-150', subModels: ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum'], curbWeight: 4705, share: 9 },
  { make: 'Chevrolet', model: 'Silverado 1500', subModels: ['WT', 'LT', 'RST', 'LTZ', 'High Country'], curbWeight: 4750, share: 7 },
  { make: 'Ram', model: '1500', subModels: ['Tradesman', 'Big Horn', 'Laramie', 'Limited'], curbWeight: 4800, share: 6 },
  { make: 'Toyota', model: 'RAV4', subModels: ['LE', 'XLE', 'Limited', 'Hybrid XSE'], curbWeight: 3490, share: 6 },
  { make: 'Honda', model: 'CR-V', subModels: ['LX', 'EX', 'EX-L', 'Touring'], curbWeight: 3400, share: 5 },
  { make: 'Toyota', model: 'Camry', subModels: ['LE', 'SE', 'XLE', 'XSE'], curbWeight: 3310, share: 5 },
  { make: 'Nissan', model: 'Rogue', subModels: ['S', 'SV', 'SL', 'Platinum'], curbWeight: 3430, share: 4 },
  { make: 'Honda', model: 'Civic', subModels: ['LX', 'Sport', 'EX', 'Touring'], curbWeight: 2900, share: 4 },
  { make: 'Toyota', model: 'Corolla', subModels: ['L', 'LE', 'SE', 'XSE'], curbWeight: 2955, share: 4 },
  { make: 'Jeep', model: 'Grand Cherokee', subModels: ['Laredo', 'Limited', 'Overland', 'Summit'], curbWeight: 4515, share: 4 },
  { make: 'Chevrolet', model: 'Equinox', subModels: ['LS', 'LT', 'RS', 'Premier'], curbWeight: 3275, share: 4 },
  { make: 'Ford', model: 'Explorer', subModels: ['Base', 'XLT', 'Limited', 'ST', 'Platinum'], curbWeight: 4345, share: 3 },
  { make: 'Toyota', model: 'Tacoma', subModels: ['SR', 'SR5', 'TRD Sport', 'TRD Off-Road'], curbWeight: 4425, share: 3 },
  { make: 'GMC', model: 'Sierra 1500', subModels: ['Pro', 'SLE', 'SLT', 'Denali'], curbWeight: 4800, share: 3 },
  { make: 'Jeep', model: 'Wrangler', subModels: ['Sport', 'Sahara', 'Rubicon'], curbWeight: 4010, share: 3 },
  { make: 'Tesla', model: 'Model 3', subModels: ['Standard Range', 'Long Range', 'Performance'], curbWeight: 3880, share: 3 },
  { make: 'Tesla', model: 'Model Y', subModels: ['Long Range', 'Performance'], curbWeight: 4360, share: 3 },
  { make: 'Hyundai', model: 'Tucson', subModels: ['SE', 'SEL', 'N Line', 'Limited'], curbWeight: 3485, share: 3 },
  { make: 'Subaru', model: 'Outback', subModels: ['Base', 'Premium', 'Limited', 'Wilderness'], curbWeight: 3660, share: 3 },
  { make: 'Ford', model: 'Escape', subModels: ['S', 'SE', 'SEL', 'Titanium'], curbWeight: 3300, share: 3 },
  { make: 'Kia', model: 'Sportage', subModels: ['LX', 'EX', 'SX', 'X-Pro'], curbWeight: 3500, share: 2 },
  { make: 'Hyundai', model: 'Elantra', subModels: ['SE', 'SEL', 'Limited', 'N'], curbWeight: 2800, share: 2 },
  { make: 'Nissan', model: 'Altima', subModels: ['S', 'SV', 'SR', 'SL'], curbWeight: 3210, share: 2 },
  { make: 'Chevrolet', model: 'Tahoe', subModels: ['LS', 'LT', 'Z71', 'Premier'], curbWeight: 5600, share: 2 },
  { make: 'Ford', model: 'Mustang', subModels: ['EcoBoost', 'GT', 'Dark Horse'], curbWeight: 3550, share: 2 },
  { make: 'Honda', model: 'Accord', subModels: ['LX', 'EX', 'Sport', 'Touring'], curbWeight: 3240, share: 2 },
  { make: 'Honda', model: 'Pilot', subModels: ['LX', 'EX-L', 'TrailSport', 'Elite'], curbWeight: 4300, share: 2 },
  { make: 'Toyota', model: 'Highlander', subModels: ['LE', 'XLE', 'Limited', 'Platinum'], curbWeight: 4300, share: 2 },
  { make: 'Subaru', model: 'Forester', subModels: ['Base', 'Premium', 'Sport', 'Touring'], curbWeight: 3450, share: 2 },
  { make: 'Mazda', model: 'CX-5', subModels: ['Sport', 'Touring', 'Carbon Edition', 'Signature'], curbWeight: 3500, share: 2 },
  { make: 'Volkswagen', model: 'Jetta', subModels: ['S', 'SE', 'SEL', 'GLI'], curbWeight: 3000, share: 1 },
  { make: 'BMW', model: 'X5', subModels: ['sDrive40i', 'xDrive40i', 'M60i'], curbWeight: 4900, share: 1 },
  { make: 'BMW', model: '3 Series', subModels: ['330i', '330i xDrive', 'M340i'], curbWeight: 3600, share: 1 },
  { make: 'Mercedes-Benz', model: 'GLE', subModels: ['GLE 350', 'GLE 450', 'AMG GLE 53'], curbWeight: 4750, share: 1 },
  { make: 'Mercedes-Benz', model: 'C-Class', subModels: ['C 300', 'C 300 4MATIC', 'AMG C 43'], curbWeight: 3700, share: 1 },
  { make: 'Audi', model: 'Q5', subModels: ['Premium', 'Premium Plus', 'Prestige'], curbWeight: 4080, share: 1 },
  { make: 'Lexus', model: 'RX', subModels: ['RX 350', 'RX 350h', 'RX 500h'], curbWeight: 4300, share: 1 },
  { make: 'Dodge', model: 'Charger', subModels: ['SXT', 'GT', 'R/T', 'Scat Pack'], curbWeight: 3950, share: 1 },
  { make: 'Chevrolet', model: 'Corvette', subModels: ['Stingray 1LT', 'Stingray 3LT', 'Z06'], curbWeight: 3650, share: 1 },
  { make: 'Porsche', model: '911', subModels: ['Carrera', 'Carrera S', 'Turbo S'], curbWeight: 3350, share: 1 },
  { make: 'Ford', model: 'Transit', subModels: ['Cargo Van', 'Passenger Van', 'Crew Van'], curbWeight: 5100, share: 1 },
];

const cumulativeShares = cumulative(vehicleCatalog.map((vehicle) => vehicle.share));

export function randomVehicle(
  random: Random, loadId: number, id: number, position: number, newestModelYear: number, inoperable: boolean,
): Insertable<VehiclesTable> {
  const vehicle = vehicleCatalog[random.weightedIndex(cumulativeShares)];
  const weightKnown = random.chance(0.9);
  return {
    id,
    loadId,
    position,
    year: random.chance(0.02) ? null : newestModelYear - Math.floor(random.next() ** 2 * 18),
    make: vehicle.make,
    model: vehicle.model,
    subModel: random.chance(0.15) ? null : random.pick(vehicle.subModels),
    weight: weightKnown ? String(Math.round(vehicle.curbWeight * random.between(0.96, 1.06))) : null,
    inoperable: inoperable ? 1 : 0,
  };
}
