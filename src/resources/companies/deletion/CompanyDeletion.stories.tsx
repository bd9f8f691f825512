import { useState } from 'react';
import type { Company } from '../../../../contract/companies';
import type { Role } from '../../../../contract/roles';
import { ApiError } from '../../../dataProvider/ApiError';
import { CompanyDeletionBanner } from '../../../layout/deletion/CompanyDeletionBanner';
import { useServices } from '../../../app/useServices';
import type { ThemeMode } from '../../../theme/themeMode';
import { useStoreValue } from '../../../store/useStoreValue';
import { createFakeServices } from '../../../test/createFakeServices';
import type { RecordedCall } from '../../../test/createHandlerApi';
import { demoCompany, demoUser, pageOf } from '../../../test/shellFixtures';
import { ShellStoryWrapper } from '../../../test/ShellStoryWrapper';
import { CompanyDeletionSection } from './CompanyDeletionSection';

export default { title: 'Companies/CompanyDeletion' };

type StoryProps = { language?: 'es' | 'en'; mode?: ThemeMode; calls?: RecordedCall[]; role?: Role; scheduled?: boolean };

const IN_30_DAYS = new Date(Date.now() + 30 * 86_400_000).toISOString();

/** The section under the company's form, reading the company from the session as CompanyEdit does. */
function SessionCompanySection() {
  const { session } = useServices();
  const company = useStoreValue(session.companies)[0];
  return company ? <CompanyDeletionSection company={company} /> : null;
}

/** The banner and the section over a fake server that keeps the company's deletion date. */
export function Settings({ language = 'es', mode = 'light', calls, role = 'owner', scheduled = false }: StoryProps) {
  const [fake] = useState(() => {
    const company: Company = demoCompany({ role, deletionScheduledFor: scheduled ? IN_30_DAYS : null });
    return createFakeServices({
      user: demoUser({ language }),
      companies: [company],
      companyId: company._id,
      calls,
      handlers: {
        'GET /companies': () => pageOf([{ ...company }]),
        'POST /company/:id/deletion': ({ body }: { body: { confirmName: string } }) => {
          if (body.confirmName.trim() !== company.name) {
            throw new ApiError('x', 400, { error_code: 'validation_error', details: [{ path: 'body.confirmName', message: 'x', code: 'confirmation_mismatch' }] });
          }
          company.deletionScheduledFor = IN_30_DAYS;
          return company;
        },
        'DELETE /company/:id/deletion': () => {
          company.deletionScheduledFor = null;
          return company;
        },
      },
    });
  });
  return (
    <ShellStoryWrapper services={fake.services} language={language} mode={mode} path="companies/c1" admin>
      <CompanyDeletionBanner />
      <SessionCompanySection />
    </ShellStoryWrapper>
  );
}
