import { Link } from 'react-router-dom';
import { callToActionOf, type Announcement } from '../../../../shared/announcements';

/** The announcement's link, only when it has both its words and its address (account spec 2.4). */
export function CallToActionLink({ announcement, className }: { announcement: Announcement; className: string }) {
  const action = callToActionOf(announcement);
  if (!action) return null;
  if (action.url.startsWith('/')) {
    return (
      <Link to={action.url} className={className}>
        {action.copy}
      </Link>
    );
  }
  return (
    <a href={action.url} className={className} rel="noopener noreferrer">
      {action.copy}
    </a>
  );
}
