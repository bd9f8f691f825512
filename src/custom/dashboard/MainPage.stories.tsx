import { useState } from 'react';
import type { AccountLinkState } from '../../accountLink/createAccountLink';
import type { Dashboard, DashboardPreferences } from '../../../contract/analytics';
import { ApiError } from '../../dataProvider/ApiError';
import type { CallArgs } from '../../dataProvider/createApiClient';
import { createAppDataProvider } from '../../dataProvider/createAppDataProvider';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser, pageOf } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import { emptyDashboard, PIPELINES, pipelineLessDashboard, sampleDashboard, savedPreferences } from './analytics/dashboardFixtures';
import MainPage from './MainPage';

export default { title: 'Shell/MainPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

const companies = [demoCompany(), demoCompany({ _id: 'c2', name: 'Beta Servicios', role: 'viewer' })];
const never = () => new Promise(() => undefined);
const serverError = () => {
  throw new ApiError('Server error', 500, { message: 'Server error' });
};

/** The analytics calls of the page; the dashboard answers for the pipeline asked (the second one is "Postventa"). */
const analytics = ({ dashboard = sampleDashboard() as Dashboard | (() => unknown), prefs = savedPreferences() as DashboardPreferences | (() => unknown) } = {}) => ({
  'GET /analytics/preferences/:companyId': prefs,
  'PUT /analytics/preferences/:companyId': ({ body }: CallArgs) => body,
  'GET /analytics/dashboard/:companyId': (args: CallArgs) => {
    if (typeof dashboard === 'function') return dashboard();
    const query = args.query as { selectedPipelineId?: string };
    return query.selectedPipelineId === 'p2' ? { ...dashboard, pipeline: { ...dashboard.pipeline!, _id: 'p2', name: 'Postventa' } } : dashboard;
  },
  'GET /pipelines/:companyId': pageOf(PIPELINES),
});

type MainPageStoryProps = StoryProps & { link?: Partial<AccountLinkState>; handlers: Record<string, unknown>; companyId?: string };

function MainPageStory({ language = 'es', calls, link, handlers, companyId = 'c1' }: MainPageStoryProps) {
  const [fake] = useState(() => createFakeServices({ user: demoUser({ language }), companies, companyId, link, handlers, calls }));
  const [dataProvider] = useState(() => createAppDataProvider(fake.services));
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="mainpage" admin dataProvider={dataProvider}>
      <MainPage today="2026-11-24" />
    </ShellStoryWrapper>
  );
}

/** Standard plan, ad account and manager link in place, a month of activity on the dashboard. */
export function Linked(props: StoryProps) {
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: true }} handlers={analytics()} />;
}

/** The user last looked at a custom period, the second pipeline and their own stage mapping. */
export function KeptChoices(props: StoryProps) {
  const prefs = savedPreferences({ rangePreset: 'custom', startDate: '2026-09-01', endDate: '2026-09-30', selectedPipelineId: 'p2', stageMapping: { lead: ['s1', 's2'], opportunity: [], customer: ['s3'] } });
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: true }} handlers={analytics({ prefs })} />;
}

/** The ad account is not linked yet: the page offers to finish the setup. */
export function NotLinked(props: StoryProps) {
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: false }} handlers={analytics()} />;
}

/** The account check and the dashboard are still on their way. */
export function Loading(props: StoryProps) {
  return <MainPageStory {...props} handlers={analytics({ dashboard: never })} />;
}

/** The dashboard call fails (e.g. the server is down): said so, with a way to try again. */
export function DashboardFailed(props: StoryProps) {
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: true }} handlers={analytics({ dashboard: serverError })} />;
}

/** The kept choices cannot be read: the dashboard still shows, for the default period. */
export function PreferencesFailed(props: StoryProps) {
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: true }} handlers={analytics({ prefs: serverError })} />;
}

/** Choices cannot be kept (the save fails): they still apply, and the page says they last this visit only. */
export function SaveFails(props: StoryProps) {
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: true }} handlers={{ ...analytics(), 'PUT /analytics/preferences/:companyId': serverError }} />;
}

/** A company created today: a helpful empty state instead of zeros everywhere. */
export function NewCompany(props: StoryProps) {
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: true }} handlers={analytics({ dashboard: emptyDashboard() })} />;
}

/** Contacts, campaigns and chat but no pipeline: the funnel invites to create one. */
export function NoPipeline(props: StoryProps) {
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: true }} handlers={{ ...analytics({ dashboard: pipelineLessDashboard() }), 'GET /pipelines/:companyId': pageOf([]) }} />;
}

/** The user only reads the current company: no shortcut to things a viewer may not do. */
export function AsViewer(props: StoryProps) {
  return <MainPageStory {...props} companyId="c2" link={{ hasAccount: true, hasMCC: true }} handlers={analytics()} />;
}
