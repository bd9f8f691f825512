import { useParams } from 'react-router';
import { useServices } from '../../app/useServices';
import { useStoreValue } from '../../store/useStoreValue';
import { DerivedForm } from '../derived/DerivedForm';
import { companiesResource } from './companiesResource';
import { CompanyDeletionSection } from './deletion/CompanyDeletionSection';

/** The derived company form, and below it deleting the company (its role and date from the session's companies). */
export default function CompanyEdit() {
  const { id } = useParams();
  const { session } = useServices();
  const company = useStoreValue(session.companies).find((c) => c._id === id);
  return (
    <>
      <DerivedForm resource={companiesResource} mode="edit" />
      {company && <CompanyDeletionSection company={company} />}
    </>
  );
}
