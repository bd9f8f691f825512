import { useState } from 'react';
import { Notification } from 'react-admin';
import type { Behavior, Submission } from '../../../contract/webforms';
import { ApiError } from '../../dataProvider/ApiError';
import { createAppDataProvider } from '../../dataProvider/createAppDataProvider';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser, pageOf } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import { TrackingSnippet } from './TrackingSnippet';
import WebFormBehaviorPage from './WebFormBehaviorPage';
import WebFormsPage from './WebFormsPage';
import { demoBehavior, demoSubmission } from './webformsFixtures';

export default { title: 'Webforms/WebForms' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[]; role?: 'owner' | 'viewer' };

function useFake(language: 'es' | 'en', role: 'owner' | 'viewer', calls: RecordedCall[] | undefined, handlers: Record<string, unknown>) {
  const [fake] = useState(() => createFakeServices({ user: demoUser({ language }), companies: [demoCompany({ role })], companyId: 'c1', calls, handlers }));
  const [dataProvider] = useState(() => createAppDataProvider(fake.services));
  return { services: fake.services, dataProvider };
}

function SubmissionsStory({ language = 'es', role = 'owner', calls, path, initial }: StoryProps & { path: string; initial: Submission[] }) {
  const [rows] = useState(() => initial.map((s) => ({ ...s })));
  const { services, dataProvider } = useFake(language, role, calls, {
    'POST /webForms/:companyId': () => pageOf(rows),
    'GET /webForm/:companyId/:submissionId': ({ params }: { params: { submissionId: string } }) => rows.find((r) => r._id === params.submissionId),
    'PUT /webForm/:companyId/:submissionId': ({ params, body }: { params: { submissionId: string }; body: Partial<Submission> }) =>
      Object.assign(rows.find((r) => r._id === params.submissionId)!, body),
    'GET /getFormsData/:companyId': () => ({ data: [] }),
  });
  return (
    <ShellStoryWrapper services={services} language={language} path={path} pattern="webforms/*" admin dataProvider={dataProvider}>
      <WebFormsPage />
      <Notification />
    </ShellStoryWrapper>
  );
}

/** Two submissions, one from an ad click. */
export function List(props: StoryProps) {
  return <SubmissionsStory {...props} path="webforms" initial={[demoSubmission(), demoSubmission({ _id: 's2', contactName: 'Luis Gil', email: 'luis@example.com', source: 'direct', status: 'contacted', attribution: { firstTouch: null, lastTouch: null } })]} />;
}
export function Empty(props: StoryProps) {
  return <SubmissionsStory {...props} path="webforms" initial={[]} />;
}
/** One submission's page: what was sent, consent, sources; status and notes to edit. */
export function Detail(props: StoryProps) {
  return <SubmissionsStory {...props} path="webforms/s1" initial={[demoSubmission()]} />;
}
/** The read-only page every role that reads gets from the list. */
export function Show(props: StoryProps) {
  return <SubmissionsStory {...props} path="webforms/s1/show" initial={[demoSubmission({ status: 'qualified', notes: 'Visita el jueves' })]} />;
}

function BehaviorStory({ language = 'es', calls, answer }: StoryProps & { answer: () => Behavior }) {
  const { services, dataProvider } = useFake(language, 'owner', calls, { 'GET /getOneBehavior/:companyId/:contactId': answer });
  return (
    <ShellStoryWrapper services={services} language={language} path="webforms/behavior/k1" pattern="webforms/behavior/:contactId" admin dataProvider={dataProvider}>
      <WebFormBehaviorPage />
    </ShellStoryWrapper>
  );
}
export function Behavior(props: StoryProps) {
  return <BehaviorStory {...props} answer={() => demoBehavior()} />;
}
/** Emails sent to the contact on the same line of time as the visits: sent, opened, clicked. */
export function BehaviorWithEmails(props: StoryProps) {
  return <BehaviorStory {...props} answer={() => demoBehavior({
    emailEvents: [
      { _id: 'm3', type: 'clicked', at: '2026-11-21T08:05:00.000Z', messageId: 'msg1', subject: 'Tu presupuesto', bulkEmailId: null, url: 'https://reformas.example/cocinas' },
      { _id: 'm2', type: 'opened', at: '2026-11-21T08:04:00.000Z', messageId: 'msg1', subject: 'Tu presupuesto', bulkEmailId: null, url: null },
      { _id: 'm1', type: 'sent', at: '2026-11-20T09:59:30.000Z', messageId: 'msg1', subject: 'Tu presupuesto', bulkEmailId: null, url: null },
    ],
  })} />;
}
export function BehaviorEmpty(props: StoryProps) {
  return <BehaviorStory {...props} answer={() => demoBehavior({ events: [], visitors: 0, submissions: 0, attribution: { firstTouch: null, lastTouch: null } })} />;
}
export function BehaviorFailed(props: StoryProps) {
  return <BehaviorStory {...props} answer={() => { throw new ApiError('Down', 500, { error_code: 'internal', message: 'Down' }); }} />;
}

/** The snippet card for the projects screen. */
export function Snippet({ language = 'es' }: StoryProps) {
  const { services, dataProvider } = useFake(language, 'owner', undefined, {
    'GET /getScriptForTracking/:companyId': () => ({ siteKey: 'k', scriptUrl: 'http://localhost:3000/api/webforms/t.js', snippet: '<script src="http://localhost:3000/api/webforms/t.js" data-site="k" defer></script>' }),
  });
  return (
    <ShellStoryWrapper services={services} language={language} path="projects" admin dataProvider={dataProvider}>
      <TrackingSnippet />
      <Notification />
    </ShellStoryWrapper>
  );
}
