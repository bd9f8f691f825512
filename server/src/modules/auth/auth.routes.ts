import type { FastifyInstance } from 'fastify';
import { authCalls } from '../../../../contract/auth';
import { registerArea } from '../../http/route';
import { userCalls } from '../users/users.routes';
import * as auth from './auth.service';
import { registerSandboxConsent } from './google.sandbox';
import { beginGoogleSignIn, registerGoogleSignIn } from './google.signin';

// The sign-in and sign-up calls; the signed-in user's own calls are registered by the users module.
const sessionCalls = Object.fromEntries(
  Object.entries(authCalls).filter(([name]) => !(name in userCalls)),
) as Omit<typeof authCalls, keyof typeof userCalls>;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const limit = app.deps.config.AUTH_RATE_LIMIT;
  registerArea(app, 'auth', sessionCalls, {
    login: ({ deps, body }) => auth.login(deps, body.email, body.password),
    register: ({ deps, body }) => auth.register(deps, 'register', body),
    preRegister: ({ deps, body }) => auth.preRegister(deps, body),
    registerV2: ({ deps, body }) => auth.register(deps, 'corporate', body),
    createSaasmantraUser: ({ deps, body }) => auth.register(deps, 'saasmantra', body),
    createFreeTrialUser: ({ deps, body }) => auth.register(deps, 'freetrial', body),
    createFreemiumUser: ({ deps, body }) => auth.register(deps, 'freemium', body),
    forgotPassword: ({ deps, body, req }) => auth.forgotPassword(deps, body.email, req.log),
    loginForgottenPassword: ({ deps, body }) => auth.loginWithCode(deps, body.email, body.confirmationCode),
    changeForgottenPassword: ({ deps, user, body }) => auth.changeForgottenPassword(deps, user, body.email, body.newPassword),
    authWithGoogle: ({ query, reply }) => beginGoogleSignIn(app, reply, query),
  }, {
    rateLimit: {
      login: limit, register: limit, preRegister: limit, registerV2: limit, createSaasmantraUser: limit,
      createFreeTrialUser: limit, createFreemiumUser: limit, forgotPassword: limit, loginForgottenPassword: limit,
    },
  });
  await registerGoogleSignIn(app);
  registerSandboxConsent(app, limit);
}
