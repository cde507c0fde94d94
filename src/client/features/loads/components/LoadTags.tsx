import { loadTags, type TaggedLoad } from '../loadCardText';
import './LoadCard.css';

/** The load's tags as the load card shows them; nothing when it has none. */
export function LoadTags({ load }: { load: TaggedLoad }) {
  const tags = loadTags(load);
  if (tags.length === 0) return null;
  return (
    <ul className="load-card__tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="load-card__tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
