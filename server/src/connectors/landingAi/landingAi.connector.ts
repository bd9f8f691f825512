import type { LandingAiGoal, LandingAiTone } from '../../../../contract/landings/ai';
import type { LandingContent, LandingLanguage } from '../../../../contract/landings';
import type { Pixels } from './colours';

/** An uploaded photo as the page will show it: the path the landing host serves it on. */
export type PlacedImage = { src: string };

/** What a page is composed from. Uploads are already checked (type from the bytes, size, count). */
export type LandingAiRequest = {
  description: string;
  goal: LandingAiGoal;
  tone: LandingAiTone;
  language: LandingLanguage;
  brand?: string;
  /** The logo's decoded pixels (its colours become the theme); null without a logo. */
  logo: Pixels | null;
  /** In the order they were uploaded: the first goes to the hero, the rest to a gallery. */
  images: PlacedImage[];
};

/** The page and the template its sections follow (the landing keeps it as its template). */
export type ComposedLanding = { templateId: string; content: LandingContent };

/**
 * The landing-AI service. The sandbox (default) composes the page offline and deterministically
 * from the inputs and a template; with ANTHROPIC_API_KEY the page's copy is written by Claude
 * through the official SDK. Both answer content already validated against `landingContent`.
 */
export interface LandingAiConnector {
  readonly provider: 'sandbox' | 'anthropic';
  compose(request: LandingAiRequest): Promise<ComposedLanding>;
}
