import { LEGAL_SECTIONS, LEGAL_UPDATED } from '../legal';
import './help.css';

/** /legal (account spec 2.11): Terms of Use, license and privacy. */
export function LegalScreen() {
  return (
    <article className="help-screen legal">
      <h1 className="help-screen__title">Legal Information</h1>
      <p className="legal__updated">Last updated {LEGAL_UPDATED}</p>
      {LEGAL_SECTIONS.map(({ heading, paragraphs }) => (
        <section key={heading}>
          <h2 className="help-screen__heading">{heading}</h2>
          {paragraphs.map((text) => <p key={text}>{text}</p>)}
        </section>
      ))}
    </article>
  );
}
