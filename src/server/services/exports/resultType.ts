/** How a list or a load's documents are wanted: on screen (or the PDF itself), as a CSV file, or e-mailed. */
export type ResultType = 'page' | 'csv' | 'email';

/** No resultType is the page; CSV and Email in any case; anything else is refused. */
export function resultTypeOf(value: string | undefined): ResultType | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'json') return 'page';
  return text === 'csv' || text === 'email' ? text : null;
}
