import { Link } from 'react-router-dom';
import { screens } from '../../app/routeTable';

const testimonials = [
  {
    quote: 'I used to spend my mornings on the phone chasing loads. Now I line up the whole week before lunch.',
    author: 'Dale R., owner-operator, 1 truck',
  },
  {
    quote: 'The back-haul search alone pays for itself. My drivers hardly ever come home empty anymore.',
    author: 'Maria S., dispatcher, 12 trucks',
  },
  {
    quote: 'Claiming a load takes a minute, and I always know which driver has which car.',
    author: 'Andre T., fleet owner, 5 trucks',
  },
];

export function AboutUs() {
  return (
    <section id="AboutUs" className="landing-section">
      <h2 className="landing-section__title">About Us</h2>
      <p className="landing-section__text">
        Haulboard was started in Plymouth, Michigan by people who have spent their careers moving vehicles. We work
        with dealers, auctions and manufacturers across the United States and Canada, and we put their loads in front of
        the carriers who haul them: no bidding wars, clear rates and a dispatch team that picks up the phone.
      </p>
    </section>
  );
}

export function Testimonials() {
  return (
    <section className="landing-section landing-section--tinted">
      <h2 className="landing-section__title">What Carriers Say</h2>
      <div className="landing-cards">
        {testimonials.map((testimonial) => (
          <figure key={testimonial.author} className="landing-card landing-testimonial">
            <blockquote>“{testimonial.quote}”</blockquote>
            <figcaption>{testimonial.author}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

export function SignUpCallToAction() {
  return (
    <section className="landing-cta">
      <h2 className="landing-cta__title">Ready to keep your trucks moving?</h2>
      <p>Sign up your carrier today and start claiming loads.</p>
      <Link to={screens.register.path} className="landing-button landing-button--primary">
        Sign Up
      </Link>
    </section>
  );
}
