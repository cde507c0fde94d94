import type { Generated } from 'kysely';
import type { DeskApiKeyScope } from '../../../shared/contracts/deskApiKey';
import type { Timestamp } from './columnShapes';

/** The operator desk: operators, their sessions, and API keys for brokers' systems. */

export interface OperatorsTable {
  id: Generated<number>;
  /** Lower-cased; desk sign-in is by e-mail address. */
  email: string;
  name: string;
  passwordHash: string;
  createdAt: Timestamp;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  operatorId: number;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface DeskApiKeysTable {
  id: Generated<number>;
  name: string;
  /** The key's first characters, kept in the clear so a listing can tell keys apart. */
  prefix: string;
  keyHash: string;
  /** A broker's key keeps to the loads posted under its name; an operator's key has the whole desk. */
  scope: DeskApiKeyScope;
  createdByOperatorId: number | null;
  createdAt: Timestamp;
  lastUsedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}
