import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';

export type CrmEmptyProps = { title: string; body: string; action?: { label: string; to: string } };

/** What a CRM screen shows when it has nothing yet, with the one action that fills it. */
export function CrmEmpty({ title, body, action }: CrmEmptyProps) {
  return (
    <Box component="section" aria-label={title} sx={{ textAlign: 'center', py: 6, px: 2, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {body}
      </Typography>
      {action && (
        <Button variant="contained" component={Link} to={action.to}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}
