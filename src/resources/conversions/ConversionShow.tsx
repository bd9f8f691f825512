import { DerivedShow } from '../derived/DerivedShow';
import { ConversionSnippet } from './ConversionSnippet';
import { ConversionUploads } from './ConversionUploads';
import { conversionsResource } from './conversionsResource';

/** A conversion action: its fields, the tag to paste on the thank-you page, and offline uploads. */
export default function ConversionShow() {
  return (
    <DerivedShow resource={conversionsResource}>
      <ConversionSnippet />
      <ConversionUploads />
    </DerivedShow>
  );
}
