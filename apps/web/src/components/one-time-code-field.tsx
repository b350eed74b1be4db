/**
 * The field for an emailed 6-digit code: the phone's number pad, the code offered by the keyboard or
 * the password manager (`autocomplete="one-time-code"`), and a pasted "123 456" or "Your code: 123456"
 * kept as its six digits.
 */
import { TextInput, type TextInputProps } from '@mantine/core';

// Mantine's form handlers take the value itself as well as an event, so the field hands over the digits.
type OneTimeCodeFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (code: string) => void;
};

export function digitsOfCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}

export function OneTimeCodeField({ onChange, ...props }: OneTimeCodeFieldProps) {
  return (
    <TextInput
      label="6-digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      size="md"
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
      onChange={(event) => onChange?.(digitsOfCode(event.currentTarget.value))}
    />
  );
}
