import { TabBar } from '../../../ui/TabBar';
import { loadTabs } from '../../shell/navLinks';

/** Saved, Claimed, In Progress and Completed (loads spec 2). */
export function LoadListTabs() {
  return <TabBar label="My Loads" tabs={loadTabs} />;
}
