import type { FieldError } from '../../../shared/wire';
import { fieldsRefused } from '../../http/failures';

/** What carriers read when a load cannot be opened or changed (loads spec section 8, and our own words). */

/** A claim or change refused field by field. */
export function refuseFields(errors: FieldError[]): void {
  if (errors.length > 0) throw fieldsRefused(errors);
}
