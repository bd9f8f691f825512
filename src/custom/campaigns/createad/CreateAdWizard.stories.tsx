import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { createFakeCrmApi, type FakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../../crm/stories/crmFixtures';
import { CreateAdFlow } from './CreateAdFlow';
import { CreateAdWizard } from './CreateAdWizard';
import { adsHandlers, DRAFT_PMAX, DRAFT_READY, sampleAdsData, type AdsData } from './stories/adsFixtures';
import { answersFromDraft, type WizardAnswers } from './wizardAnswers';

/** The wizard over a fake server (CRM + campaign calls); a test keeps `server` and `ads` to read what was sent. */
export function wizardServer(change?: (ads: AdsData) => void) {
  const ads = sampleAdsData();
  change?.(ads);
  return { server: createFakeCrmApi(sampleCrmData(), adsHandlers(ads)), ads };
}

type Params = { path?: string; language?: 'es' | 'en'; server?: FakeCrmApi; step?: number; answers?: WizardAnswers };

const filled = () => answersFromDraft(sampleAdsData().drafts[0].answers);

const meta = {
  title: 'Campaigns/Create ad wizard',
  component: CreateAdFlow,
  args: { autosaveMs: 300 },
  decorators: [(Story, { parameters }) => {
    const { path = 'createad', language = 'es', server = wizardServer().server, step, answers } = (parameters.wizard ?? {}) as Params;
    return (
      <CrmStoryWrapper server={server} path={path} route="createad" language={language}>
        {step === undefined ? <Story /> : <CreateAdWizard initialAnswers={answers ?? filled()} initialStep={step} autosaveMs={300} />}
      </CrmStoryWrapper>
    );
  }],
} satisfies Meta<typeof CreateAdFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewCampaign: Story = {};
export const Business: Story = { parameters: { wizard: { step: 1 } } };
export const Targeting: Story = { parameters: { wizard: { step: 2 } } };
export const Budget: Story = { parameters: { wizard: { step: 3 } } };
export const Keywords: Story = { parameters: { wizard: { step: 4 } } };
export const SearchAd: Story = { parameters: { wizard: { step: 5 } } };
/** The ad step once assets were added (back from the assets step): the preview shows them under the ad. */
export const SearchAdWithAssets: Story = {
  parameters: {
    wizard: {
      step: 5,
      answers: {
        ...filled(),
        assets: {
          siteLink: [{ linkText: 'Pide presupuesto', description1: 'Respuesta en 30 minutos', description2: 'Sin compromiso', finalUrl: 'https://fontaneriaruiz.es/presupuesto' }],
          highlightedText: [{ text: 'Atención 24 h' }, { text: 'Sin desplazamiento' }],
          call: [{ countryCode: 'ES', phoneNumber: '912 345 678' }],
        },
      },
    },
  },
};
export const Assets: Story = { parameters: { wizard: { step: 6 } } };
export const Review: Story = { parameters: { wizard: { step: 7 } } };
export const PerformanceMaxGroup: Story = { parameters: { wizard: { path: `createad?draft=${DRAFT_PMAX}` } } };
export const ResumedDraft: Story = { parameters: { wizard: { path: `createad?draft=${DRAFT_READY}` } } };
export const PlatformRefusal: Story = {
  parameters: {
    wizard: {
      path: `createad?draft=${DRAFT_READY}`,
      server: wizardServer((ads) => { ads.refuseCreate = [{ path: 'body.ad.headlines.1', code: 'EXCESSIVE_PUNCTUATION', message: 'Too much punctuation' }]; }).server,
    },
  },
};
export const MissingDraft: Story = { parameters: { wizard: { path: 'createad?draft=00000000-0000-4000-8000-00000000dfff' } } };
export const English: Story = { parameters: { wizard: { language: 'en', step: 5 } } };
