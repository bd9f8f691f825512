import { useMemo } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps, type Validator } from 'react-admin';
import { CountedTextField, withHtmlInputProps, type CountedTextFieldProps } from './CountedTextField';
import { adTextLength } from './CountedTextField.length';

export type CountedTextFieldInputProps = Omit<CountedTextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'label'> &
  Pick<InputProps<string>, 'source' | 'validate' | 'defaultValue' | 'label' | 'parse' | 'format'>;

/** Refuses a text longer than the platform takes, so the form cannot be saved with it. */
const withinAdLength = (max: number): Validator => (value: unknown) =>
  typeof value === 'string' && adTextLength(value) > max ? { message: 'campaigns.textCounter.tooLong', args: { max } } : undefined;

/**
 * CountedTextField as a react-admin input: the value lives in the form under `source`, the label
 * is translated like any input's, and past `maxLength` the form refuses to submit (as the platform would).
 */
export function CountedTextFieldInput({ source, validate, defaultValue, label, parse, format, maxLength, helperText, slotProps, ...rest }: CountedTextFieldInputProps) {
  const validators = useMemo(() => [...(Array.isArray(validate) ? validate : validate ? [validate] : []), withinAdLength(maxLength)], [validate, maxLength]);
  const { id, field, fieldState, formState, isRequired } = useInput<string>({ source, validate: validators, defaultValue, parse, format });
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <CountedTextField
      {...rest}
      id={id}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      maxLength={maxLength}
      // FieldTitle's asterisk is hidden from screen readers; the HTML required would bring the browser's own bubble.
      slotProps={{ ...slotProps, htmlInput: withHtmlInputProps(slotProps?.htmlInput, { 'aria-required': isRequired || undefined }) }}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={invalid}
      helperText={invalid ? <InputHelperText error={fieldState.error?.message} /> : helperText}
    />
  );
}
