import { codeOfStatus, type ErrorCode } from '../../shared/errorCodes';

/** A failed API call: what the request helper throws for every HTTP or network failure. */
export const NETWORK_ERROR_MESSAGE = 'A network error occured, please check your connection';

/** Field name → its messages joined with ', ' (spec: field errors are joined with ', ' when listed). */
export type FieldErrors = Record<string, string>;

export interface ApiErrorDetails {
  /** HTTP status; 0 when the network failed before any answer. */
  status: number;
  statusText: string;
  /** The API path that failed, without its query string. */
  url: string;
  message: string;
  /** The server's code; when it sent none, the code of the status ('network' for status 0). */
  code?: ErrorCode;
  fieldErrors?: FieldErrors;
  /** The parsed failure body, when there was one. */
  data?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors;
  readonly data: unknown;

  constructor(details: ApiErrorDetails) {
    super(details.message);
    this.name = 'ApiError';
    this.status = details.status;
    this.statusText = details.statusText;
    this.url = details.url;
    this.code = details.code ?? codeOfStatus(details.status);
    this.fieldErrors = details.fieldErrors ?? {};
    this.data = details.data;
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function statusLine(statusText: string, status: number): string {
  return `${statusText} (${status})`;
}

/** The message a caught failure should show, whatever was thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
