/** The name of the desk's bearer scheme in the OpenAPI document; every desk route but sign-in requires it. */
export const deskSecuritySchemeName = 'deskBearer';

export const deskSecurity = [{ [deskSecuritySchemeName]: [] }];
