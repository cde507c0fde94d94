import { TabBar } from '../../../ui/TabBar';
import { settingsTabs } from '../../shell/navLinks';

/** The settings tab bar of spec 2.3 (Account, Drivers, Fleet, Settings), on the screens marked `tabs: 'settings'`. */
export function SettingsTabBar() {
  return <TabBar label="Settings" tabs={settingsTabs} />;
}
