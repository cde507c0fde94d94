import type { LoadListKind, OrderStatus, SearchSortField } from '../../shared/loads';

/** What sets one list apart (loads spec 4, Load status): its loads, its default order and its export names. */
export interface LoadListDefinition {
  kind: LoadListKind;
  /** Null for Saved: the viewer's favourites, whatever their status. */
  orderStatus: Exclude<OrderStatus, 'Available'> | null;
  /** 'Saved' means the order the loads were saved in, newest first. */
  defaultSort: { field: SearchSortField | 'Saved'; ascending: boolean };
  /** As the tab bar names the list; also the e-mail's kind. */
  title: string;
  fileStem: string;
}

export const LOAD_LISTS: Record<LoadListKind, LoadListDefinition> = {
  favorites: {
    kind: 'favorites', orderStatus: null, defaultSort: { field: 'Saved', ascending: false },
    title: 'Saved Loads', fileStem: 'saved-loads',
  },
  pendingPickup: {
    kind: 'pendingPickup', orderStatus: 'PendingPickup', defaultSort: { field: 'AvailableDate', ascending: true },
    title: 'Claimed Loads', fileStem: 'claimed-loads',
  },
  inRoute: {
    kind: 'inRoute', orderStatus: 'InRoute', defaultSort: { field: 'DeliveryDate', ascending: true },
    title: 'In Progress Loads', fileStem: 'in-progress-loads',
  },
  delivered: {
    kind: 'delivered', orderStatus: 'Delivered', defaultSort: { field: 'DeliveryDate', ascending: false },
    title: 'Completed Loads', fileStem: 'completed-loads',
  },
};

export const LOAD_LIST_KINDS = Object.keys(LOAD_LISTS) as LoadListKind[];
