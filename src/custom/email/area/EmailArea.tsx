import { Box } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { EmailNav } from './EmailNav';

/** A screen of the email area under its tabs (templates, sends, sending domains, statistics). */
export function EmailArea({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1280, minWidth: 0 }}>
      <EmailNav />
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </Box>
  );
}
