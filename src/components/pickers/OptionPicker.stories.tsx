import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withComponentStory } from '../stories/withComponentStory';
import { OptionPicker, type PickerOption } from './OptionPicker';

const STAGES: PickerOption[] = [
  { value: 's1', label: 'Nuevo', group: 'Ventas' },
  { value: 's2', label: 'Reunión', group: 'Ventas' },
  { value: 's3', label: 'Alta', group: 'Soporte' },
];
const PEOPLE: PickerOption[] = [{ value: 'u1', label: 'Olga Dueña' }, { value: 'u2', label: 'Luis Pérez' }];

/** A stage picked by name (grouped by pipeline) and colleagues picked several at once. */
function Pickers({ error }: { error?: string }) {
  const [stage, setStage] = useState<string | null>('s2');
  const [people, setPeople] = useState<string[]>(['u1']);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <OptionPicker label="Etapa" options={STAGES} value={stage} onChange={setStage} required error={error} />
      <OptionPicker multiple label="Usuarios a avisar" options={PEOPLE} value={people} onChange={setPeople} />
      <OptionPicker label="Lista" options={[]} value="deleted-list-id" onChange={() => undefined} helperText="Un id que ya no existe se muestra tal cual" />
    </div>
  );
}

const meta = { title: 'Components/OptionPicker', component: Pickers, decorators: [withComponentStory] } satisfies Meta<typeof Pickers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Falta «Etapa»' } };
export const Dark: Story = { parameters: { mode: 'dark' } };
export const English: Story = { parameters: { language: 'en' } };
