import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../../components/TableScroll';
import { useFormatters } from '../../../../components/format/useFormatters';
import type { KeywordIdea } from '../api/adsClient';

export type KeywordIdeasTableProps = { ideas: KeywordIdea[]; chosen: string[]; currency: string; onAdd: (idea: KeywordIdea) => void };

/** Ideas with their monthly searches, competition and top-of-page bid range; one click adds one. */
export function KeywordIdeasTable({ ideas, chosen, currency, onAdd }: KeywordIdeasTableProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const taken = new Set(chosen.map((c) => c.toLowerCase()));
  return (
    <TableScroll label={t('campaigns.wizard.keywords.ideas')}>
      <Table size="small" aria-label={t('campaigns.wizard.keywords.ideas')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('campaigns.wizard.keywords.keyword')}</TableCell>
            <TableCell align="right">{t('campaigns.wizard.keywords.volume')}</TableCell>
            <TableCell>{t('campaigns.wizard.keywords.competition')}</TableCell>
            <TableCell align="right">{t('campaigns.wizard.keywords.bidRange')}</TableCell>
            <TableCell><Box component="span" sx={visuallyHidden}>{t('campaigns.wizard.keywords.actions')}</Box></TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ideas.map((idea) => {
            const added = taken.has(idea.text.toLowerCase());
            return (
              <TableRow key={idea.text}>
                <TableCell>{idea.text}</TableCell>
                <TableCell align="right">{f.number(idea.avgMonthlySearches)}</TableCell>
                <TableCell>{t(`campaigns.wizard.keywords.level.${idea.competition}`)}</TableCell>
                <TableCell align="right">{f.money(idea.lowTopOfPageBid, currency)} – {f.money(idea.highTopOfPageBid, currency)}</TableCell>
                <TableCell>
                  <Button size="small" startIcon={added ? <CheckIcon /> : <AddIcon />} disabled={added} onClick={() => onAdd(idea)}
                    aria-label={added ? t('campaigns.wizard.keywords.added', { text: idea.text }) : t('campaigns.wizard.keywords.addIdea', { text: idea.text })}>
                    {added ? t('campaigns.wizard.keywords.addedShort') : t('campaigns.wizard.keywords.add')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
