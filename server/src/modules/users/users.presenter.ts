import type { User } from '../../../../contract/auth';
import type { AppDeps } from '../../deps';
import type { UserRow } from './users.repository';

/** The `user` object of the contract: what the app stores as the signed-in user. */
export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    language: row.language === 'en' ? 'en' : 'es',
    subscription: { subscriptionType: row.subscriptionType },
    createdAt: row.createdAt.toISOString(),
    deletionScheduledFor: row.deletionScheduledFor?.toISOString() ?? null,
  };
}

/** What a co-member of a company may see of another user. */
export function toPublicUserDto(row: UserRow): Partial<User> & { _id: string } {
  return { _id: row.id, name: row.name, surname: row.surname, email: row.email, language: toUserDto(row).language };
}

/** A token bound to the user's current token version, plus the user. */
export async function sessionFor(deps: AppDeps, row: UserRow): Promise<{ token: string; user: User }> {
  return { token: await deps.tokens.sign(row.id, row.tokenVersion), user: toUserDto(row) };
}
