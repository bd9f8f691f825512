import { Card, CardContent, Typography } from '@mui/material';

export type KeyFigureProps = { label: string; value: string; hint?: string };

/** One of the start screen's key numbers. */
export function KeyFigure({ label, value, hint }: KeyFigureProps) {
  return (
    <Card variant="outlined" component="article" aria-label={label}>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
        {hint && <Typography variant="body2" color="text.secondary">{hint}</Typography>}
      </CardContent>
    </Card>
  );
}
