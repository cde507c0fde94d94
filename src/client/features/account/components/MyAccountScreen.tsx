import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { productVersion } from '../../../app/serverSettings';
import { Button } from '../../../ui/Button';
import { selectRecentSearches, selectSavedSearches } from '../../search/selectors';
import { selectViewer } from '../../session/selectors';
import { logoutRequested } from '../../session/slice';
import { myAccountOpened } from '../slice';
import { AccountSearchList } from './AccountSearchList';
import { AvatarWithName } from './Avatar';
import { SettingsTabBar } from './SettingsTabBar';
import './account.css';

const accountLinks = [
  { label: 'Business Information', to: screens.businessInfo.path },
  { label: 'Payment Preference Change Request', to: screens.paymentPreferences.path },
  { label: 'My Documents', to: screens.myDocuments.path },
  { label: 'Resources and FAQs', to: screens.tipsAndTools.path },
  { label: 'Contact Us', to: screens.contactUs.path },
  { label: 'Legal Information', to: screens.legal.path },
];

/** My Account (spec 2.11): who is signed in, the account's pages, the searches of the loads area, the version. */
export function MyAccountScreen() {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectViewer);
  const saved = useAppSelector(selectSavedSearches);
  const recent = useAppSelector(selectRecentSearches);

  useEffect(() => {
    dispatch(myAccountOpened());
  }, [dispatch]);

  return (
    <section className="account-screen">
      <SettingsTabBar />
      <h1 className="screen-title">My Account</h1>
      <div className="account-card">
        <AvatarWithName name={viewer?.name ?? ''}>
          <Link to={screens.editProfile.path}>View and edit profile</Link>
        </AvatarWithName>
        <ul className="account-links">
          {accountLinks.map((link) => (
            <li key={link.to} className="account-links__item"><Link to={link.to}>{link.label}</Link></li>
          ))}
        </ul>
      </div>
      <AccountSearchList title="Saved Searches" searches={saved} emptyText="No saved searches yet." />
      <AccountSearchList title="Recent Searches" searches={recent} emptyText="No recent searches yet." />
      <p className="account-version">Version {productVersion()}</p>
      <Button variant="outline" onClick={() => dispatch(logoutRequested())}>Log out</Button>
    </section>
  );
}
