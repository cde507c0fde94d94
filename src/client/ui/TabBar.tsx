import { NavLink } from 'react-router-dom';
import './TabBar.css';

export interface Tab {
  label: string;
  to: string;
}

interface TabBarProps {
  tabs: Tab[];
  /** Names the bar for screen readers, e.g. 'Settings' or 'My Loads'. */
  label: string;
}

/** A row of links between sibling screens; the current one is highlighted. */
export function TabBar({ tabs, label }: TabBarProps) {
  return (
    <nav className="tab-bar" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) => (isActive ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab')}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
