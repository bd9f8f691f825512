import { Alert, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { KeywordAddForm } from '../components/KeywordAddForm';
import { KeywordIdeasTable } from '../components/KeywordIdeasTable';
import { KeywordRows } from '../components/KeywordRows';
import { useIssueText } from '../components/useIssueText';
import { useCurrency } from '../useCurrency';
import { useKeywordIdeas } from '../useKeywordIdeas';
import type { StepProps } from './stepProps';

/** Keywords from the ideas (one click each) or typed, and negative keywords to keep the ads from wasted searches. */
export function KeywordsStep({ answers, onChange, issues }: StepProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const currency = useCurrency();
  const { positive, negative } = useKeywordIdeas(answers);
  const { keywords, negativeKeywords } = answers;
  const negativeTaken = new Set(negativeKeywords.map((k) => k.text.toLowerCase()));
  return (
    <Stack spacing={4}>
      <section aria-labelledby="kw-ideas">
        <Typography id="kw-ideas" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t('campaigns.wizard.keywords.ideas')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('campaigns.wizard.keywords.ideasHint')}</Typography>
        {positive.isLoading ? (
          <Stack spacing={1} aria-busy="true" aria-label={t('campaigns.wizard.loading')}>{[0, 1, 2].map((i) => <Skeleton key={i} height={32} />)}</Stack>
        ) : positive.isError ? (
          <Alert severity="warning" action={<Chip label={t('campaigns.wizard.retry')} onClick={() => positive.refetch()} />}>{t('campaigns.wizard.keywords.ideasFailed')}</Alert>
        ) : (positive.data?.ideas.length ?? 0) === 0 ? (
          <Typography color="text.secondary">{t('campaigns.wizard.keywords.noIdeas')}</Typography>
        ) : (
          <KeywordIdeasTable ideas={positive.data!.ideas} chosen={keywords.map((k) => k.text)} currency={currency} onAdd={(idea) => onChange({ keywords: [...keywords, { text: idea.text, matchType: 'PHRASE' }] })} />
        )}
      </section>
      <section aria-labelledby="kw-chosen">
        <Typography id="kw-chosen" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{t('campaigns.wizard.keywords.chosen', { count: keywords.length })}</Typography>
        <KeywordAddForm label={t('campaigns.wizard.keywords.new')} addLabel={t('campaigns.wizard.keywords.add')} defaultMatch="PHRASE" existing={keywords.map((k) => k.text)}
          onAdd={(k) => onChange({ keywords: [...keywords, k] })} />
        <KeywordRows label={t('campaigns.wizard.keywords.chosenList')} value={keywords} onChange={(next) => onChange({ keywords: next })} issues={issues} path="keywords" empty={t('campaigns.wizard.keywords.none')} />
        {issues.keywords && <Alert severity="error" sx={{ mt: 1 }}>{text(issues.keywords)}</Alert>}
      </section>
      <section aria-labelledby="kw-negative">
        <Typography id="kw-negative" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t('campaigns.wizard.keywords.negative')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('campaigns.wizard.keywords.negativeHint')}</Typography>
        {(negative.data?.data.length ?? 0) > 0 && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1.5 }} aria-label={t('campaigns.wizard.keywords.negativeIdeas')} role="group">
            {negative.data!.data.map((word) => (
              <Chip key={word} label={word} variant={negativeTaken.has(word.toLowerCase()) ? 'filled' : 'outlined'} disabled={negativeTaken.has(word.toLowerCase())}
                onClick={() => onChange({ negativeKeywords: [...negativeKeywords, { text: word, matchType: 'BROAD' }] })}
                aria-label={t('campaigns.wizard.keywords.addNegative', { text: word })} />
            ))}
          </Stack>
        )}
        <KeywordAddForm label={t('campaigns.wizard.keywords.newNegative')} addLabel={t('campaigns.wizard.keywords.add')} defaultMatch="BROAD" existing={negativeKeywords.map((k) => k.text)}
          onAdd={(k) => onChange({ negativeKeywords: [...negativeKeywords, k] })} />
        <KeywordRows label={t('campaigns.wizard.keywords.negativeList')} value={negativeKeywords} onChange={(next) => onChange({ negativeKeywords: next })} issues={issues} path="negativeKeywords" empty={t('campaigns.wizard.keywords.noNegative')} />
      </section>
    </Stack>
  );
}
