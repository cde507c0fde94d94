import { Link } from 'react-router-dom';

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

const steps = [
  { title: 'Search', text: 'Tell us where you are and where you are headed.' },
  { title: 'Claim', text: 'Pick your pick-up and drop-off times and the load is yours.' },
  { title: 'Haul', text: 'Assign a driver and follow every load from claimed to delivered.' },
  { title: 'Get Paid', text: 'Track invoices and payments in one place.' },
];

export function HowItWorks() {
  return (
    <section id="HowItWorks" className="landing-section landing-section--tinted">
      <h2 className="landing-section__title">How it Works</h2>
      <div className="landing-video">
        <Link to="/tips-and-tools" className="landing-video__play" aria-label="Watch the video tutorials">
          <span aria-hidden="true">▶</span>
        </Link>
        <p className="landing-video__caption">Watch how carriers find and claim loads on Haulboard.</p>
      </div>
      <ol className="landing-steps">
        {steps.map((step) => (
          <li key={step.title} className="landing-step">
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
