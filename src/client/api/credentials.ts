/** What an authenticated call needs from the session; the saga layer reads it from the store. */
export interface SessionToken {
  tokenType: string;
  accessToken: string;
}

export interface ApiCredentials {
  token: SessionToken;
  /** Debug ids sent along with signed-in requests, once the viewer is known. */
  clientId?: number;
  userId?: number;
}
