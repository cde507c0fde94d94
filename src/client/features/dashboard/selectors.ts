import type { DashboardState } from './slice';
import { BANNER_QUIET_MS } from './trendPeriods';

type WithDashboard = { dashboard: DashboardState };

export const selectDashboard = (state: WithDashboard) => state.dashboard;
export const selectMyTasks = (state: WithDashboard) => state.dashboard.tasks;
export const selectMyTasksStatus = (state: WithDashboard) => state.dashboard.status.tasks;
export const selectTrendPeriod = (state: WithDashboard) => state.dashboard.trendPeriod;
export const selectCompareRegion = (state: WithDashboard) => state.dashboard.compareRegion;
export const selectLoadsAddedToday = (state: WithDashboard) => state.dashboard.loadsAddedToday;

/**
 * The days the insurance alert names (account spec 9): the smaller of the two, when it is at or below the
 * server's threshold; null when there is nothing to warn of.
 */
export const selectInsuranceAlertDays = (state: WithDashboard): number | null => {
  const insurance = state.dashboard.insurance;
  if (!insurance) return null;
  const known = [insurance.daysUntilDamageExpiration, insurance.daysUntilLiabilityExpiration].filter((days): days is number => days !== null);
  if (known.length === 0) return null;
  const soonest = Math.min(...known);
  return soonest <= insurance.insuranceExpirationWarningThreshold ? Math.max(soonest, 0) : null;
};

/** New loads exist and the banner was not dismissed within the last hour (account spec 2.8 and 4). */
export function showsNewLoadsBanner(loadsAddedToday: number, dismissedOn: string | null, nowMs: number): boolean {
  if (loadsAddedToday <= 0) return false;
  const dismissed = dismissedOn ? Date.parse(dismissedOn) : Number.NaN;
  return Number.isNaN(dismissed) || nowMs - dismissed >= BANNER_QUIET_MS;
}
