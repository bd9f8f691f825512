import { MissingTokenError } from './MissingTokenError';
import { readFailure, serverMessage } from './readFailure';

/** SPEC §8: contact CSV import errors (the product's own Spanish wording). */
export function normalizeCsvImportError(error: unknown): { message: string } {
  if (error instanceof MissingTokenError) return { message: 'No se encontró token de autenticación' };
  const failure = readFailure(error);
  if (failure.kind === 'noResponse') return { message: 'No se recibió respuesta del servidor. Verifica tu conexión.' };
  if (failure.kind === 'response') return { message: serverMessage(failure.data) || 'Error en la importación de contactos' };
  return { message: 'Error en la importación de contactos' };
}
