import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import multipart from '@fastify/multipart';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { contentSecurityPolicy } from './http/contentSecurityPolicy';
import { installErrorHandler } from './http/errorHandler';
import { installTextGuard } from './http/textGuard';
import { AppError } from './http/errors';
import { registerLocales } from './http/locales';
import { rateLimitKey } from './http/rateLimitKey';
import { registerSpa } from './http/spa';
import { registerModules } from './modules';
import { installLandingHosts } from './modules/landings/landings.host';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** X-Container-Index header (SPEC §7): which media container the client uses, default 1. */
    containerIndex: number;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type BuildOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Redis client for shared rate-limit counters when several instances run. */
  redis?: unknown;
  distDir?: string;
};

/** Secrets and personal data never reach the logs. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-stripo-token"]',
  '*.password',
  '*.newPassword',
  '*.token',
];

/** Query values that are credentials (the sign-in redirect's token, invitation links). */
const SECRET_QUERY = /([?&](?:token|code|confirmationCode)=)[^&#]*/gi;
/** Path segments that are credentials: an email's tracking and unsubscribe tokens (whoever holds one can unsubscribe its recipient). */
const SECRET_PATH = /(\/api\/email\/[ocu]\/)[^/?#]+/gi;
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');

/** Fastify's request log line, minus credentials carried in the URL. */
export const logSerializers = {
  req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
    method: req.method,
    url: redactUrl(req.url),
    hostname: req.hostname,
    remoteAddress: req.ip,
  }),
};

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // Query ?a=1&a=2 arrives as an array rather than the last value.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('deps', deps);
  app.decorateRequest('containerIndex', 1);
  app.decorateRequest('authUser', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installTextGuard(app);
  // Before helmet, CORS and every route: a landing host never reaches the app.
  installLandingHosts(app);

  app.addHook('onRequest', async (req) => {
    const raw = Number(req.headers['x-container-index']);
    req.containerIndex = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  });

  await app.register(helmet, {
    // Stripe.js's hosts are allowed only when the payments connector is Stripe.
    contentSecurityPolicy: { directives: contentSecurityPolicy(deps.connectors.payments.provider) },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: deps.config.APP_ORIGINS.length ? deps.config.APP_ORIGINS : false,
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Container-Index', 'x-container', 'x-stripo-token'],
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    // Redis down: requests are served unlimited rather than refused (the limits are a brake on
    // guessing, not a gate), and its counters come back with it.
    ...(options.redis ? { redis: options.redis, skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, 'rate_limit', `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} s.`),
  });
  await app.register(multipart, { limits: { fileSize: 16 * 1024 * 1024, files: 5, fields: 50 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Marketing CRM API', version: '1.0.0', description: 'Every call of the product, generated from contract/.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  await app.register(registerModules, { prefix: '/api' });
  registerLocales(app, path.join(root, 'locales'));
  await registerSpa(app, options.distDir ?? path.join(root, 'dist'));
  return app;
}
