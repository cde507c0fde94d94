import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { NAME_MESSAGE, NAME_PATTERN } from '../../shared/formWords';
import { validationFailed } from './failures';
import { multilineKeyword } from './plainText';
import { messagesKeyword } from './validation';

/*
 * The typed-in text of a form, in a route schema. A person's text is read as sent, spaces around it allowed (the
 * service trims it after validation), and each rule carries the form's own words.
 */

/** A rule on the text as typed; its pattern must accept spaces around the value, and blank when it is optional. */
export interface TextRule {
  pattern: string;
  message: string;
}

/** Every field holding a name (issue 21); the edge refuses control characters first, this rule says why for names. */
export const nameRule: TextRule = { pattern: NAME_PATTERN.source, message: NAME_MESSAGE };

/** The source of a whole-value pattern that also takes spaces around the value, and blank unless `blankRefused`. */
export const aroundSpaces = (pattern: RegExp) => `^\\s*(?:${pattern.source.replace(/^\^|\$$/g, '')})?\\s*$`;

export function FormText(options: { maxLength: number; tooLong: string; required?: string; rules?: TextRule[]; multiline?: boolean }) {
  const { required, rules = [] } = options;
  const checks = [...(required ? [{ pattern: '\\S', message: required }] : []), ...rules];
  return Type.String({
    ...(options.multiline ? { [multilineKeyword]: true } : {}),
    allOf: checkedInOrder(options.maxLength, options.tooLong, checks),
    ...(required ? { [messagesKeyword]: { required } } : {}),
  });
}

/**
 * The length first, then each rule in turn: a field's answer is its first failing check, as the form's schema
 * tells its first failing test.
 */
export function checkedInOrder(maxLength: number, tooLong: string, rules: TextRule[]) {
  return [
    { maxLength, [messagesKeyword]: { maxLength: tooLong } },
    ...rules.map(({ pattern, message }) => ({ pattern, [messagesKeyword]: { pattern: message } })),
  ];
}

/** The values with their text trimmed, as the form's own schema reads them. */
export function trimmedText<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;
}

/**
 * A route's preValidation step refusing, by field, a number, a flag or an object where text is asked: the route
 * schema would turn a number into text (Ajv's type coercion is on for query strings), and the form says it is not.
 */
export const refuseNonText = (fields: readonly string[], message: string) => async (request: FastifyRequest) => {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const values = body as Record<string, unknown>;
  const errors = fields
    .filter((field) => values[field] !== undefined && values[field] !== null && typeof values[field] !== 'string')
    .map((field) => ({ field, message }));
  if (errors.length > 0) throw validationFailed(errors);
};
