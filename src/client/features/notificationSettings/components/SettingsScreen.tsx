import { Link } from 'react-router-dom';
import { screens } from '../../../app/routeTable';
import { SettingsTabBar } from '../../account/components/SettingsTabBar';
import './notificationSettings.css';

const groups = [
  {
    heading: 'Notifications',
    links: [
      { to: screens.emailNotifications.path, label: screens.emailNotifications.title, note: 'What Haulboard emails you about' },
      { to: screens.textNotifications.path, label: screens.textNotifications.title, note: 'What Haulboard texts to your cell phone' },
    ],
  },
  {
    heading: 'Account',
    links: [
      { to: screens.editProfile.path, label: 'Profile and password', note: 'Your name, email, phone and password' },
      { to: screens.businessInfo.path, label: screens.businessInfo.title, note: 'Your company’s phones, email and address' },
      { to: screens.paymentPreferences.path, label: 'Payment preferences', note: 'How fast your invoices are paid' },
    ],
  },
];

/** /settings, the Settings tab (account spec 2.3 and 2.11): the way to the notification and account settings. */
export function SettingsScreen() {
  return (
    <section className="settings-screen">
      <SettingsTabBar />
      <h1 className="screen-title">{screens.settings.title}</h1>
      {groups.map(({ heading, links }) => (
        <nav key={heading} className="settings-screen__group" aria-label={heading}>
          <h2 className="settings-screen__heading">{heading}</h2>
          <ul className="hb-card-list">
            {links.map(({ to, label, note }) => (
              <li key={to}>
                <Link to={to} className="hb-card-link settings-screen__link">
                  <span className="settings-screen__label">{label}</span>
                  <span className="settings-screen__note">{note}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </section>
  );
}
