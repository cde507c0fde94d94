import { SearchScreen } from '../../search/components/SearchScreen';
import { SearchMap } from './SearchMap';

/** Find Loads with the map of its results beside them (a Map link on small screens). */
export function SearchWithMapScreen() {
  return <SearchScreen map={<SearchMap />} />;
}
