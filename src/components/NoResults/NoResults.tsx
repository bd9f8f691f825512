import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * A search or filter that matches nothing: says so and offers to clear them, instead of a bare
 * header row. Lists with no records at all show their own empty state (react-admin's `empty`).
 */
export function NoResults() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 5, px: 2 }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>{translate('app.noResults.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('app.noResults.body')}</Typography>
      {filtered && (
        <Button variant="outlined" onClick={() => setFilters({}, [])}>
          {translate('app.noResults.clear')}
        </Button>
      )}
    </Box>
  );
}
