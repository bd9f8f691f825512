import { z } from 'zod';
import { defineCall } from './define';
import { email, id, language, okResponse, password, phone } from './common';

export const ATTRIBUTION_KEYS = [
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content',
  'utm_marketing', 'utm_sales', 'gclid', 'fbclid',
] as const;

const attribution = Object.fromEntries(
  ATTRIBUTION_KEYS.map((k) => [k, z.string().trim().max(500).optional()]),
) as Record<(typeof ATTRIBUTION_KEYS)[number], z.ZodOptional<z.ZodString>>;

export const subscriptionTypes = ['freemium', 'freetrial1', 'freetrial2', 'standard', 'standard_corp', 'promo_landing'] as const;

export const user = z.object({
  _id: id,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language,
  subscription: z.object({ subscriptionType: z.string() }),
  createdAt: z.string(),
  /** Set while the account is scheduled for erasure: the app shows the date and a way to cancel. */
  deletionScheduledFor: z.string().nullable().optional(),
});
export type User = z.infer<typeof user>;

/** The fields every registration variant sends; attribution values ride along at top level. */
export const registration = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  surname: z.string().trim().max(100).optional().default(''),
  email,
  password,
  phone: phone.optional(),
  companyName: z.string().trim().min(1, 'Company name is required').max(200),
  language: language.optional(),
  acceptTerms: z.literal(true, { message: 'You must accept the terms' }),
  ...attribution,
});
export type Registration = z.input<typeof registration>;

export const session = z.object({ token: z.string(), user });

export const authCalls = {
  login: defineCall({
    method: 'POST', path: '/login', public: true, summary: 'Sign in with email and password',
    body: z.object({ email, password: z.string().min(1, 'Password is required') }),
    response: session,
  }),
  register: defineCall({
    method: 'POST', path: '/register', public: true, summary: 'Register (freemium) with a first company',
    body: registration, response: session,
  }),
  preRegister: defineCall({
    method: 'POST', path: '/preRegister', public: true,
    summary: 'First step of the short sign-up: keeps the lead and says whether the email is free',
    body: z.object({ email, name: z.string().trim().max(100).optional(), phone: phone.optional(), ...attribution }),
    response: z.object({ available: z.boolean() }),
  }),
  registerV2: defineCall({
    method: 'POST', path: '/registerV2', public: true, summary: 'Corporate registration (standard_corp)',
    body: registration.extend({ corporateAccess: z.literal('Corporations', { message: 'Corporate access code required' }) }),
    response: session,
  }),
  createSaasmantraUser: defineCall({
    method: 'POST', path: '/user/createSaasmantraUser', public: true,
    summary: 'Partner marketplace registration (promo_landing) with the partner licence code',
    body: registration.extend({ licenseCode: z.string().trim().min(4, 'Licence code required').max(100) }),
    response: session,
  }),
  createFreeTrialUser: defineCall({
    method: 'POST', path: '/user/createFreeTrialUser', public: true, summary: 'Free-trial registration (freetrial1 or freetrial2)',
    body: registration.extend({ trialVariant: z.enum(['freetrial1', 'freetrial2']).default('freetrial1') }),
    response: session,
  }),
  createFreemiumUser: defineCall({
    method: 'POST', path: '/user/createFreemiumUser', public: true, summary: 'Freemium registration',
    body: registration, response: session,
  }),
  forgotPassword: defineCall({
    method: 'POST', path: '/forgotPassword', public: true,
    summary: 'Mails a 6-digit confirmation code (always answers ok: no account enumeration)',
    body: z.object({ email }), response: okResponse,
  }),
  loginForgottenPassword: defineCall({
    method: 'POST', path: '/loginForgottenPassword', public: true,
    summary: 'Signs in with the mailed code, so the user can then set a new password',
    body: z.object({ email, confirmationCode: z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits') }),
    response: session,
  }),
  changeForgottenPassword: defineCall({
    method: 'POST', path: '/changeForgottenPassword',
    summary: 'Sets a new password after a code sign-in (within 15 minutes of it)',
    body: z.object({ email, newPassword: password }), response: session,
  }),
  getUser: defineCall({ method: 'GET', path: '/user', summary: 'The signed-in user', response: user }),
  getUserById: defineCall({
    method: 'GET', path: '/user/:id', summary: 'A user: yourself, or a member of a company you share',
    params: z.object({ id }), response: user.partial().required({ _id: true }),
  }),
  updateLanguage: defineCall({
    method: 'PUT', path: '/user', summary: 'Saves the interface language', body: z.object({ language }), response: user,
  }),
  changeFullName: defineCall({
    method: 'PUT', path: '/userChangeFullName', summary: 'Changes name and surname',
    body: z.object({ name: z.string().trim().min(1, 'Name is required').max(100), surname: z.string().trim().max(100).default('') }),
    response: user,
  }),
  changeEmail: defineCall({
    method: 'PUT', path: '/changeUserEmail', summary: 'Changes the sign-in email (needs the password)',
    body: z.object({ newEmail: email, password: z.string().min(1, 'Password is required') }), response: user,
  }),
  changePassword: defineCall({
    method: 'PUT', path: '/changePassword', summary: 'Changes the password; other sessions end, a new token is returned',
    body: z.object({ currentPassword: z.string().min(1, 'Password is required'), newPassword: password }),
    response: session,
  }),
  changePhone: defineCall({
    method: 'PUT', path: '/userChangePhoneNumber', summary: 'Changes the phone number (needs the password)',
    body: z.object({ newPhoneNumber: phone, password: z.string().min(1, 'Password is required') }), response: user,
  }),
  sendSupportEmail: defineCall({
    method: 'POST', path: '/SendSupportEmail', summary: 'Sends a message to support from the signed-in user',
    body: z.object({
      subject: z.string().trim().min(3, 'Subject is too short').max(200),
      message: z.string().trim().min(10, 'Message is too short').max(5000),
      category: z.enum(['campaigns', 'billing', 'crm', 'technical', 'other']).default('other'),
    }),
    response: okResponse,
  }),
  authWithGoogle: defineCall({
    method: 'GET', path: '/authWithGoogle', public: true,
    summary: 'Identity-provider sign-in: redirects the browser to Google (OpenID Connect), or to the local consent page where sandboxes are allowed',
    query: z.object({ lang: language.optional(), redirect: z.string().max(500).optional() }),
  }),
} as const;
