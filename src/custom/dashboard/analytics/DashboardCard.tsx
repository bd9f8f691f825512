import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type DashboardCardProps = { title: string; children: ReactNode; wide?: boolean };

/** One section of the dashboard: a card titled at level 2 (the page title is the h1), wide ones across the grid. */
export function DashboardCard({ title, children, wide }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="h4" component="h2" gutterBottom>{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
