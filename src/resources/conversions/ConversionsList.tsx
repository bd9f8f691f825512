import { ClosedLoopPanel } from '../../custom/closedLoop/ClosedLoopPanel';
import { DerivedList } from '../derived/DerivedList';
import { conversionsResource } from './conversionsResource';

/** The conversion actions (the derived list), then the closed loop: stages reported as conversions. */
export default function ConversionsList() {
  return (
    <>
      <DerivedList resource={conversionsResource} />
      <ClosedLoopPanel />
    </>
  );
}
