import { citiesWithPopulationAtLeast, type City } from '../../services/gazetteer/cities';
import { cumulative, type Random } from './random';

export interface SeedPlace {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lon: number;
  businessHours: string | null;
  comments: string | null;
}

const surnames = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Tremblay',
  'Gagnon', 'Roy', 'Campbell', 'MacDonald', 'Kowalski', 'Nguyen', 'Patel', 'Schmidt', 'Sullivan'];
const dealerMakes = ['Ford', 'Chevrolet', 'Toyota', 'Honda', 'Nissan', 'Hyundai', 'Kia', 'Subaru', 'Jeep', 'Ram',
  'GMC', 'Mazda', 'BMW', 'Lexus', 'Volkswagen', 'Buick'];
const streetNames = ['Main', 'Oak', 'Maple', 'Washington', 'Industrial', 'Commerce', 'Airport', 'Lakeview', 'Park',
  'Highland', 'Jefferson', 'Lincoln', 'Riverside', 'Dealer', 'Auction', 'Center', 'Franklin', 'Madison', 'Cedar',
  'Pine', 'Elm', 'Railroad', 'Harbor', 'Meadow', 'King', 'Queen', 'Victoria'];
const streetKinds = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Pkwy', 'Way', 'Hwy', 'Ln', 'Ct'];
const businessHours = ['Mon-Fri 8:00 AM - 5:00 PM', 'Mon-Fri 7:00 AM - 4:00 PM', 'Mon-Sat 9:00 AM - 6:00 PM',
  'Mon-Fri 8:30 AM - 5:30 PM, Sat 9:00 AM - 1:00 PM', 'Open 24 hours', 'Mon-Thu 7:00 AM - 3:30 PM, Fri 7:00 AM - noon'];
const instructions = ['Call 30 minutes before arrival.', 'Check in at the front gate; bring the release paperwork.',
  'Keys are in the lockbox by the service entrance.', 'No trucks over 65 ft on the lot; load from the street.',
  'Ask for the used-car manager.', 'Forklift on site if needed for the inoperable unit.',
  'Residential delivery: narrow street, call the customer first.', 'Gate code is given by dispatch on the day.',
  'Photos of all four sides required at pick-up.', 'Lot closes promptly; late arrivals must reschedule.'];

// First digit of ZIP codes by state, and first letter of Canadian postal codes by province.
const zipFirstDigit: Record<string, string> = Object.fromEntries(
  ['0CT MA ME NH NJ RI VT', '1DE NY PA', '2DC MD NC SC VA WV', '3AL FL GA MS TN', '4IN KY MI OH', '5IA MN MT ND SD WI',
    '6IL KS MO NE', '7AR LA OK TX', '8AZ CO ID NM NV UT WY', '9AK CA HI OR WA']
    .flatMap((group) => group.slice(1).split(' ').map((state) => [state, group[0]])),
);
const postalFirstLetters: Record<string, string> = {
  NL: 'A', NS: 'B', PE: 'C', NB: 'E', QC: 'GHJ', ON: 'KLMNP', MB: 'R', SK: 'S', AB: 'T', BC: 'V', NT: 'X', NU: 'X', YT: 'Y',
};
const postalLetters = [...'ABCEGHJKLMNPRSTVWXYZ'];

let weightedCities: { cities: City[]; cumulativePopulation: number[] } | null = null;

/** A city of 20,000 people or more, the bigger the likelier, as car-carrier freight is. */
export function randomCity(random: Random): City {
  if (!weightedCities) {
    // Trucks cannot reach Hawaii; its cities stay in the gazetteer but never become load ends.
    const cities = citiesWithPopulationAtLeast(20_000).filter((city) => city.state !== 'HI');
    weightedCities = { cities, cumulativePopulation: cumulative(cities.map((city) => city.population)) };
  }
  return weightedCities.cities[random.weightedIndex(weightedCities.cumulativePopulation)];
}

function zipFor(random: Random, city: City): string {
  if (city.country === 'US') return `${zipFirstDigit[city.state] ?? '5'}${String(random.int(0, 9999)).padStart(4, '0')}`;
  const letter = () => random.pick(postalLetters);
  return `${random.pick([...(postalFirstLetters[city.state] ?? 'K')])}${random.int(0, 9)}${letter()} ${random.int(0, 9)}${letter()}${random.int(0, 9)}`;
}

function businessNameFor(random: Random, city: City): string {
  const surname = random.pick(surnames);
  switch (random.int(0, 7)) {
    case 0: return `${surname} Auto Auction`;
    case 1: return `${city.name} Auto Auction`;
    case 2: return `${surname} ${random.pick(dealerMakes)}`;
    case 3: return `${city.name} ${random.pick(dealerMakes)}`;
    case 4: return `${surname} Motors`;
    case 5: return `${surname} Collision Center`;
    case 6: return `${city.name} Rental Return Lot`;
    default: return `${surname} Residence`;
  }
}

// Shippers leave the field empty, blank or filled; the screens must hide the first two alike.
function blankOrInstruction(random: Random): string | null {
  const roll = random.next();
  if (roll < 0.45) return random.pick(instructions);
  if (roll < 0.5) return roll < 0.475 ? '' : '  ';
  return null;
}

/** A pick-up or delivery point in the city: a business with a street address a little off the city centre. */
export function randomPlace(random: Random, city: City): SeedPlace {
  return {
    name: businessNameFor(random, city),
    address: `${random.int(1, 9899)} ${random.pick(streetNames)} ${random.pick(streetKinds)}`,
    city: city.name,
    state: city.state,
    zip: zipFor(random, city),
    lat: Math.round((city.lat + random.between(-0.04, 0.04)) * 1e5) / 1e5,
    lon: Math.round((city.lon + random.between(-0.05, 0.05)) * 1e5) / 1e5,
    businessHours: random.chance(0.8) ? random.pick(businessHours) : null,
    comments: blankOrInstruction(random),
  };
}
