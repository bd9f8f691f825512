import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withComponentStory } from '../stories/withComponentStory';
import { FileDropZone } from './FileDropZone';

/** Chat media as WhatsApp takes it: images up to 5 MB (the composer holds the chosen files). */
function Composer({ multiple }: { multiple?: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  return <FileDropZone files={files} onChange={setFiles} multiple={multiple} label="Imagen para enviar" accept={['image/jpeg', 'image/png']} maxBytes={5_000_000} />;
}

const meta = { title: 'Components/FileDropZone', component: Composer, decorators: [withComponentStory] } satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const Several: Story = { args: { multiple: true } };
export const Dark: Story = { parameters: { mode: 'dark' } };
