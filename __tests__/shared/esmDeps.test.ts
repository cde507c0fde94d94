import KDBush from 'kdbush';
import Supercluster from 'supercluster';

test('the spatial index and clustering packages load under jest', () => {
  const index = new KDBush(2);
  index.add(-96.8, 32.78);
  index.add(-97.33, 32.75);
  index.finish();
  expect(index.within(-96.8, 32.78, 0.1)).toEqual([0]);
  const clusters = new Supercluster({ radius: 45 }).load([
    { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-96.8, 32.78] } },
  ]);
  expect(clusters.getClusters([-180, -85, 180, 85], 5)).toHaveLength(1);
});
