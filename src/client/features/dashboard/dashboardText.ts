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

/** The To Do screen (issue 22): each open task of My Tasks as a sentence; none when its count is 0. */
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const todoText = {
  inRoute: (count: number) => `Deliver ${plural(count, 'load in progress', 'loads in progress')}`,
  pendingPickup: (count: number) => `Pick up ${plural(count, 'claimed load', 'claimed loads')}`,
  saved: (count: number) => `Claim or remove ${plural(count, 'saved load', 'saved loads')}`,
  pendingPayment: (count: number) => `Check ${plural(count, 'pending payment', 'pending payments')}`,
};

export const NOTHING_TO_DO = 'Nothing to do right now.';
export const TASKS_NOT_LOADED = 'Your tasks could not be loaded.';
