import type { Issues } from '../rules/issues';
import type { WizardAnswers } from '../wizardAnswers';

export type StepProps = {
  answers: WizardAnswers;
  onChange: (patch: Partial<WizardAnswers>) => void;
  /** What the step shows now: live issues, the rest once the user tried to go on, and the server's. */
  issues: Issues;
};
