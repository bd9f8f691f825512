import type { FastifyInstance } from 'fastify';
import { notificationCalls } from '../../../../contract/notifications';
import { registerArea } from '../../http/route';
import * as service from './notifications.service';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'notifications', notificationCalls, {
    listNotifications: ({ query, company, user, deps }) => service.listNotifications(deps.db, company.id, user.id, query),
    markNotificationsRead: ({ body, company, user, deps }) => service.markRead(deps.db, company.id, user.id, body.ids),
    markAllNotificationsRead: ({ company, user, deps }) => service.markRead(deps.db, company.id, user.id, null),
  });
}
