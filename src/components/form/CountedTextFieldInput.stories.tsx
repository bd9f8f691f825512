import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { Form, I18nContextProvider, required } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { createTestI18nProvider } from '../../test/createTestI18nProvider';
import { withComponentStory } from '../stories/withComponentStory';
import { CountedTextFieldInput } from './CountedTextFieldInput';

type DemoProps = {
  record: { headline: string; description: string };
  labels: { headline: string; description: string };
  onSubmit: (values: Record<string, unknown>) => void;
};

/** Two ad texts of a react-admin form, as the campaign editor will lay them out, with a save button. */
function AdTextsForm({ record, labels, onSubmit }: DemoProps) {
  const { i18n } = useTranslation();
  const provider = useMemo(() => createTestI18nProvider(i18n), [i18n]);
  return (
    <I18nContextProvider value={provider}>
      <Form record={record} onSubmit={onSubmit}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <CountedTextFieldInput source="headline" label={labels.headline} maxLength={30} validate={required()} fullWidth />
          <CountedTextFieldInput source="description" label={labels.description} maxLength={90} multiline fullWidth />
          <Button type="submit" variant="contained">OK</Button>
        </Stack>
      </Form>
    </I18nContextProvider>
  );
}

const meta = {
  title: 'Components/CountedTextFieldInput',
  component: AdTextsForm,
  decorators: [withComponentStory],
  args: {
    record: { headline: 'Fontanero urgente en Madrid', description: 'Reparamos fugas y atascos en menos de una hora.' },
    labels: { headline: 'Título', description: 'Descripción' },
    onSubmit: fn(),
  },
} satisfies Meta<typeof AdTextsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InForm: Story = {};
export const English: Story = {
  parameters: { language: 'en' },
  args: { record: { headline: 'Emergency plumber in London', description: '' }, labels: { headline: 'Headline', description: 'Description' } },
};
