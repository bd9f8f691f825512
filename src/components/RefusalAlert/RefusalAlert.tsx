import { Alert, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';

/** A refused action in words, and whether paying or a bigger plan is the way past it. */
export type Refusal = { text: string; billing: boolean };

type Props = {
  refusal: Refusal | null;
  /** The link's words when billing is the way on ("Ver planes", "Ir a Facturación"…). */
  billingLabel: string;
  onClose?: () => void;
};

/** The refusal as an alert (announced), with a link to billing when that is what is missing. */
export function RefusalAlert({ refusal, billingLabel, onClose }: Props) {
  const to = useLocalizedPath();
  if (!refusal) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose} sx={{ mb: 2 }}>
      {refusal.text}
      {refusal.billing && <> <MuiLink component={Link} to={to('billing')}>{billingLabel}</MuiLink></>}
    </Alert>
  );
}
