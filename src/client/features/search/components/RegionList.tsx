import { REGIONS, type Region } from '../../../../shared/regions';
import { regionStates } from '../regionChoices';

/** The nine regions of loads spec 3, each searchable as an origin or a destination. */
export function RegionList({ onChoose }: { onChoose(region: Region): void }) {
  return (
    <section className="location-overlay__regions" aria-label="Regions">
      <h2 className="stored-searches__title">Regions</h2>
      <ul className="location-overlay__places">
        {REGIONS.map((region) => (
          <li key={region.field}>
            <button type="button" className="location-overlay__place" onClick={() => onChoose(region)}>
              {region.label}
              <span className="location-overlay__detail">{regionStates(region)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
