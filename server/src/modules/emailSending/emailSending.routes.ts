import type { FastifyInstance } from 'fastify';

/** Routes of this email area (issue 14); being written in this session. */
export async function emailSendingRoutes(_api: FastifyInstance): Promise<void> {}
