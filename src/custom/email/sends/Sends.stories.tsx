import type { Meta, StoryObj } from '@storybook/react-vite';
import { SEND_DONE, type EmailData } from '../emailFake';
import { withEmailServer } from '../emailStoryDecorator';
import { SendProgress } from './SendProgress';
import { SendsList } from './SendsList';

const meta = {
  title: 'Email/Sends',
  component: SendsList,
  decorators: [withEmailServer({ path: 'templates/sends' })],
} satisfies Meta<typeof SendsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { parameters: { email: { change: (d: EmailData) => { d.sends = []; } } } };
/** A finished send: its figures and the link to its tag's statistics. */
export const Finished: Story = { render: () => <SendProgress />, parameters: { email: { path: `templates/sends/${SEND_DONE}`, route: 'templates/sends/:bulkEmailId' } } };
export const English: Story = { parameters: { email: { language: 'en' } } };
