import type { ScreenEntry } from '../routeTable';
import { BackHeader } from '../../features/shell/BackHeader';
import { loadTabs, settingsTabs } from '../../features/shell/navLinks';
import { TabBar } from '../../ui/TabBar';
import './screens.css';

const tabBars = {
  settings: { label: 'Settings', tabs: settingsTabs },
  loads: { label: 'My Loads', tabs: loadTabs },
};

/** Stands in for a screen that has not been built yet, so every route of the spec can be visited. */
export function PlaceholderScreen({ entry }: { entry: ScreenEntry }) {
  const tabBar = entry.tabs ? tabBars[entry.tabs] : null;

  return (
    <section className="placeholder-screen">
      {tabBar && <TabBar label={tabBar.label} tabs={tabBar.tabs} />}
      {entry.backTo ? (
        <BackHeader title={entry.title} fallbackTo={entry.backTo} />
      ) : (
        <h1 className="screen-title">{entry.title}</h1>
      )}
      <p className="placeholder-screen__note">This part of Haulboard is being built and will be ready soon.</p>
    </section>
  );
}
