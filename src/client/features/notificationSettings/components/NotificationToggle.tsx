import { useId } from 'react';
import { NOTIFICATION_TEXTS, type NotificationKind } from '../../../../shared/notificationSettings';

interface NotificationToggleProps {
  kind: NotificationKind;
  on: boolean;
  onToggle: (kind: NotificationKind) => void;
}

/** One kind: its heading and description, and a switch that flips at once (the save follows in the background). */
export function NotificationToggle({ kind, on, onToggle }: NotificationToggleProps) {
  const headingId = useId();
  const descriptionId = useId();
  const { heading, description } = NOTIFICATION_TEXTS[kind];
  return (
    <li className="notification-toggle">
      <div className="notification-toggle__text">
        <h2 id={headingId} className="notification-toggle__heading">{heading}</h2>
        <p id={descriptionId} className="notification-toggle__description">{description}</p>
      </div>
      <input
        type="checkbox"
        role="switch"
        className="notification-toggle__switch"
        checked={on}
        onChange={() => onToggle(kind)}
        aria-labelledby={headingId}
        aria-describedby={descriptionId}
      />
    </li>
  );
}
