import { z } from 'zod';

/** Ids are UUIDs; a malformed one is a 400, a foreign one a 404. */
export const id = z.uuid({ message: 'Invalid id' });
export const email = z.string().trim().toLowerCase().pipe(z.email({ message: 'Invalid email address' }));
/** At least 8 characters with a letter and a digit. */
export const password = z
  .string()
  .min(8, 'Password must have at least 8 characters')
  .max(200)
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/\d/, 'Password must contain a digit');
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'Invalid phone number');
export const language = z.enum(['es', 'en']);

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
