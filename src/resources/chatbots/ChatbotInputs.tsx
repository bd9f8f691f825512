import { Box, Typography } from '@mui/material';
import {
  ArrayInput, BooleanInput, CheckboxGroupInput, FormDataConsumer, SelectInput, SimpleFormIterator, TextInput, required, useTranslate,
} from 'react-admin';
import { TimeZoneInput } from '../../components/pickers/CodeInput';
import { useChatAnswerers } from '../../custom/chat/api/useChatAnswerers';

const DAYS = [1, 2, 3, 4, 5, 6, 0];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, width: '100%', maxWidth: 720 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>{title}</Typography>
      {children}
    </Box>
  );
}

/**
 * What a chatbot does, section by section: keyword replies, a numbered menu, office hours and
 * the hand-off to a person (each optional part switched on by its own checkbox).
 */
export function ChatbotInputs() {
  const t = useTranslate();
  const f = (field: string) => t(`resources.chatbots.fields.${field}`);
  const people = useChatAnswerers();
  return (
    <>
      <TextInput source="name" label={f('name')} validate={required()} sx={{ maxWidth: 480 }} fullWidth />
      <BooleanInput source="active" label={f('active')} />
      <SelectInput source="audience" label={f('audience')} validate={required()}
        choices={['everyone', 'selected'].map((id) => ({ id, name: t(`resources.chatbots.choices.audience.${id}`) }))} />

      <Section title={t('resources.chatbots.sections.rules')}>
        <ArrayInput source="rules" label={false}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="keywords" label={f('keywords')} helperText={t('resources.chatbots.help.keywords')} validate={required()} />
            <TextInput source="reply" label={f('reply')} multiline validate={required()} sx={{ minWidth: 280 }} />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>

      <Section title={t('resources.chatbots.sections.menu')}>
        <BooleanInput source="hasMenu" label={f('hasMenu')} />
        <FormDataConsumer>{({ formData }) => formData.hasMenu && (
          <>
            <TextInput source="menu.intro" label={f('menuIntro')} multiline fullWidth validate={required()} />
            <ArrayInput source="menu.options" label={f('menuOptions')}>
              <SimpleFormIterator inline disableReordering>
                <TextInput source="label" label={f('optionLabel')} validate={required()} />
                <TextInput source="reply" label={f('reply')} multiline validate={required()} sx={{ minWidth: 280 }} />
              </SimpleFormIterator>
            </ArrayInput>
          </>
        )}</FormDataConsumer>
      </Section>

      <Section title={t('resources.chatbots.sections.hours')}>
        <BooleanInput source="hasHours" label={f('hasHours')} />
        <FormDataConsumer>{({ formData }) => formData.hasHours && (
          <>
            <CheckboxGroupInput source="officeHours.days" label={f('days')} choices={DAYS.map((d) => ({ id: d, name: t(`resources.chatbots.days.${d}`) }))} />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <TextInput source="officeHours.opens" label={f('opens')} type="time" validate={required()} />
              <TextInput source="officeHours.closes" label={f('closes')} type="time" validate={required()} />
              <TimeZoneInput source="officeHours.timeZone" label={f('timeZone')} validate={required()} sx={{ minWidth: 280 }} />
            </Box>
            <TextInput source="officeHours.message" label={f('closedMessage')} multiline fullWidth validate={required()} />
          </>
        )}</FormDataConsumer>
      </Section>

      <Section title={t('resources.chatbots.sections.handoff')}>
        <BooleanInput source="hasHandoff" label={f('hasHandoff')} />
        <FormDataConsumer>{({ formData }) => formData.hasHandoff && (
          <>
            <TextInput source="handoff.keywords" label={f('keywords')} helperText={t('resources.chatbots.help.keywords')} validate={required()} fullWidth />
            <SelectInput source="handoff.userId" label={f('handoffTo')} choices={people} emptyText={t('resources.chatbots.anyone')} />
            <TextInput source="handoff.message" label={f('handoffMessage')} multiline fullWidth validate={required()} />
          </>
        )}</FormDataConsumer>
      </Section>
    </>
  );
}
