/** Loads as a broker's system posts them (POST /api/desk/loads), on pick-up windows from today. */

export const places = [
  ['Wichita', 'KS', '67202'], ['Kansas City', 'MO', '64105'], ['Dallas', 'TX', '75201'], ['Atlanta', 'GA', '30303'],
  ['Denver', 'CO', '80202'], ['Chicago', 'IL', '60601'], ['Phoenix', 'AZ', '85004'], ['Columbus', 'OH', '43215'],
  ['Nashville', 'TN', '37203'], ['Sacramento', 'CA', '95814'], ['Toronto', 'ON', 'M5H 2N2'], ['St. Louis', 'MO', '63101'],
] as const;
export const cars = [['Toyota', 'Camry', '3400'], ['Ford', 'F-150', '4700'], ['Honda', 'Civic', '2900'], ['Tesla', 'Model 3', '3900']] as const;

export function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

export function postedLoad(n: number) {
  const [from, to] = [places[n % places.length], places[(n * 5 + 1) % places.length]];
  return {
    brokerReference: `API-${n}`, rate: 850 + (n % 900), vehicles: [{ year: 2020, make: 'Kia', model: 'Soul', weight: 2800 }],
    originName: 'Auction lot', originAddress: '1 Depot Rd', originCity: from[0], originState: from[1], originZip: from[2],
    destinationName: 'Dealer', destinationAddress: '2 Main St', destinationCity: to[0], destinationState: to[1], destinationZip: to[2],
    earliestPickup: day(0), latestPickup: day(4), earliestDelivery: day(1), latestDelivery: day(8),
  };
}
