import type { ReactNode } from 'react';
import type { LoadRecord } from '../../../../shared/loads';
import { LoadCardList } from '../../favorites/components/LoadCardList';

interface LoadListCardsProps {
  loads: LoadRecord[];
  /** Drawn under each card (a claimed load's document actions). */
  renderExtra?: (load: LoadRecord) => ReactNode;
  className?: string;
}

/** The cards of a list; each opens its load and carries the favourite star. */
export function LoadListCards({ loads, renderExtra, className = 'load-list__cards' }: LoadListCardsProps) {
  return <LoadCardList loads={loads} className={className} itemClassName="load-list__item" renderExtra={renderExtra} />;
}
