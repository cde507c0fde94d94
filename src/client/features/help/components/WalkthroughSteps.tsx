import { useId } from 'react';
import { WALKTHROUGH_PICTURE_SIZE, walkthroughPictureUrl } from '../../../../shared/walkthroughPictures';
import { pictureAlt, type Walkthrough } from '../walkthroughs';
import './tutorialMedia.css';

const rightToLeft = new Set(['ar']);

interface WalkthroughStepsProps {
  walkthrough: Walkthrough;
  language: string;
  /** False where the page's own heading already names it (the landing's 'How it Works'). */
  headed?: boolean;
}

/** A walkthrough's numbered steps, each with the picture of its screen. */
export function WalkthroughSteps({ walkthrough, language, headed = true }: WalkthroughStepsProps) {
  const headingId = useId();
  return (
    <section
      className="walkthrough"
      aria-labelledby={headed ? headingId : undefined}
      lang={language}
      dir={rightToLeft.has(language) ? 'rtl' : 'ltr'}
    >
      {headed && <h2 id={headingId} className="walkthrough__heading">{walkthrough.heading}</h2>}
      <ol className="walkthrough__steps">
        {walkthrough.steps.map((step) => (
          <li key={step.picture + step.text} className="walkthrough__step">
            <p className="walkthrough__text">
              {step.title && <strong className="walkthrough__title">{step.title}. </strong>}
              {step.text}
            </p>
            <img
              className="walkthrough__picture"
              src={walkthroughPictureUrl(step.picture)}
              alt={pictureAlt(step)}
              width={WALKTHROUGH_PICTURE_SIZE.width}
              height={WALKTHROUGH_PICTURE_SIZE.height}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
