import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectShownCarouselAnnouncement } from '../selectors';
import { carouselStepped } from '../slice';
import { CallToActionLink } from './CallToActionLink';
import { useAnnouncements } from './useAnnouncements';
import './announcements.css';

/**
 * The landing page's carousel of CIBody announcements (account spec 2.4): one at a time from a random one,
 * Previous and Next, and an 'n of total' counter. Nothing at all when there are none.
 */
export function AnnouncementCarousel() {
  useAnnouncements();
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectShownCarouselAnnouncement);
  if (!shown) return null;
  const { announcement, position, total } = shown;

  return (
    <section className="announcement-carousel" aria-roledescription="carousel" aria-label="Announcements">
      <div
        className="announcement-carousel__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${position} of ${total}`}
        aria-live="polite"
      >
        <h2 className="announcement-carousel__title">{announcement.title}</h2>
        <p className="announcement-carousel__details">{announcement.details}</p>
        <CallToActionLink announcement={announcement} className="landing-button landing-button--primary" />
      </div>
      {total > 1 && (
        <div className="announcement-carousel__controls">
          <button type="button" className="announcement-carousel__step" onClick={() => dispatch(carouselStepped(-1))}>
            Previous
          </button>
          <span className="announcement-carousel__counter">{`${position} of ${total}`}</span>
          <button type="button" className="announcement-carousel__step" onClick={() => dispatch(carouselStepped(1))}>
            Next
          </button>
        </div>
      )}
    </section>
  );
}
