import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { useMemo } from 'react';
import { useLanguage } from '../../app/useLanguage';
import { codeChoices, type CodeKind } from './codeChoices';

export type CodeInputProps = Omit<AutocompleteInputProps, 'choices'> & { kind: CodeKind };

/**
 * A react-admin input that stores a code (ES, EUR, Europe/Madrid) and lets the user pick it by
 * its name in their language, with the keyboard: type to filter, arrows, Enter. A stored code
 * the list does not know still shows, as itself, instead of vanishing.
 */
export function CodeInput({ kind, ...props }: CodeInputProps) {
  const language = useLanguage();
  const choices = useMemo(() => codeChoices(kind, language), [kind, language]);
  return <AutocompleteInput choices={choices} optionText="name" optionValue="id" {...props} />;
}

export const CountryInput = (props: Omit<CodeInputProps, 'kind'>) => <CodeInput kind="country" {...props} />;
export const CurrencyInput = (props: Omit<CodeInputProps, 'kind'>) => <CodeInput kind="currency" {...props} />;
export const TimeZoneInput = (props: Omit<CodeInputProps, 'kind'>) => <CodeInput kind="timeZone" {...props} />;
