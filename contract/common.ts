import { z } from 'zod';
import { FIELD_MESSAGES } from './fieldMessages';

/** Ids are UUIDs; a malformed one is a 400, a foreign one a 404. */
export const id = z.uuid({ message: FIELD_MESSAGES.invalid_id });
export const email = z.string().trim().toLowerCase().pipe(z.email({ message: FIELD_MESSAGES.invalid_email }));
/** At least 8 characters with a letter and a digit. */
export const password = z
  .string()
  .min(8, FIELD_MESSAGES.password_too_short)
  .max(200)
  .regex(/[A-Za-z]/, FIELD_MESSAGES.password_needs_letter)
  .regex(/\d/, FIELD_MESSAGES.password_needs_digit);
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, FIELD_MESSAGES.invalid_phone);
export const language = z.enum(['es', 'en']);

/**
 * A web address as people type it ("acme.es", "https://acme.es/contacto"), normalised; null when it
 * is not one. Only http and https: `javascript:`, `data:`, `file:` and the like are never stored, so
 * a stored address is always safe to put in a link. The scheme may be left out (https assumed).
 */
export function parseWebUrl(input: string): string | null {
  const text = input.trim();
  if (!text || text.length > 2048) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text);
  try {
    const url = new URL(hasScheme ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || !url.hostname.includes('.')) return null;
    // "acme.es" stays "https://acme.es", not "https://acme.es/".
    return url.pathname === '/' && !url.search && !url.hash ? url.toString().slice(0, -1) : url.toString();
  } catch {
    return null;
  }
}

export const WEB_URL_MESSAGE = FIELD_MESSAGES.invalid_url;
const toWebUrl = (allowEmpty: boolean) =>
  z.string().transform((value, ctx) => {
    if (allowEmpty && value.trim() === '') return '';
    const url = parseWebUrl(value);
    if (url === null) {
      ctx.addIssue({ code: 'custom', message: WEB_URL_MESSAGE });
      return z.NEVER;
    }
    return url;
  });
/** Every stored URL a user gives (company website, URL properties…): see parseWebUrl. */
export const webUrl = toWebUrl(false);
/** The same, where an empty field means "none". */
export const optionalWebUrl = toWebUrl(true);

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const companyParam = z.object({ companyId: id });
export const okResponse = z.object({ ok: z.literal(true) });

/** Every list answer: one page of records plus the total. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number(), page: z.number(), limit: z.number() });

export const errorResponse = z.object({
  error_code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof errorResponse>;
