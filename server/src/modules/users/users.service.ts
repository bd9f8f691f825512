import type { AppDeps } from '../../deps';
import { conflict, notFound, wrongPassword } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../http/passwords';
import type { AuthUser } from '../../http/authenticate';
import { findUserByEmail, findUserById, setPassword, shareACompany, updateUser, type UserPatch, type UserRow } from './users.repository';
import { sessionFor, toPublicUserDto, toUserDto } from './users.presenter';

async function currentUser(deps: AppDeps, caller: AuthUser): Promise<UserRow> {
  const row = await findUserById(deps.db, caller.id);
  if (!row) throw notFound('User');
  return row;
}

async function requirePassword(row: UserRow, password: string, field: string): Promise<void> {
  if (!(await verifyPassword(password, row.passwordHash))) throw wrongPassword(field);
}

export async function getMe(deps: AppDeps, caller: AuthUser) {
  return toUserDto(await currentUser(deps, caller));
}

/** Yourself in full; a member of a company you share in part; anyone else does not exist. */
export async function getUserFor(deps: AppDeps, caller: AuthUser, id: string) {
  if (id === caller.id) return getMe(deps, caller);
  const row = (await shareACompany(deps.db, caller.id, id)) ? await findUserById(deps.db, id) : undefined;
  if (!row) throw notFound('User');
  return toPublicUserDto(row);
}

export async function updateProfile(deps: AppDeps, caller: AuthUser, patch: UserPatch) {
  return toUserDto(await updateUser(deps.db, caller.id, patch));
}

export async function changeEmail(deps: AppDeps, caller: AuthUser, newEmail: string, password: string) {
  const row = await currentUser(deps, caller);
  await requirePassword(row, password, 'password');
  const owner = await findUserByEmail(deps.db, newEmail);
  if (owner && owner.id !== row.id) throw conflict('This email is already in use', 'email_taken');
  return toUserDto(await updateUser(deps.db, row.id, { email: newEmail }));
}

export async function changePhone(deps: AppDeps, caller: AuthUser, phone: string, password: string) {
  const row = await currentUser(deps, caller);
  await requirePassword(row, password, 'password');
  return toUserDto(await updateUser(deps.db, row.id, { phone }));
}

/** Every other session ends (token_version + 1); the caller continues with the returned token. */
export async function changePassword(deps: AppDeps, caller: AuthUser, currentPassword: string, newPassword: string) {
  const row = await currentUser(deps, caller);
  await requirePassword(row, currentPassword, 'currentPassword');
  return sessionFor(deps, await setPassword(deps.db, row.id, await hashPassword(newPassword)));
}

export async function sendSupportEmail(
  deps: AppDeps,
  caller: AuthUser,
  input: { subject: string; message: string; category: string },
  containerIndex: number,
) {
  const row = await currentUser(deps, caller);
  const text = [
    input.message,
    '',
    '--',
    `From: ${row.name} ${row.surname}`.trim() + ` <${row.email}>`,
    `User id: ${row.id}`,
    `Phone: ${row.phone ?? '-'}`,
    `Subscription: ${row.subscriptionType}`,
    `Language: ${row.language}`,
    `Category: ${input.category}`,
    `Container: ${containerIndex}`,
  ].join('\n');
  await deps.connectors.mail.send({
    to: deps.config.SUPPORT_EMAIL,
    replyTo: row.email,
    subject: `[Support/${input.category}] ${input.subject}`,
    text,
    tag: 'support',
  });
  return { ok: true as const };
}
