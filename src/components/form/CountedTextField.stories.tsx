import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { withComponentStory } from '../stories/withComponentStory';
import { CountedTextField, type CountedTextFieldProps } from './CountedTextField';

type DemoProps = Pick<CountedTextFieldProps, 'label' | 'maxLength' | 'helperText' | 'error' | 'multiline'> & {
  initial: string;
  onChange: (value: string) => void;
};

/** The field held by its screen, as the campaign editor holds a headline, reporting each change. */
function Controlled({ initial, onChange, ...props }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <Stack sx={{ maxWidth: 480 }}>
      <CountedTextField {...props} fullWidth value={value} onChange={(e) => { setValue(e.target.value); onChange(e.target.value); }} />
    </Stack>
  );
}

const meta = {
  title: 'Components/CountedTextField',
  component: Controlled,
  decorators: [withComponentStory],
  args: { label: 'Título 1', maxLength: 30, initial: 'Fontanero urgente en Madrid', onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Headline: Story = {};
export const OverLimit: Story = { args: { initial: 'Fontanero urgente en Madrid 24 horas' } };
export const Description: Story = {
  args: {
    label: 'Descripción 1',
    maxLength: 90,
    multiline: true,
    helperText: 'Cuenta qué te hace distinto: plazos, garantía, precio cerrado.',
    initial: 'Reparamos fugas y atascos en menos de una hora. Presupuesto sin compromiso.',
  },
};
export const WithError: Story = { args: { label: 'Título 2', initial: '', error: true, helperText: 'Escribe al menos tres títulos.' } };
export const DoubleWidth: Story = { parameters: { language: 'en' }, args: { label: 'Headline 1', initial: '東京 Tokyo plumbers' } };
export const English: Story = { parameters: { language: 'en' }, args: { label: 'Headline 1', initial: 'Emergency plumber in London today' } };
export const Dark: Story = { parameters: { mode: 'dark' }, args: { initial: 'Fontanero urgente en Madrid 24 horas' } };
