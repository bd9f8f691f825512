import { Typography } from '@mui/material';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { Route, Routes, useParams } from 'react-router';
import { CompanyCreate } from './CompanyCreate';
import { CompanyEdit } from './CompanyEdit';
import { CompanyList } from './CompanyList';
import { NotFoundPage } from '../../layout/NotFoundPage';

function CompanyEditRoute() {
  const { id } = useParams();
  return <CompanyEdit id={id!} />;
}

/** companies: list, create and edit under one route-table entry (`companies/*`). */
export default function CompaniesPage() {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="companies">
      {/* react-admin puts view titles in the app bar; the page still needs its own h1. */}
      <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
        {translate('resources.companies.name', { smart_count: 2 })}
      </Typography>
      <Routes>
        <Route index element={<CompanyList />} />
        <Route path="create" element={<CompanyCreate />} />
        <Route path=":id" element={<CompanyEditRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ResourceContextProvider>
  );
}
