import { Box } from '@mui/material';
import { ConversionRulesPanel } from './ConversionRulesPanel';
import { ReportedConversions } from './ReportedConversions';

/** The closed loop on the conversions screen: which stages are conversions, and what was reported. */
export function ClosedLoopPanel() {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
      <ConversionRulesPanel />
      <ReportedConversions />
    </Box>
  );
}
