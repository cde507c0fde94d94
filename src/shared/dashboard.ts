/**
 * The dashboard's figures (account spec 2.8, 3, 7). Months are UTC calendar months ('YYYY-MM') and periods are
 * UTC instants: the server keeps no zone per carrier (docs/decisions.md, issue 12: the dashboard).
 */

/**
 * The dashboard's folding sections, whose open or closed state follows the user (contracts/uiPreferences.ts).
 * Here, without the wire schema, because the client's session sagas read them and TypeBox is server weight.
 */
export const DASHBOARD_SECTION_KEYS = ['myTasks', 'myTrends', 'mySummary', 'invoiceChart'] as const;

export type DashboardSectionKey = (typeof DASHBOARD_SECTION_KEYS)[number];

/** My Tasks: the sizes of the In Progress, Claimed and Saved lists and of the pending invoices. */
export interface MyTasks {
  inRouteCount: number;
  pendingPickupCount: number;
  savedCount: number;
  pendingPaymentCount: number;
}

/** Days from today (UTC) to each cover's end; negative once it has ended, null where no date is known. */
export interface InsuranceExpiration {
  daysUntilDamageExpiration: number | null;
  daysUntilLiabilityExpiration: number | null;
  insuranceExpirationWarningThreshold: number;
}

/** What the carrier delivered in one period. */
export interface TrendFigures {
  loadCount: number;
  vehicleCount: number;
  miles: number;
  revenueCents: number;
}

export interface LoadTrends {
  current: TrendFigures;
  previous: TrendFigures;
}

export interface MonthOfLoads {
  month: string;
  loadCount: number;
  vehicleCount: number;
}

export interface MonthOfRevenue {
  month: string;
  /** The carrier's delivered loads: pay per mile in cents, null in a month without one. */
  revenuePerMileCents: number | null;
  /** Loads posted on the board that month from the compared region. */
  regionRevenuePerMileCents: number | null;
}

export interface MonthOfPayments {
  month: string;
  invoicedCents: number;
  paidCents: number;
}

export interface SixMonthLoadSummary {
  months: MonthOfLoads[];
}

export interface SixMonthRevenueSummary {
  compareRegion: string;
  months: MonthOfRevenue[];
}

export interface SixMonthPaymentSummary {
  months: MonthOfPayments[];
}

export const DEFAULT_COMPARE_REGION = 'MidAtlantic';

export const SUMMARY_MONTHS = 6;
