import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Stack } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { DerivedField } from '../derived/DerivedField';
import { ResourceTitle } from '../derived/ResourceTitle';
import { useResourceAccess } from '../derived/useResourceAccess';
import { SubmissionDetails } from './SubmissionDetails';
import { webformsResource } from './webformsResource';

/** A submission, read-only (every role that reads): what was sent, its consent and sources, status and notes. */
export default function WebFormShow() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const can = useResourceAccess(webformsResource);
  const { id } = useParams();
  const { fields } = webformsResource;
  return (
    <>
      <ResourceTitle resource={webformsResource} title={translate('resources.webforms.name', { smart_count: 1 })} />
      <Show title={false} resource="webforms" id={id}>
        <SimpleShowLayout>
          <SubmissionDetails />
          <Stack direction="row" spacing={4}>
            <Labeled label="resources.webforms.fields.status"><DerivedField resource="webforms" source="status" field={fields.status} /></Labeled>
            <Labeled label="resources.webforms.fields.notes"><DerivedField resource="webforms" source="notes" field={fields.notes} /></Labeled>
          </Stack>
          {can('edit') && (
            <Box>
              <Button component={RouterLink} to={to(`webforms/${id}`)} startIcon={<EditIcon />}>{translate('ra.action.edit')}</Button>
            </Box>
          )}
        </SimpleShowLayout>
      </Show>
    </>
  );
}
