/*
 * Column shapes shared by every table. Both dialects store the same shapes: booleans as 0/1 integers,
 * timestamps as ISO-8601 UTC strings, dates without time as 'YYYY-MM-DD', lists and settings as JSON text.
 */
export type Flag = 0 | 1;
export type Timestamp = string;
export type DateOnly = string;
export type Json = string;
export type Bytes = Buffer;
