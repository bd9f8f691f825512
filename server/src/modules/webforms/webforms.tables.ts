import type { Touch } from '../../../../contract/webforms';
import type { SubmissionStatus, TrackingEventType } from '../../../../contract/webforms';
import type { CreatedAt, Id, Json, UpdatedAt, WithDefault } from '../../db/schema';
import '../contacts/contacts.tables';
import '../landings/landings.tables';

/** Migration 0530. */
export interface TrackingSitesTable { companyId: string; siteKey: string; createdAt: CreatedAt }

export interface TrackingVisitorsTable {
  id: Id;
  companyId: string;
  visitorKey: string;
  contactId: string | null;
  firstTouch: Json<Touch> | null;
  lastTouch: Json<Touch> | null;
  firstSeenAt: CreatedAt;
  lastSeenAt: UpdatedAt;
}

export interface WebformsTable {
  id: Id;
  companyId: string;
  landingId: string | null;
  site: WithDefault<string>;
  formKey: string;
  name: string;
  createdAt: CreatedAt;
}

export interface WebformSubmissionsTable {
  id: Id;
  companyId: string;
  formId: string;
  landingId: string | null;
  visitorId: string | null;
  contactId: string | null;
  status: WithDefault<SubmissionStatus>;
  notes: WithDefault<string>;
  fields: Json<Record<string, string>>;
  email: string | null;
  phone: string | null;
  consentGiven: boolean;
  consentText: string | null;
  consentAt: Date | null;
  source: string;
  firstTouch: Json<Touch> | null;
  lastTouch: Json<Touch> | null;
  pageUrl: string | null;
  userAgent: string | null;
  searchText: WithDefault<string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface TrackingEventsTable {
  id: Id;
  companyId: string;
  visitorId: string | null;
  landingId: string | null;
  submissionId: string | null;
  type: TrackingEventType;
  url: string;
  title: string | null;
  label: string | null;
  href: string | null;
  touch: Json<Touch> | null;
  adConsent: WithDefault<boolean>;
  analyticsConsent: WithDefault<boolean>;
  createdAt: CreatedAt;
}

export interface ContactAttributionTable {
  contactId: string;
  companyId: string;
  firstTouch: Json<Touch> | null;
  lastTouch: Json<Touch> | null;
  updatedAt: UpdatedAt;
}

declare module '../../db/schema' {
  interface Database {
    trackingSites: TrackingSitesTable;
    trackingVisitors: TrackingVisitorsTable;
    webforms: WebformsTable;
    webformSubmissions: WebformSubmissionsTable;
    trackingEvents: TrackingEventsTable;
    contactAttribution: ContactAttributionTable;
  }
}
