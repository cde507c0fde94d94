import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectShownBannerAnnouncement } from '../selectors';
import { bannerHeldChanged, bannerStepped } from '../slice';
import { CallToActionLink } from './CallToActionLink';
import { useAnnouncements } from './useAnnouncements';
import './announcements.css';

/**
 * The header banner of CIHeader announcements (account spec 1 and 2.4): one at a time, rotating after its
 * rotationTimeInSeconds, with previous and next controls when there is more than one. Nothing without any.
 */
export function AnnouncementBanner() {
  useAnnouncements();
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectShownBannerAnnouncement);
  if (!shown) return null;
  const { announcement, total } = shown;
  const hold = (held: boolean) => () => dispatch(bannerHeldChanged(held));

  return (
    <section
      className="announcement-banner"
      aria-label="Announcement banner"
      onMouseEnter={hold(true)}
      onMouseLeave={hold(false)}
      onFocus={hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch(bannerHeldChanged(false));
      }}
    >
      {total > 1 && (
        <button type="button" className="announcement-banner__step" aria-label="Previous announcement" onClick={() => dispatch(bannerStepped(-1))}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <p className="announcement-banner__text">
        <strong className="announcement-banner__title">{announcement.title}</strong>{' '}
        <span>{announcement.details}</span>{' '}
        <CallToActionLink announcement={announcement} className="announcement-banner__link" />
      </p>
      {total > 1 && (
        <button type="button" className="announcement-banner__step" aria-label="Next announcement" onClick={() => dispatch(bannerStepped(1))}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </section>
  );
}
