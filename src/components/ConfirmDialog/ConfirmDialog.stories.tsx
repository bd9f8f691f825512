import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { useState } from 'react';
import { withComponentStory } from '../stories/withComponentStory';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type DemoProps = Pick<ConfirmDialogProps, 'title' | 'body' | 'confirmLabel' | 'destructive' | 'onConfirm'>;

/** A button that opens the dialog, as screens use it. */
function ConfirmDemo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>Eliminar la plantilla</Button>
      <ConfirmDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDemo,
  decorators: [withComponentStory],
  args: { title: '¿Eliminar la plantilla «Bienvenida»?', body: 'Los envíos programados con ella se cancelan.', destructive: true, confirmLabel: 'Eliminar', onConfirm: () => new Promise<void>((resolve) => setTimeout(resolve, 300)) },
} satisfies Meta<typeof ConfirmDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};
export const Failing: Story = { args: { onConfirm: () => Promise.reject(new Error('offline')) } };
export const English: Story = { parameters: { language: 'en' }, args: { title: 'Send to 1,200 contacts?', body: undefined, destructive: false, confirmLabel: undefined } };
