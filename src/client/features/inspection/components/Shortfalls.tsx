import type { FieldError } from '../../../../shared/wire';
import { MISSING_TITLE, shortfallLine } from '../words';

/** What the inspection still needs, each with its vehicle, before the sign button is offered. */
export function Shortfalls({ errors }: { errors: readonly FieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <section className="inspection__missing" aria-labelledby="inspection-missing">
      <h3 id="inspection-missing" className="inspection__section-title">{MISSING_TITLE}</h3>
      <ul>{errors.map((error) => <li key={`${error.field}:${error.message}`}>{shortfallLine(error)}</li>)}</ul>
    </section>
  );
}
