import type { ReactNode } from 'react';
import type { StoredSearch } from '../../../../shared/loads';
import { dateRangeLabel, storedSearchPlaces } from '../searchText';

interface StoredSearchListProps {
  title: string;
  searches: StoredSearch[];
  onChoose(search: StoredSearch): void;
  /** Controls beside each card: delete for saved searches, save for recent ones. */
  renderActions?(search: StoredSearch): ReactNode;
}

/** Saved or recent searches as cards (loads spec 2): origin and destination, and the pick-up range. */
export function StoredSearchList({ title, searches, onChoose, renderActions }: StoredSearchListProps) {
  if (searches.length === 0) return null;
  return (
    <section className="stored-searches" aria-label={title}>
      <h2 className="stored-searches__title">{title}</h2>
      <ul className="stored-searches__list">
        {searches.map((search) => {
          const { origin, destination } = storedSearchPlaces(search.carrierSearchDto);
          const range = dateRangeLabel(search.carrierSearchDto.availableFrom, search.carrierSearchDto.availableThru);
          return (
            <li key={search.id} className="stored-search-card">
              <button type="button" className="stored-search-card__choose" onClick={() => onChoose(search)}>
                <span className="stored-search-card__places">
                  {origin} <span aria-label="to">→</span> {destination}
                </span>
                {range && <span className="stored-search-card__dates">{range}</span>}
              </button>
              {renderActions?.(search)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
