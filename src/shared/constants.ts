/** Business constants and limits (section 9 of both spec documents), shared by client and server. */

// Timing
export const LOADING_WARNING_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = 300;
export const DROPDOWN_CLOSE_DELAY_MS = 100;
export const PAGE_VIEW_DELAY_MS = 100;
export const SEARCH_CACHE_SECONDS = 600;
export const REQUEST_CACHE_EXPIRY_MS = 1_000;

// Paging
export const FIRST_PAGE_NUMBER = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const EXPORT_PAGE_SIZE = 10_000;
export const MAP_SEARCH_PAGE_SIZE = 500;
export const MAP_POPUP_PAGE_SIZE = 300;
export const BACKHAUL_PAGE_SIZE = 12;
export const BACKHAUL_PROBE_PAGE_SIZE = 1;
export const LOAD_MORE_LABEL = 'Load More';

/** Load numbers are PostgreSQL integers: a larger number names no load. */
export const MAX_LOAD_ID = 2_147_483_647;

// Search
export const DEFAULT_MILE_RADIUS = 50;
export const BACKHAUL_PROBE_RADII = [50, 100, 150] as const;
export const BACKHAUL_FALLBACK_RADIUS = 200;
export const BACKHAUL_WINDOW_DAYS = 3;
export const LOCATION_PREDICTION_MIN_CHARS = 2;
export const SEARCH_SORT_FIELDS = ['Rate', 'Units', 'Miles', 'AvailableDate', 'DeliveryDate', 'OriginCity'] as const;
/** The sortKey of the 'P/U Date' options: with AvailableDate they order by the pick-up day, not the posting. */
export const PICKUP_DATE_SORT_KEYS = ['pickupEarliest', 'pickupLatest'] as const;
export const ADVANCED_SEARCH_BOUNDS = {
  minPricePerMile: { min: 0, max: 3, step: 0.5 },
  maxVehicles: { min: 1, max: 10, step: 1 },
  maxWeightLbs: { min: 0, max: 40_000, step: 5_000 },
  mileRadius: { min: 25, max: 150, step: 25 },
} as const;
export const PRICE_DECIMALS_MAX = 2;

// Dates and times
export const DATE_PICKER_MIN = '1753-01-01';
export const DATE_PICKER_MAX = '9998-12-31';
export const DEFAULT_TIME = '12:00';
export const TIME_STEP_MINUTES = 15;
export const DATE_FORMATS = {
  monthDay: 'M/D',
  full: 'M/D/YYYY',
  short: 'M/D/YY',
  dayAndTime: 'dd M/D h:mmA',
  iso: 'YYYY-MM-DD',
  time: 'HH:mm',
  month: 'MMM',
  monthAndDay: 'MMM D',
} as const;

// Claims, drivers, fleet
export const CANCEL_AT_ASSIGN_REASON_CODE = 'AE';
export const ESCAPE_KEY_CODE = 27;
export const DRIVERS_SORT_FIELD = 'LastName';

// Onboarding, registration, dashboard, invoices
export const SUGGESTED_LOADS_LIMIT = 6;
export const DISPATCH_CALLBACK_HOURS = 24;
export const INVOICE_SORT_FIELDS = ['OrderNumber', 'InvoicedDate'] as const;
export const INVOICE_DATE_FILTERS = [
  'Filter By: Date',
  'This Year',
  'This Month',
  'This Week',
  'Today',
  'Custom Date Range',
] as const;
/** Gap insurance deducted per delivered vehicle: $1.75, in cents as money is kept. */
export const GAP_INSURANCE_CENTS_PER_VEHICLE = 175;
export const DISPATCH_HOURS = { weekdays: 'Monday to Friday 7am-7pm', weekends: 'weekends 8am-4pm' } as const;
/**
 * Dispatch and support share one phone (account spec 2.11); the spec names none, so a reserved 555 number
 * stands in. Every screen that shows it (Contact Dispatch, onboarding's no-match message) reads it here.
 */
/** The seeded dispatch and support phone; the app reads it through the CarrierDispatchPhoneNumber lookup. */
export const DISPATCH_PHONE = '(800) 555-0199';
/** The dispatch office of Contact Dispatch (account spec 2.11: Plymouth, Michigan). */
export const DISPATCH_OFFICE = { street: '47000 Five Mile Road, Suite 200', city: 'Plymouth', state: 'MI', zip: '48170' } as const;
export const RELEASE_ID_LENGTH = 6;

// Layout
export const BREAKPOINT_LARGE = 1024;

// Map. The spec writes the centre as "39.5, 98.35": the middle of the contiguous US, so west longitude.
export const MAP_DEFAULT_CENTER = { lat: 39.5, lng: -98.35 } as const;
export const MAP_DEFAULT_ZOOM = 5;
export const MAP_CLUSTER_RADIUS = 45;
export const MAP_CLUSTER_SIZE = { small: 30, large: 50, smallBelowLoads: 10 } as const;
export const MAP_POPUP = { minWidth: 340, maxHeight: 300 } as const;
export const MAP_FIT_PADDING = 30;
export const BACKHAUL_LIST_HEIGHT = 705;
