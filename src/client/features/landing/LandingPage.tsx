import { useMatch } from 'react-router-dom';
import { AnnouncementCarousel } from '../announcements/components/AnnouncementCarousel';
import { LOGIN_PATH } from '../../app/routeTable';
import { LoginModal } from '../login/LoginModal';
import { AboutUs, SignUpCallToAction, Testimonials } from './AboutAndTestimonials';
import { DiscoverTheDifference, Hero, HowItWorks } from './HeroAndFeatures';
import { MarketingFooter } from './MarketingFooter';
import { MarketingHeader } from './MarketingHeader';
import './landing.css';

/** The public marketing page at '/'; at '/login' the same page shows with the login dialog open. */
export function LandingPage() {
  const isLoginPath = useMatch(LOGIN_PATH) !== null;

  return (
    <div className="landing-page">
      <MarketingHeader />
      <main id="main-content">
        <Hero />
        <AnnouncementCarousel />
        <DiscoverTheDifference />
        <HowItWorks />
        <AboutUs />
        <Testimonials />
        <SignUpCallToAction />
      </main>
      <MarketingFooter />
      {isLoginPath && <LoginModal />}
    </div>
  );
}
