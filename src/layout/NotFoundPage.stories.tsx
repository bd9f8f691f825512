import type { Meta, StoryObj } from '@storybook/react-vite';
import { useNavigate } from 'react-router';
import { useEffect, useRef } from 'react';
import { CrmStoryWrapper } from '../custom/crm/stories/CrmStoryWrapper';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { NotFoundPage } from './NotFoundPage';

/** Opened from a link inside the app: the history has a page to go back to. */
function FollowedLink() {
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to('crm/old-report'));
  }, [navigate, to]);
  return null;
}

const meta = {
  title: 'Layout/NotFoundPage',
  component: NotFoundPage,
  decorators: [(Story, { parameters }) => <CrmStoryWrapper path="crm/old-report" route="crm/*" {...parameters.crm}><Story /></CrmStoryWrapper>],
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed or pasted into the address bar: the first page of the tab. */
export const TypedAddress: Story = {};
export const English: Story = { parameters: { crm: { language: 'en' } } };
export const AfterALink: Story = {
  parameters: { crm: { path: 'crm/contacts' } },
  decorators: [(Story) => <><FollowedLink /><Story /></>],
};
