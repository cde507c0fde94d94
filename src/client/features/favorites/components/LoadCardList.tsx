import type { ReactNode } from 'react';
import type { LoadRecord } from '../../../../shared/loads';
import { useAppSelector } from '../../../app/hooks';
import { selectIsClaimedOffBoard, selectIsNoLongerAvailable } from '../../live/selectors';
import { LoadCard } from '../../loads/components/LoadCard';
import { FavoriteToggle } from './FavoriteToggle';

interface LoadCardListProps {
  loads: LoadRecord[];
  className: string;
  itemClassName?: string;
  /** Drawn under each card (a claimed load's document actions, the map popup's Edit link). */
  renderExtra?: (load: LoadRecord) => ReactNode;
  /** A list of loads offered on the board: a card claimed by this carrier since it came is marked 'Claimed'. */
  marksClaims?: boolean;
}

function ListedLoadCard({ load, marksClaims }: { load: LoadRecord; marksClaims: boolean }) {
  const noLongerAvailable = useAppSelector((state) => selectIsNoLongerAvailable(state, load.id));
  const claimed = useAppSelector((state) => marksClaims && selectIsClaimedOffBoard(state, load.id));
  return (
    <LoadCard load={load} favoriteSlot={<FavoriteToggle loadId={load.id} />} noLongerAvailable={noLongerAvailable} claimed={claimed} />
  );
}

/** Loads as cards that open their load and can be saved: search results, backhauls, the load lists, the map popup. */
export function LoadCardList({ loads, className, itemClassName, renderExtra, marksClaims = false }: LoadCardListProps) {
  return (
    <ul className={className}>
      {loads.map((load) => (
        <li key={load.id} className={itemClassName}>
          <ListedLoadCard load={load} marksClaims={marksClaims} />
          {renderExtra?.(load)}
        </li>
      ))}
    </ul>
  );
}
