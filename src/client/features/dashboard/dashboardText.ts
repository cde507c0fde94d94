/** The dashboard's words (account spec 2.8); those the spec leaves open are in docs/decisions.md. */
import moment from 'moment';
import { DATE_FORMATS } from '../../../shared/constants';

export const SECTIONS = {
  myTasks: 'My Tasks',
  myTrends: 'My Trends',
  mySummary: 'My Summary',
  invoiceChart: 'My Payments',
} as const;

export type DashboardSectionKey = keyof typeof SECTIONS;

export const insuranceAlertText = (days: number) => `Your damage and/or liability insurance expires in ${days} day(s)!`;

export const newLoadsText = (count: number) => `${count.toLocaleString('en-US')} new ${count === 1 ? 'load was' : 'loads were'} added to the board today.`;

export const VIEW_PENDING = 'View Pending';
export const VIEW_LOADS = 'View Loads';

/** 'Nov' for '2026-11' (the spec's MMM format). */
export const monthLabel = (month: string) => moment.utc(`${month}-01`).format(DATE_FORMATS.month);

export const changeText = (current: number, previous: number): string => {
  if (previous === 0) return current === 0 ? 'no change' : 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
};
