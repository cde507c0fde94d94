import { REVERSE_MIN_POPULATION, reverseLocation } from '../../../src/server/services/gazetteer';
import { usAndCanadianCities } from '../../../src/server/services/gazetteer/cities';
import { greatCircleMiles } from '../../../src/shared/geo';

describe('reverse location', () => {
  test('reverse finds the nearest sizeable city', () => {
    expect(reverseLocation({ lat: 32.78, lon: -96.8 })).toMatchObject({ largeLabel: 'Dallas, TX', isState: false, country: 'US' });
    expect(reverseLocation({ lat: 51.05, lon: -114.07 })).toMatchObject({ largeLabel: 'Calgary, AB', state: 'AB', country: 'CA' });
    expect(reverseLocation({ lat: 45.42, lon: -75.69 })).toMatchObject({ largeLabel: 'Ottawa, ON', country: 'CA' });
  });

  test('reverse answers the same city as measuring every sizeable city', () => {
    const sizeable = usAndCanadianCities().filter((city) => city.population >= REVERSE_MIN_POPULATION);
    const points = [
      { lat: 31.5, lon: -100.2 }, { lat: 47.1, lon: -122.9 }, { lat: 60.5, lon: -135.1 }, { lat: 44.9, lon: -68.7 },
      { lat: 25.8, lon: -80.3 }, { lat: 61.2, lon: -149.9 }, { lat: 49.3, lon: -123.1 }, { lat: 39.1, lon: -94.6 },
    ];
    for (const point of points) {
      const nearest = sizeable.reduce((best, city) =>
        greatCircleMiles(point, city) < greatCircleMiles(point, best) ? city : best);
      const found = reverseLocation(point);
      expect(found && greatCircleMiles(point, { lat: found.latitude, lon: found.longitude }))
        .toBeCloseTo(greatCircleMiles(point, nearest), 6);
    }
  });

  test('only a city of at least 10,000 people is named', () => {
    // Marfa, TX has about 2,000 people and no sizeable city lies within 100 miles of it.
    expect(reverseLocation({ lat: 30.31, lon: -104.02 })).toBeNull();
  });

  test('reverse far from any city answers nothing', () => {
    expect(reverseLocation({ lat: 35, lon: -40 })).toBeNull(); // mid-Atlantic
    expect(reverseLocation({ lat: 48.85, lon: 2.35 })).toBeNull(); // Paris
    expect(reverseLocation({ lat: 90, lon: 0 })).toBeNull();
    expect(reverseLocation({ lat: -90, lon: 180 })).toBeNull();
  });

  test('a position that is no position finds nothing', () => {
    for (const [lat, lon] of [[Infinity, 0], [0, -Infinity], [NaN, 0], [91, 0], [0, 181]]) expect(reverseLocation({ lat, lon })).toBeNull();
  });
});
