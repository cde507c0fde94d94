import { Link } from 'react-router-dom';
import { screens } from '../../../app/routeTable';
import { BackHeader } from '../../shell/BackHeader';
import { FAQ } from '../faq';
import './help.css';

/** /tips-and-tools/faq: questions by topic, each answer opened in place (details/summary, keyboard-ready). */
export function FaqScreen() {
  return (
    <section className="help-screen">
      <BackHeader title="Frequently Asked Questions" fallbackTo={screens.tipsAndTools.path} />
      {FAQ.map(({ topic, entries }) => (
        <section key={topic} className="faq-topic">
          <h2 className="help-screen__heading">{topic}</h2>
          {entries.map(({ question, answer }) => (
            <details key={question} className="faq-entry">
              <summary className="faq-entry__question">{question}</summary>
              <p className="faq-entry__answer">{answer}</p>
            </details>
          ))}
        </section>
      ))}
      <p>Still stuck? <Link to={screens.contactDispatch.path}>Contact Dispatch</Link>.</p>
    </section>
  );
}
