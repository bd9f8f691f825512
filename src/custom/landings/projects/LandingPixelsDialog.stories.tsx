import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { LandingPixelsDialog } from './LandingPixelsDialog';
import { LANDING_CLINIC, landingsServer, PIXEL_SHOP, type LandingsData } from './landingsFake';

type Params = { language?: 'es' | 'en'; change?: (data: LandingsData) => void };

const withFakeServer: Decorator = (Story, { parameters }) => {
  const { language = 'es', change } = (parameters.pixels ?? {}) as Params;
  return (
    <CrmStoryWrapper server={landingsServer(change).server} path="projects" route="projects" language={language}>
      <Story />
    </CrmStoryWrapper>
  );
};

/** The clinic landing's Meta pixels over a fake landings server per story (two company pixels); a test may build its own to read the calls. */
const meta = {
  title: 'Landings/LandingPixelsDialog',
  component: LandingPixelsDialog,
  args: { landing: { _id: LANDING_CLINIC, name: 'Clínica Sol', pixelIds: null }, onClose: () => undefined },
  decorators: [withFakeServer],
} satisfies Meta<typeof LandingPixelsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default: every pixel of the company, also those added later. */
export const EveryPixel: Story = {};
/** The landing chose the shop's pixel only. */
export const OnlyChosen: Story = { args: { landing: { _id: LANDING_CLINIC, name: 'Clínica Sol', pixelIds: [PIXEL_SHOP] } } };
/** The company has added no pixel yet: the way to the integrations screen. */
export const NoCompanyPixels: Story = { parameters: { pixels: { change: (d: LandingsData) => { d.companyPixels = []; } } } };
export const LoadFailed: Story = { parameters: { pixels: { change: (d: LandingsData) => { d.failPixels = true; } } } };
export const English: Story = { parameters: { pixels: { language: 'en' } }, args: { landing: { _id: LANDING_CLINIC, name: 'Clínica Sol', pixelIds: [] } } };
