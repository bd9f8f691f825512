/** Raised before a call that needs the session token when none is stored (a local refusal). */
export class MissingTokenError extends Error {
  constructor() {
    super('No se encontró token de autenticación');
    this.name = 'MissingTokenError';
  }
}
