import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from '@mui/material';
import { withComponentStory } from '../stories/withComponentStory';
import { FigureLink } from './FigureLink';

/** A figure in a sentence and as a large number, each opening the contacts behind it. */
function Figures({ description }: { description: string }) {
  return (
    <>
      <Typography>
        <FigureLink to="/es/crm/contacts?filter=%7B%22segment%22%3A%22s1%22%7D" description={description}>128</FigureLink>
      </Typography>
      <Typography variant="h2" component="p">
        <FigureLink to="/es/crm/contacts?filter=%7B%22segment%22%3A%22s2%22%7D" description={description}>1.204</FigureLink>
      </Typography>
    </>
  );
}

const meta = { title: 'Components/FigureLink', component: Figures, decorators: [withComponentStory], args: { description: 'Ver los contactos' } } satisfies Meta<typeof Figures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { parameters: { language: 'en' }, args: { description: 'See the contacts' } };
export const Dark: Story = { parameters: { mode: 'dark' } };
