import { Link } from 'react-router-dom';
import { screens } from '../../app/routeTable';
import { serverSetting } from '../../app/serverSettings';
import { TutorialMedia } from '../help/components/TutorialMedia';
import { findVideo } from '../help/tutorials';

const differenceCards = [
  {
    title: 'Mobile-Friendly',
    text: 'Search, claim and manage loads from the cab, the yard or the office, on any phone, tablet or desktop.',
  },
  {
    title: 'Find Loads Faster',
    text: 'Search by lane, radius and pick-up dates, save the searches you run every week, and line up a back-haul before you deliver.',
  },
  {
    title: 'Move More',
    text: 'Loads matched to your lanes and equipment keep every slot on the trailer full and every truck earning.',
  },
];

export function Hero() {
  return (
    <section className="landing-hero">
      <div className="landing-hero__content">
        <h1 className="landing-hero__title">We're Moving to Keep You Moving.</h1>
        <p className="landing-hero__lead">
          Haulboard is the load board built for vehicle haulers: find cars to move, claim them in a few taps, assign a
          driver and get paid.
        </p>
        <Link to="/search" className="landing-button landing-button--primary">
          Find Hauls Now
        </Link>
      </div>
    </section>
  );
}

export function DiscoverTheDifference() {
  return (
    <section id="DiscoverTheDifference" className="landing-section">
      <h2 className="landing-section__title">Discover the Difference</h2>
      <div className="landing-cards">
        {differenceCards.map((card) => (
          <article key={card.title} className="landing-card">
            <h3 className="landing-card__title">{card.title}</h3>
            <p>{card.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** The overview tutorial: its video where a media host is configured, its written walkthrough otherwise (issue 22). */
export function HowItWorks() {
  const overview = findVideo('overview')!;
  const hasVideo = serverSetting('mediaBaseUrl') !== null;
  return (
    <section id="HowItWorks" className="landing-section landing-section--tinted" aria-labelledby="HowItWorks-title">
      <h2 id="HowItWorks-title" className="landing-section__title">How it Works</h2>
      <p className="landing-how__lead">How carriers find, claim and haul loads on Haulboard, and get paid.</p>
      <div className="landing-how">
        <TutorialMedia video={overview} headed={false} />
      </div>
      <p className="landing-how__more">
        <Link to={screens.tipsAndTools.path}>{hasVideo ? 'More video tutorials' : 'More walkthroughs in Tips and Tools'}</Link>
      </p>
    </section>
  );
}
