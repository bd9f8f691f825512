import { Box } from '@mui/material';
import { useGetList } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/format/useFormatters';
import { KeyFigure } from './KeyFigure';

/** The CRM resources counted on the start screen, with the label of each figure. */
const COUNTED = [
  { resource: 'contacts', label: 'app.main.figures.contacts' },
  { resource: 'contactLists', label: 'app.main.figures.lists' },
  { resource: 'pipelines', label: 'app.main.figures.pipelines' },
  { resource: 'collaborators', label: 'app.main.figures.collaborators' },
] as const;

function CountFigure({ resource, label }: (typeof COUNTED)[number]) {
  const { t } = useTranslation();
  const format = useFormatters();
  // One row is enough: the total comes with the first page.
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  const value = isPending ? '…' : error || total === undefined ? '—' : format.number(total);
  return <KeyFigure label={t(label)} value={value} />;
}

/** The current company's CRM in numbers: contacts, lists, pipelines and collaborators. */
export function CrmFigures({ sx }: { sx: object }) {
  return (
    <Box sx={sx}>
      {COUNTED.map((figure) => (
        <CountFigure key={figure.resource} {...figure} />
      ))}
    </Box>
  );
}
