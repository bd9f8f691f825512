import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  BUILDER_TOKEN_HEADER, BUILDER_TOKEN_MISSING_CODE, BUILDER_TOKEN_MISSING_MESSAGE, type BuilderKind,
} from '../../../../contract/email/templates';
import { createEmailBuilderConnector, tokenExpiry } from '../../connectors/emailBuilder';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import './emailTemplates.tables';

/** This server's own builder tokens live two hours; the app asks for a new one before then. */
export const OWN_TOKEN_SECONDS = 2 * 60 * 60;
/** The claim that sets a builder token apart from every other sealed value this server signs. */
const PURPOSE = 'email-builder';

export type IssuedBuilderToken = { token: string; builder: BuilderKind; expiresAt: string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The builder token for `userId` (the caller; the route checks it). With Stripo's credentials it
 * is Stripo's own token, obtained server-side, and its hash is kept to recognise it later;
 * otherwise a sealed token of this server: its audience keeps it from passing as a session token
 * (and a session token from passing as one), its purpose from passing as any other sealed value.
 */
export async function issueBuilderToken(deps: AppDeps, userId: string): Promise<IssuedBuilderToken> {
  const connector = createEmailBuilderConnector(deps.config);
  if (connector.kind === 'stripo') {
    const { token, expiresAt } = await connector.authenticate(userId);
    await deps.db.transaction().execute(async (tx) => {
      // The user's expired tokens go as a new one arrives: the table stays one row or so per user.
      await tx.deleteFrom('emailBuilderTokens').where('userId', '=', userId).where('expiresAt', '<=', new Date()).execute();
      await tx.insertInto('emailBuilderTokens').values({ tokenHash: hashOf(token), userId, expiresAt })
        .onConflict((oc) => oc.column('tokenHash').doUpdateSet({ userId, expiresAt })).execute();
    });
    return { token, builder: 'stripo', expiresAt: expiresAt.toISOString() };
  }
  const token = await deps.tokens.seal({ purpose: PURPOSE, sub: userId }, OWN_TOKEN_SECONDS);
  return { token, builder: 'mjml', expiresAt: tokenExpiry(token, new Date()).toISOString() };
}

/**
 * SPEC §9's refusal. 403, not 401: the app's API client ends the session on any 401, and a
 * missing builder token must not sign the user out.
 */
export const builderTokenRefusal = () => forbidden(BUILDER_TOKEN_MISSING_MESSAGE, BUILDER_TOKEN_MISSING_CODE);

/** Whether `token` is a builder token this server issued to `userId` that has not expired. */
async function isValidBuilderToken(deps: AppDeps, token: string, userId: string): Promise<boolean> {
  const sealed = await deps.tokens.unseal(token);
  if (sealed) return sealed.purpose === PURPOSE && sealed.sub === userId;
  const row = await deps.db.selectFrom('emailBuilderTokens').select('userId')
    .where('tokenHash', '=', hashOf(token)).where('expiresAt', '>', new Date()).executeTakeFirst();
  return row?.userId === userId;
}

/** Refuses the request unless it carries a valid builder token of the caller (gallery, creation). */
export async function requireBuilderToken(req: FastifyRequest, deps: AppDeps, userId: string): Promise<void> {
  const header = req.headers[BUILDER_TOKEN_HEADER];
  const token = typeof header === 'string' ? header.trim() : '';
  if (!token || token.length > 8192 || !(await isValidBuilderToken(deps, token, userId))) throw builderTokenRefusal();
}
