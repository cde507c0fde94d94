import { screens } from '../../app/routeTable';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  /** Null for the uncategorized group, whose links sit directly in the bar. */
  label: string | null;
  links: NavLinkItem[];
}

/** Navigation groups of account spec 2.3. */
export const navGroups: NavGroup[] = [
  {
    label: null,
    links: [
      { label: 'Dashboard', to: screens.dashboard.path },
      { label: 'Find Loads', to: screens.search.path },
    ],
  },
  {
    label: 'My Loads',
    links: [
      { label: 'Saved Loads', to: screens.savedLoads.path },
      { label: 'Claimed Loads', to: screens.claimedLoads.path },
      { label: 'In Progress Loads', to: screens.inProgressLoads.path },
      { label: 'Completed Loads', to: screens.completedLoads.path },
    ],
  },
  {
    label: 'Payments',
    links: [
      { label: 'Paid Invoices', to: screens.paidInvoices.path },
      { label: 'Pending Payment', to: screens.pendingInvoices.path },
    ],
  },
  {
    label: 'Settings',
    links: [
      { label: 'My Account', to: screens.myAccount.path },
      { label: 'Fleet', to: screens.fleet.path },
      { label: 'Drivers', to: screens.drivers.path },
      { label: 'Settings', to: screens.settings.path },
      { label: 'Contact Us', to: screens.contactUs.path },
    ],
  },
];

/** The floating shortcut menu (account spec 2.3). */
export const shortcutLinks: NavLinkItem[] = [
  { label: 'Dashboard', to: screens.dashboard.path },
  { label: 'Saved Loads', to: screens.savedLoads.path },
  { label: 'Find Loads', to: screens.search.path },
  { label: 'Contact Dispatch', to: screens.contactDispatch.path },
];

export const settingsTabs: NavLinkItem[] = [
  { label: 'Account', to: screens.myAccount.path },
  { label: 'Drivers', to: screens.drivers.path },
  { label: 'Fleet', to: screens.fleet.path },
  { label: 'Settings', to: screens.settings.path },
];

export const loadTabs: NavLinkItem[] = [
  { label: 'Saved', to: screens.savedLoads.path },
  { label: 'Claimed', to: screens.claimedLoads.path },
  { label: 'In Progress', to: screens.inProgressLoads.path },
  { label: 'Completed', to: screens.completedLoads.path },
];
