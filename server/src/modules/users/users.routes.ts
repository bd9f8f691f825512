import type { FastifyInstance } from 'fastify';
import { authCalls } from '../../../../contract/auth';
import { registerArea } from '../../http/route';
import * as users from './users.service';

const { getUser, getUserById, updateLanguage, changeFullName, changeEmail, changePassword, changePhone, sendSupportEmail } = authCalls;
/** The signed-in user's own calls (contract/auth.ts holds them next to the sign-in calls). */
export const userCalls = { getUser, getUserById, updateLanguage, changeFullName, changeEmail, changePassword, changePhone, sendSupportEmail };

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'users', userCalls, {
    getUser: ({ deps, user }) => users.getMe(deps, user),
    getUserById: ({ deps, user, params }) => users.getUserFor(deps, user, params.id),
    updateLanguage: ({ deps, user, body }) => users.updateProfile(deps, user, { language: body.language }),
    changeFullName: ({ deps, user, body }) => users.updateProfile(deps, user, { name: body.name, surname: body.surname }),
    changeEmail: ({ deps, user, body }) => users.changeEmail(deps, user, body.newEmail, body.password),
    changePassword: ({ deps, user, body }) => users.changePassword(deps, user, body.currentPassword, body.newPassword),
    changePhone: ({ deps, user, body }) => users.changePhone(deps, user, body.newPhoneNumber, body.password),
    sendSupportEmail: ({ deps, user, body, containerIndex }) => users.sendSupportEmail(deps, user, body, containerIndex),
  });
}
