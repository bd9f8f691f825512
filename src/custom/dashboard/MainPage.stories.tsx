import { useState } from 'react';
import type { AccountLinkState } from '../../accountLink/createAccountLink';
import { ApiError } from '../../dataProvider/ApiError';
import { createAppDataProvider } from '../../dataProvider/createAppDataProvider';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser, pageOf } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import MainPage from './MainPage';

export default { title: 'Shell/MainPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

const companies = [demoCompany(), demoCompany({ _id: 'c2', name: 'Beta Servicios', role: 'viewer' })];
/** The four CRM list calls CrmFigures counts with, each answering `total` rows in all. */
const crmLists = (answer: (total: number) => unknown) => ({
  'POST /contactsByFilter': () => answer(128),
  'GET /contact-lists/:companyId': () => answer(3),
  'GET /pipelines/:companyId': () => answer(2),
  'GET /collaborators/:companyId': () => answer(5),
});
const counted = (total: number) => pageOf([], total);

type MainPageStoryProps = StoryProps & { link?: Partial<AccountLinkState>; handlers: Record<string, unknown>; companyId?: string };

function MainPageStory({ language = 'es', calls, link, handlers, companyId = 'c1' }: MainPageStoryProps) {
  const [fake] = useState(() => createFakeServices({ user: demoUser({ language }), companies, companyId, link, handlers, calls }));
  const [dataProvider] = useState(() => createAppDataProvider(fake.services));
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="mainpage" admin dataProvider={dataProvider}>
      <MainPage />
    </ShellStoryWrapper>
  );
}

/** Standard plan, ad account and manager link in place, a CRM with contacts. */
export function Linked(props: StoryProps) {
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: true }} handlers={crmLists(counted)} />;
}

/** The ad account is not linked yet: the page offers to finish the setup. */
export function NotLinked(props: StoryProps) {
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: false }} handlers={crmLists(counted)} />;
}

/** The account check and the CRM counts are still on their way. */
export function Loading(props: StoryProps) {
  return <MainPageStory {...props} handlers={crmLists(() => new Promise(() => undefined))} />;
}

/** The CRM counts fail (e.g. the server is down): each figure says it has no value. */
export function FiguresFailed(props: StoryProps) {
  const fail = () => {
    throw new ApiError('Server error', 500, { message: 'Server error' });
  };
  return <MainPageStory {...props} link={{ hasAccount: true, hasMCC: true }} handlers={crmLists(fail)} />;
}

/** The user only reads the current company: no shortcut to things a viewer may not do. */
export function AsViewer(props: StoryProps) {
  return <MainPageStory {...props} companyId="c2" link={{ hasAccount: true, hasMCC: true }} handlers={crmLists(counted)} />;
}
