import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Title } from 'react-admin';

export type CrmPageTitleProps = { title: string; hidden?: boolean };

/**
 * The screen's title: react-admin puts it in the app bar, and the page gets its own h1 (hidden
 * where the CRM tabs already say it) so headings start at level 1.
 */
export function CrmPageTitle({ title, hidden = true }: CrmPageTitleProps) {
  return (
    <>
      <Title title={title} />
      <Box sx={hidden ? visuallyHidden : { px: { xs: 1, md: 2 } }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      </Box>
    </>
  );
}
