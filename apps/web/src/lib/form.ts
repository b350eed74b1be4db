/**
 * How every form of the app validates (specification section 5): a field is checked when it loses
 * focus, and after that while the user types, 300 ms after the last keystroke.
 */
import type { UseFormInput } from '@mantine/form';
import { useCallback, useEffect, useMemo, useRef } from 'react';

export const validationDebounceMs = 300;

type EnhanceGetInputProps<Values> = NonNullable<UseFormInput<Values>['enhanceGetInputProps']>;

/**
 * Pass `enhanceGetInputProps` to `useForm`; call `forget` when the form is reset, so that a check
 * still waiting for its 300 ms does not mark the emptied form as wrong.
 */
export function useValidationRhythm<Values>(): {
  enhanceGetInputProps: EnhanceGetInputProps<Values>;
  forget: () => void;
} {
  const leftFields = useRef(new Set<string>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const forget = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    leftFields.current.clear();
  }, []);

  useEffect(() => forget, [forget]);

  const enhanceGetInputProps = useCallback<EnhanceGetInputProps<Values>>(({ inputProps, field, form }) => {
    const path = String(field);
    // Mantine assigns what we return onto inputProps itself: keep its own handlers first.
    const { onBlur, onChange } = inputProps;
    return {
      onBlur: (event: unknown) => {
        onBlur?.(event);
        leftFields.current.add(path);
        form.validateField(field);
      },
      onChange: (event: unknown) => {
        onChange?.(event);
        if (!leftFields.current.has(path)) return;
        clearTimeout(timers.current.get(path));
        timers.current.set(
          path,
          setTimeout(() => form.validateField(field), validationDebounceMs),
        );
      },
    };
  }, []);

  return useMemo(() => ({ enhanceGetInputProps, forget }), [enhanceGetInputProps, forget]);
}
