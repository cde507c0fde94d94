import { Type, type StringOptions } from '@fastify/type-provider-typebox';

/*
 * Text is text: a NUL or another control character (C0, DEL, C1) is refused at the edge, whatever the database
 * would make of it (PostgreSQL refuses a NUL, SQLite stores it). Tab, newline and carriage return are text only
 * in fields a person types several lines into, which their schema marks with `multilineKeyword`.
 */

/** Schema keyword (registered with Ajv, shown in OpenAPI) of a string that may hold tabs and line breaks. */
export const multilineKeyword = 'x-multiline';

const anyControl = /[\u0000-\u001f\u007f-\u009f]/;
const controlBesidesLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function isPlainText(text: string, multiline = false): boolean {
  return !(multiline ? controlBesidesLineBreaks : anyControl).test(text);
}

/** A string of several lines: feedback, notes, an e-mail's body, a CSV file. */
export const MultilineText = (options: StringOptions = {}) => Type.String({ ...options, [multilineKeyword]: true });
