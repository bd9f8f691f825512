import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import { ContactChatButton } from '../../custom/chat/ContactChatButton';
import { ContactBehaviorButton } from '../webforms/ContactBehaviorButton';
import { DeleteButton, ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import type { Contact } from '../../../contract/contacts';
import { PageLoader } from '../../components/PageLoader';
import { CommentTimeline } from '../../custom/crm/comments/CommentTimeline';
import { ContactCollaboratorsCard } from './ContactCollaboratorsCard';
import { ContactDetailsCard } from './ContactDetailsCard';
import { ContactListsCard } from './ContactListsCard';
import { ContactPropertiesCard } from './ContactPropertiesCard';
import { ContactStagesCard } from './ContactStagesCard';
import { ContactWorkflowsCard } from '../../custom/workflows/contact/ContactWorkflowsCard';
import { ContactIntegrationsCard } from '../../custom/integrations/contact/ContactIntegrationsCard';
import { ContactAdConversionsCard } from '../../custom/closedLoop/ContactAdConversionsCard';
import { ContactPersonalDataActions } from './ContactPersonalDataActions';

/** The contact page: every field editable in place, stages, lists, collaborators and the comments. */
export default function ContactShow() {
  const { id } = useParams();
  return (
    <ShowBase resource="contacts" id={id}>
      <ContactShowLayout />
    </ShowBase>
  );
}

function ContactShowLayout() {
  const translate = useTranslate();
  const { record, isPending, error, refetch } = useShowContext<Contact & { id: string }>();
  if (isPending) return <PageLoader />;
  if (error || !record) {
    return (
      <Alert severity="error" action={<Button onClick={() => refetch()}>{translate('crm.errors.retry')}</Button>}>
        {translate('crm.contact.notFound')}
      </Alert>
    );
  }
  const title = [record.name, record.surname].filter(Boolean).join(' ') || record.email || record.phone || '—';
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={title} />
      <Stack direction="row" alignItems="center" useFlexGap sx={{ mb: 2, flexWrap: 'wrap', columnGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <ContactChatButton contactId={record._id} hasPhone={Boolean(record.phone)} />
        <ContactBehaviorButton contactId={record._id} />
        <DeleteButton resource="contacts" record={record} mutationMode="pessimistic" redirect={() => 'crm/contacts'} confirmTitle={translate('crm.bulk.deleteTitle', { smart_count: 1 })} confirmContent={translate('crm.bulk.deleteBody')} />
        <ContactPersonalDataActions contact={record} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <ContactDetailsCard />
            <ContactPropertiesCard />
            <CommentTimeline contactId={record._id} />
            <ContactIntegrationsCard />
            <ContactAdConversionsCard />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <ContactStagesCard />
            <ContactListsCard />
            <ContactCollaboratorsCard />
            <ContactWorkflowsCard />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
