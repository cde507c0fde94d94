import { Type } from '@sinclair/typebox';

/**
 * What a desk API key may do: a broker's key posts, imports, lists, reads, edits and withdraws only the loads it
 * posted; an operator's key (for a back-office script) has the whole desk, as a signed-in operator has.
 */
export const DESK_API_KEY_SCOPES = ['broker', 'operator'] as const;

export const DeskApiKeyScopeSchema = Type.Union(DESK_API_KEY_SCOPES.map((scope) => Type.Literal(scope)));

export type DeskApiKeyScope = (typeof DESK_API_KEY_SCOPES)[number];
