import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SettingsTabBar } from '../../account/components/SettingsTabBar';
import './driversAndFleet.css';

interface RosterLayoutProps {
  title: string;
  /** The count under the title once the list has loaded; null until then. */
  countText: string | null;
  addPath: string;
  addLabel: string;
  children: ReactNode;
}

/** The settings tabs, the title with its count and the add button that the drivers and the fleet screens share. */
export function RosterLayout({ title, countText, addPath, addLabel, children }: RosterLayoutProps) {
  return (
    <section className="roster">
      <SettingsTabBar />
      <div className="roster__header">
        <div>
          <h1 className="roster__title">{title}</h1>
          {countText !== null && <p className="roster__count">{countText}</p>}
        </div>
        <Link to={addPath} className="hb-button hb-button--primary">{addLabel}</Link>
      </div>
      {children}
    </section>
  );
}
