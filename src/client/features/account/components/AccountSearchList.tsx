import { Link } from 'react-router-dom';
import type { StoredSearch } from '../../../../shared/loads';
import { screens } from '../../../app/routeTable';
import { searchValuesToQuery } from '../../search/queryString';
import { dateRangeLabel, storedSearchPlaces } from '../../search/searchText';

interface AccountSearchListProps {
  title: string;
  searches: StoredSearch[];
  emptyText: string;
}

/** Saved or recent searches on My Account: each a link that opens the search with its values in the address. */
export function AccountSearchList({ title, searches, emptyText }: AccountSearchListProps) {
  return (
    <section className="account-card" aria-label={title}>
      <h2 className="account-section-title">{title}</h2>
      {searches.length === 0 ? <p className="account-empty">{emptyText}</p> : (
        <ul className="account-links">
          {searches.map((search) => {
            const { origin, destination } = storedSearchPlaces(search.carrierSearchDto);
            const range = dateRangeLabel(search.carrierSearchDto.availableFrom, search.carrierSearchDto.availableThru);
            return (
              <li key={search.id} className="account-links__item">
                <Link to={`${screens.search.path}?${searchValuesToQuery(search.carrierSearchDto)}`}>
                  {origin} <span aria-label="to">→</span> {destination}{range ? ` · ${range}` : ''}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
