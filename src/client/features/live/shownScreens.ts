/**
 * What the page on screen shows, read from its path: an event or a reset reads again only what is shown, never
 * the screens that are not open.
 */
import { matchPath } from 'react-router-dom';
import type { InvoiceStatus } from '../../../shared/invoices';
import type { LoadListKind } from '../../../shared/loads';
import { screens } from '../../app/routeTable';
import { isSearchArea } from '../search/searchArea';

export interface ShownScreens {
  search: boolean;
  /** The load whose screens are open (detail, claim steps, changes, backhauls). */
  loadId: number | null;
  loadList: LoadListKind | null;
  invoices: InvoiceStatus | null;
  dashboard: boolean;
}

const LOAD_LIST_PATHS: Array<[string, LoadListKind]> = [
  [screens.savedLoads.path, 'favorites'],
  [screens.claimedLoads.path, 'pendingPickup'],
  [screens.inProgressLoads.path, 'inRoute'],
  [screens.completedLoads.path, 'delivered'],
];

const INVOICE_PATHS: Array<[string, InvoiceStatus]> = [
  [screens.paidInvoices.path, 'Paid'],
  [screens.pendingInvoices.path, 'Pending'],
];

function loadIdOf(pathname: string): number | null {
  const match = matchPath({ path: '/load/:loadId', end: false }, pathname);
  const loadId = Number(match?.params.loadId);
  return Number.isInteger(loadId) && loadId > 0 ? loadId : null;
}

const pickBy = <T>(pathname: string, table: Array<[string, T]>): T | null =>
  table.find(([path]) => matchPath(path, pathname) !== null)?.[1] ?? null;

export function shownScreensOf(pathname: string): ShownScreens {
  return {
    search: isSearchArea(pathname),
    loadId: loadIdOf(pathname),
    loadList: pickBy(pathname, LOAD_LIST_PATHS),
    invoices: pickBy(pathname, INVOICE_PATHS),
    dashboard: matchPath(screens.dashboard.path, pathname) !== null,
  };
}
