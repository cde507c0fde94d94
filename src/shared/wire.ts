/** Wire types of the API contract (spec section 7 of both documents), shared by server and client. */
import type { ErrorCode } from './errorCodes';

export interface TokenResponse {
  token_type: 'bearer';
  access_token: string;
}

export interface TokenError {
  error: 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type' | 'password_expired' | 'too_many_attempts';
  error_description: string;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Every failure body; validation failures carry `errors`. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  errors?: FieldError[];
}

export interface Paged<T> {
  records: T[];
  totalRecordCount: number;
  /** Where a search's page ended: sent back as `after` for the page after it. */
  next?: string | null;
}

export interface Address {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** The signed-in user (account spec section 3, Viewer). */
export interface Viewer {
  userId: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  primaryPhone: { phoneNumber: string | null };
  cellPhone: { phoneNumber: string | null };
  address: Address;
  client: { clientId: number; name: string };
}
