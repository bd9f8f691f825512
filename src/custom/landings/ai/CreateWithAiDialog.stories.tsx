import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CreateWithAiDialog } from './CreateWithAiDialog';
import { landingAiServer, type LandingAiOutcome } from './landingAiFake';

type Params = { language?: 'es' | 'en'; outcome?: LandingAiOutcome; delayMs?: number };

/** A fake server per story, answering as the story's parameters say. */
const withFakeServer: Decorator = (Story, { parameters }) => {
  const { language = 'es', outcome = 'created', delayMs = 4000 } = (parameters.landingAi ?? {}) as Params;
  return (
    <CrmStoryWrapper server={landingAiServer(outcome, delayMs).server} path="projects" route="projects" language={language}>
      <Story />
    </CrmStoryWrapper>
  );
};

/** The dialog open over a fake server per story; a test may build its own (to read what was sent). */
const meta = {
  title: 'Landings/CreateWithAiDialog',
  component: CreateWithAiDialog,
  args: { open: true, onClose: fn(), onCreated: fn() },
  decorators: [withFakeServer],
} satisfies Meta<typeof CreateWithAiDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server takes a few seconds: the composition's steps show meanwhile. */
export const Default: Story = {};
export const English: Story = { parameters: { landingAi: { language: 'en' } } };
/** The plan's landings are all used (SPEC §8 max_landings): the plan's message with the way to billing. */
export const PlanCapReached: Story = { parameters: { landingAi: { outcome: 'planCap', delayMs: 300 } } };
/** The AI's answer stayed invalid after its retry. */
export const AiFailed: Story = { parameters: { landingAi: { outcome: 'aiFailed', delayMs: 300 } } };
/** A photo whose bytes are not an image (the server reads the content, not the name). */
export const BadImage: Story = { parameters: { landingAi: { outcome: 'badImage', delayMs: 300 } } };
