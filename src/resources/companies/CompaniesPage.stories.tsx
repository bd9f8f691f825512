import { useState } from 'react';
import { Notification } from 'react-admin';
import type { Company } from '../../../contract/companies';
import { ApiError } from '../../dataProvider/ApiError';
import { createAppDataProvider } from '../../dataProvider/createAppDataProvider';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser, pageOf } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import CompaniesPage from './CompaniesPage';

export default { title: 'Companies/CompaniesPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

const twoCompanies = () => [
  demoCompany(),
  demoCompany({ _id: 'c2', name: 'Beta Servicios', industry: 'Consultoría', country: 'PT', currency: 'EUR', role: 'viewer', ownerId: 'u9' }),
];

type CompaniesStoryProps = StoryProps & { path: string; initial: Company[]; create?: (body: Partial<Company>) => Company };

/** The companies screens as App.tsx mounts them (`companies/*`), over a fake server keeping the companies. */
function CompaniesStory({ language = 'es', calls, path, initial, create }: CompaniesStoryProps) {
  const [fake] = useState(() => {
    const companies = [...initial];
    return createFakeServices({
      user: demoUser({ language }),
      companies: [...initial],
      companyId: initial[0]?._id,
      calls,
      handlers: {
        'GET /companies': () => pageOf(companies),
        'GET /company/:id': ({ params }: { params: { id: string } }) => companies.find((c) => c._id === params.id),
        'PUT /company/:id': ({ params, body }: { params: { id: string }; body: Partial<Company> }) => Object.assign(companies.find((c) => c._id === params.id)!, body),
        'POST /createCompany': ({ body }: { body: Partial<Company> }) => {
          const created = create!(body);
          companies.push(created);
          return created;
        },
      },
    });
  });
  const [dataProvider] = useState(() => createAppDataProvider(fake.services));
  return (
    <ShellStoryWrapper services={fake.services} language={language} path={path} pattern="companies/*" admin dataProvider={dataProvider}>
      <CompaniesPage />
      <Notification />
    </ShellStoryWrapper>
  );
}

/** The user owns one company (the current one) and reads another. */
export function List(props: StoryProps) {
  return <CompaniesStory {...props} path="companies" initial={twoCompanies()} />;
}

/** No company yet (e.g. the first one was deleted on the server). */
export function Empty(props: StoryProps) {
  return <CompaniesStory {...props} path="companies" initial={[]} />;
}

/** Creating a company: the server accepts it and the session's list reloads. */
export function Create(props: StoryProps) {
  return (
    <CompaniesStory
      {...props}
      path="companies/create"
      initial={twoCompanies()}
      create={(body) => demoCompany({ _id: 'c3', website: null, phone: null, industry: null, country: null, currency: 'EUR', timezone: 'Europe/Madrid', ...body })}
    />
  );
}

/** Editing the current company (the user owns it). */
export function Edit(props: StoryProps) {
  const companies = twoCompanies();
  return <CompaniesStory {...props} path={`companies/${companies[0]._id}`} initial={companies} />;
}

/** Creating a company: the server refuses a field. */
export function CreateRefused(props: StoryProps) {
  const refuse = () => {
    throw new ApiError('Check the highlighted fields.', 400, { error_code: 'validation_error', errors: { website: 'Enter a web address (http or https).' } });
  };
  return <CompaniesStory {...props} path="companies/create" initial={twoCompanies()} create={refuse} />;
}
