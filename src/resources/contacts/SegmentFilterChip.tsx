import CancelIcon from '@mui/icons-material/Cancel';
import InsightsIcon from '@mui/icons-material/Insights';
import { Box, Chip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The list shows a dashboard figure's contacts (the `segment` filter, which has no input of its
 * own): said so, with the way back to every contact.
 */
export function SegmentFilterChip() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  if (!filterValues.segment) return null;
  const handleDelete = () => {
    const { segment: _removed, ...rest } = filterValues;
    setFilters(rest, displayedFilters);
  };
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Chip
        icon={<InsightsIcon />}
        color="primary"
        variant="outlined"
        label={translate('crm.contacts.segment.label')}
        onDelete={handleDelete}
        // The chip itself takes the focus and Delete or Backspace; the icon is named for pointer and screen-reader users.
        deleteIcon={<CancelIcon role="button" aria-hidden={false} aria-label={translate('crm.contacts.segment.remove')} />}
      />
    </Box>
  );
}
