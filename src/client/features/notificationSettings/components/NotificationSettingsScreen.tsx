import { useCallback, useEffect } from 'react';
import { NOTIFICATION_KINDS, NOTIFICATION_TEXTS, type NotificationChannel, type NotificationKind } from '../../../../shared/notificationSettings';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { BackHeader } from '../../shell/BackHeader';
import { CHANNEL_INTROS, LOAD_FAILED, TRY_AGAIN, saveFailedMessage } from '../notificationSettingsText';
import { selectNotificationChannel } from '../selectors';
import { notificationSettingsOpened, notificationToggled } from '../slice';
import { NotificationToggle } from './NotificationToggle';
import './notificationSettings.css';

const titles: Record<NotificationChannel, string> = {
  Email: screens.emailNotifications.title,
  Text: screens.textNotifications.title,
};

/** /settingst/email-notifications and /settingst/text-notifications (account spec 2.11): one toggle per kind. */
function NotificationSettingsScreen({ channel }: { channel: NotificationChannel }) {
  const dispatch = useAppDispatch();
  const { settings, status, failedKind } = useAppSelector((state) => selectNotificationChannel(state, channel));
  const open = useCallback(() => dispatch(notificationSettingsOpened(channel)), [dispatch, channel]);
  const toggle = useCallback((kind: NotificationKind) => dispatch(notificationToggled({ channel, kind })), [dispatch, channel]);

  useEffect(() => {
    open();
  }, [open]);

  return (
    <section className="notification-settings">
      <BackHeader title={titles[channel]} fallbackTo={screens.settings.path} />
      <p className="notification-settings__intro">{CHANNEL_INTROS[channel]}</p>
      {failedKind && (
        <p className="hb-error-box notification-settings__error" role="alert">{saveFailedMessage(NOTIFICATION_TEXTS[failedKind].heading)}</p>
      )}
      {status === 'loadFailed' && !settings && (
        <div className="hb-error-box notification-settings__error" role="alert">
          <p>{LOAD_FAILED}</p>
          <Button variant="outline" onClick={open}>{TRY_AGAIN}</Button>
        </div>
      )}
      {!settings && status === 'loading' && <Spinner />}
      {settings && (
        <ul className="hb-card-list">
          {NOTIFICATION_KINDS.map((kind) => <NotificationToggle key={kind} kind={kind} on={settings[kind]} onToggle={toggle} />)}
        </ul>
      )}
    </section>
  );
}

export function EmailNotificationsScreen() {
  return <NotificationSettingsScreen channel="Email" />;
}

export function TextNotificationsScreen() {
  return <NotificationSettingsScreen channel="Text" />;
}
