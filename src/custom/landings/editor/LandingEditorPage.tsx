import { useParams } from 'react-router';
import { LandingEditor } from './LandingEditor';

/** landing-editor/:landingId (editLanding's redirectUrl): the page builder. */
export default function LandingEditorPage() {
  const { landingId = '' } = useParams();
  return <LandingEditor key={landingId} landingId={landingId} />;
}
