import type { z } from 'zod';
import { calendlyCalls, facebookCalls, gmailCalls, integrationOverviewCalls, type IntegrationKind } from '../../../../contract/integrations';

export type IntegrationOverview = z.infer<(typeof integrationOverviewCalls)['listIntegrations']['response']>['data'][number];
export type IntegrationEventPage = z.infer<(typeof integrationOverviewCalls)['listIntegrationEvents']['response']>;

/** Query keys of the screen; everything under `integrations` is refetched after a change. */
export const integrationKeys = {
  all: (companyId: string | null) => ['integrations', companyId] as const,
  overview: (companyId: string | null) => ['integrations', companyId, 'overview'] as const,
  events: (companyId: string | null, filter: { kind?: IntegrationKind; contactId?: string }, page: number) => ['integrations', companyId, 'events', filter, page] as const,
  facebookPages: (companyId: string | null) => ['integrations', companyId, 'facebook', 'pages'] as const,
  facebookPixels: (companyId: string | null) => ['integrations', companyId, 'facebook', 'pixels'] as const,
  companyPixels: (companyId: string | null) => ['integrations', companyId, 'facebook', 'companyPixels'] as const,
  calendlyLastBooking: (companyId: string | null) => ['integrations', companyId, 'calendly', 'lastTestBooking'] as const,
};

/** Per kind, the calls that start and end a connection (Gmail's disconnect takes no connection: it is the caller's own). */
export const CONNECT_CALL = {
  facebook: facebookCalls.connectFacebook,
  calendly: calendlyCalls.calendlyConnectSession,
  gmail: gmailCalls.gmailConnectSession,
} as const;

export const DISCONNECT_CALL = {
  facebook: facebookCalls.disconnectFacebook,
  calendly: calendlyCalls.disconnectCalendly,
  gmail: gmailCalls.disconnectGmail,
} as const;
