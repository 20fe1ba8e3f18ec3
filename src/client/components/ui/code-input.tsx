import type { ComponentProps } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@shared/auth/limits';
import { cn } from '@client/lib/utils';
import { inputClassName } from './input';

/** Keeps digits only and at most the code's length, whatever was typed or pasted. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

type CodeInputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onValueChange: (code: string) => void;
};

/** The 6-digit code from a verification email. */
export function CodeInput({ value, onValueChange, className, ...props }: CodeInputProps) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${VERIFICATION_CODE_LENGTH}}`}
      maxLength={VERIFICATION_CODE_LENGTH}
      value={value}
      onChange={(event) => onValueChange(normaliseCode(event.target.value))}
      className={cn(
        inputClassName,
        'h-14 text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl',
        className,
      )}
      {...props}
    />
  );
}
