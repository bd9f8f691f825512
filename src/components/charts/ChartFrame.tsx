import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import { Box, Button, Card, CardContent, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState/EmptyState';

export type ChartTable = { columns: string[]; rows: { label: string; cells: string[] }[] };

export type ChartFrameProps = {
  title: string;
  loading?: boolean;
  empty: boolean;
  /** The same figures as a table: always read by screen readers, shown on request. */
  table: ChartTable;
  height?: number;
  /** The title's level in the page: 2 directly under the page title, 3 inside a section. */
  headingLevel?: 2 | 3;
  children: ReactNode;
};

/**
 * What every chart shares: a titled card, a placeholder while loading, an empty state when there
 * is nothing to draw, and the figures as a table — the chart itself is hidden from screen
 * readers, which read the table; sighted users may switch to it too.
 */
export function ChartFrame({ title, loading, empty, table, height = 280, headingLevel = 3, children }: ChartFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} variant="h4" component={`h${headingLevel}`}>{title}</Typography>
          {!loading && !empty && (
            <Button size="small" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>{t('app.components.charts.showTable')}</Button>
          )}
        </Stack>
        {loading ? (
          <Skeleton variant="rounded" height={height} aria-label={t('app.components.loading')} />
        ) : empty ? (
          <EmptyState title={t('app.components.charts.empty')} icon={<InsertChartOutlinedIcon />} headingLevel={3} />
        ) : (
          <>
            {!asTable && <Box aria-hidden sx={{ height }}>{children}</Box>}
            <Box sx={asTable ? { overflowX: 'auto' } : visuallyHidden}>
              <Table size="small">
                <caption style={visuallyHidden as React.CSSProperties}>{title}</caption>
                <TableHead>
                  <TableRow>
                    <TableCell scope="col"><Box component="span" sx={visuallyHidden}>{t('app.components.charts.category')}</Box></TableCell>
                    {table.columns.map((c) => <TableCell key={c} align="right" scope="col">{c}</TableCell>)}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.rows.map((row) => (
                    <TableRow key={row.label}>
                      <TableCell component="th" scope="row">{row.label}</TableCell>
                      {row.cells.map((cell, i) => <TableCell key={i} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{cell}</TableCell>)}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
