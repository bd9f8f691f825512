/**
 * How long an ad text is for the ad platform (Unicode code points; CJK and full-width forms count
 * two). Re-exported from the limits table the server and the sandbox platform also count with,
 * so the counter under a field can never disagree with the refusal it warns about.
 */
export { adTextLength } from '../../../contract/campaigns/limits';
