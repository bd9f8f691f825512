/**
 * A statement as a string literal inside a PL/pgSQL body (EXECUTE '…'), for triggers whose
 * statements are generated from the migration's own code — never from user input.
 */
export const plpgsqlLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;
