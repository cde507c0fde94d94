import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FieldError } from '../../shared/wire';

/*
 * Ajv's errors turned into the wire's `{field, message}`: one entry per field (the first problem found),
 * the field named the way the client names it ('password', 'trucks[0].quantity'), the message a sentence
 * a carrier can read next to the input.
 */

const maxErrors = 50;

/**
 * A request refused before schema validation (a key or a text the edge does not take), shaped as fastify shapes
 * a schema failure so that every error handler answers it the same way.
 */
export function validationFailure(validation: FastifySchemaValidationError[], context: string): Error {
  const [first] = fieldErrors(validation, context);
  return Object.assign(new Error(`${first.field}: ${first.message}`), { statusCode: 400, code: 'FST_ERR_VALIDATION', validation, validationContext: context });
}

type Params = Record<string, unknown>;

export function fieldErrors(errors: FastifySchemaValidationError[], context = 'body'): FieldError[] {
  const byField = new Map<string, FastifySchemaValidationError[]>();
  for (const error of withoutMismatchedBranches(errors)) {
    // A problem with the whole body or query (not an object, say) is named after that part.
    const field = fieldOf(error) || context;
    if (!byField.has(field) && byField.size >= maxErrors) break;
    byField.set(field, [...(byField.get(field) ?? []), error]);
  }
  return [...byField].map(([field, group]) => ({ field, message: groupMessage(group) }));
}

/**
 * A union (`{...} | null`) reports every branch. When one branch got inside the value (an object with a bad
 * field), the branches that refused the value's very type ('Must be empty.') and the union's own summary are
 * no news: drop them.
 */
function withoutMismatchedBranches(errors: FastifySchemaValidationError[]): FastifySchemaValidationError[] {
  const unionPaths = new Set(errors.filter((error) => error.keyword === 'anyOf').map((error) => error.instancePath ?? ''));
  const reachedInside = (path: string) => errors.some((error) => (error.instancePath ?? '').startsWith(`${path}/`));
  return errors.filter((error) => {
    const path = error.instancePath ?? '';
    const atUnion = error.keyword === 'type' || error.keyword === 'anyOf';
    return !(atUnion && unionPaths.has(path) && reachedInside(path));
  });
}

/** A union reports each branch's mismatch plus an anyOf summary: say what any branch would accept. */
function groupMessage(group: FastifySchemaValidationError[]): string {
  const details = group.filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'oneOf');
  if (details.length === 0) return 'Has an invalid value.';
  if (details.length > 1 && details.every((error) => error.keyword === 'const')) {
    return `Must be one of: ${details.map((error) => String((error.params as Params).allowedValue)).join(', ')}.`;
  }
  if (details.length > 1 && details.every((error) => error.keyword === 'type')) {
    return messageOf({ ...details[0], params: { type: details.map((error) => (error.params as Params).type).join(',') } });
  }
  return messageOf(details[0]);
}

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Params;
  const segments = (error.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') segments.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  return segments.reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment), '');
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

/** Schema keyword of a field's own words per failed keyword: `{ [messagesKeyword]: { required: 'Please write …' } }`. */
export const messagesKeyword = 'x-messages';

type Messages = Record<string, string> | undefined;

/** The words the failing schema gives for the keyword (Ajv's verbose errors carry the schema). */
function ownMessage(error: FastifySchemaValidationError): string | undefined {
  const parent = (error as { parentSchema?: Record<string, unknown> }).parentSchema;
  const missing = (error.params as Params).missingProperty;
  const schema = error.keyword === 'required' && typeof missing === 'string'
    ? (parent?.properties as Record<string, Record<string, unknown>> | undefined)?.[missing]
    : parent;
  return (schema?.[messagesKeyword] as Messages)?.[error.keyword];
}

function messageOf(error: FastifySchemaValidationError): string {
  const params = error.params as Params;
  const own = ownMessage(error);
  if (own) return own;
  switch (error.keyword) {
    case 'required':
      return 'Required.';
    case 'type': {
      const types = String(params.type).split(',').map((type) => typeNames[type] ?? type);
      return `Must be ${types.join(' or ')}.`;
    }
    case 'minLength':
      return params.limit === 1 ? 'Required.' : `Must be at least ${params.limit} characters.`;
    case 'maxLength':
      return `Must be at most ${params.limit} characters.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Must be ${error.keyword === 'minimum' ? 'at least' : 'more than'} ${params.limit}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Must be ${error.keyword === 'maximum' ? 'at most' : 'less than'} ${params.limit}.`;
    case 'minItems':
      return `Must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `Must have at most ${params.limit} items.`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `Must be ${String(params.allowedValue)}.`;
    case 'format':
      return params.format === 'email' ? 'Must be a valid e-mail address.' : `Must be a valid ${params.format}.`;
    case 'pattern':
      return 'Has characters that are not allowed.';
    case 'additionalProperties':
      return 'Is not allowed here.';
    default:
      return 'Has an invalid value.';
  }
}
