import { Card, CardContent, Typography } from '@mui/material';

export type AccountFigureProps = { label: string; value: string; hint?: string };

/** One fact about the user's account on the start page (company, plan, ad account): words, not a count. */
export function AccountFigure({ label, value, hint }: AccountFigureProps) {
  return (
    <Card variant="outlined" component="article" aria-label={label}>
      <CardContent>
        <Typography component="h3" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
        {hint && <Typography variant="body2" color="text.secondary">{hint}</Typography>}
      </CardContent>
    </Card>
  );
}
