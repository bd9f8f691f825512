import { Box, TextField, type TextFieldProps } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adTextLength } from './CountedTextField.length';

export type CountedTextFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  /**
   * The ad platform's limit, counted as the platform counts. Not the HTML maxlength: the user may
   * type on past it (to rephrase a too-long text) and sees the error instead of losing letters.
   */
  maxLength: number;
};

type HtmlInputSlot = NonNullable<TextFieldProps['slotProps']>['htmlInput'];

/** The caller's own props of the <input> with some of ours on top (MUI lets the slot be a function). */
export function withHtmlInputProps(slot: HtmlInputSlot, extra: Record<string, unknown>): HtmlInputSlot {
  if (typeof slot === 'function') return (ownerState) => ({ ...slot(ownerState), ...extra });
  return { ...slot, ...extra };
}

/**
 * A text field for an ad text with a live "12/30" counter. Past the limit the field and the counter
 * turn to the error colour. The counter describes the input (aria-describedby), so a screen reader
 * says "12 of 30 characters" when the user asks, not on every keystroke; a status line speaks once
 * when the limit is passed. Controlled (`value` + `onChange`) or not (`defaultValue`).
 */
export function CountedTextField({ maxLength, value, defaultValue, onChange, helperText, error, id, slotProps, ...rest }: CountedTextFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [typed, setTyped] = useState(defaultValue ?? '');
  const text = value ?? typed;
  const length = adTextLength(text);
  const excess = length - maxLength;
  const over = excess > 0;
  const messageId = `${inputId}-message`;
  const counterId = `${inputId}-counter`;
  const describedBy = helperText ? `${messageId} ${counterId}` : counterId;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (value === undefined) setTyped(event.target.value);
    onChange?.(event);
  };

  return (
    <TextField
      {...rest}
      id={inputId}
      value={text}
      onChange={handleChange}
      error={Boolean(error) || over}
      slotProps={{ ...slotProps, htmlInput: withHtmlInputProps(slotProps?.htmlInput, { 'aria-describedby': describedBy }) }}
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 1 }}>
          <span id={messageId}>{helperText}</span>
          <Box
            component="span"
            id={counterId}
            data-testid="counted-text-field-counter"
            sx={{ ml: 'auto', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: over ? 'error.main' : 'text.secondary', fontWeight: over ? 500 : undefined }}
          >
            <span aria-hidden="true">{length}/{maxLength}</span>
            <Box component="span" sx={visuallyHidden}>
              {over
                ? t('campaigns.textCounter.descriptionOver', { length, max: maxLength, count: excess })
                : t('campaigns.textCounter.description', { length, max: maxLength })}
            </Box>
          </Box>
          {/* Its text only changes when the limit is crossed, so it speaks then and not per keystroke. */}
          <Box component="span" role="status" sx={visuallyHidden}>
            {over ? t('campaigns.textCounter.limitPassed', { max: maxLength }) : ''}
          </Box>
        </Box>
      }
    />
  );
}
