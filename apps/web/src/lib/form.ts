/**
 * How every form of the app validates (docs/product.md section 12): a field is checked when it loses
 * focus, and after that while the user types, 300 ms after the last keystroke.
 */
import { type FormErrors, schemaResolver, type UseFormInput } from '@mantine/form';
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

/**
 * A form's `validate` that checks with a contract schema loaded on first use (a field left, or the
 * form sent), not with the page: zod and the contract's schemas are the largest code a form page
 * would otherwise run before it works, on a phone a long task of its own (decision 037). A load
 * that fails is tried again at the next check.
 */
export function validateOnDemand<Values>(
  loadSchema: () => Promise<Parameters<typeof schemaResolver>[0]>,
): (values: Values) => Promise<FormErrors> {
  let resolver: Promise<(values: Values) => FormErrors> | undefined;
  return async (values) => {
    resolver ??= loadSchema().then(
      (schema) => schemaResolver(schema, { sync: true }),
      (error: unknown) => {
        resolver = undefined;
        throw error;
      },
    );
    return (await resolver)(values);
  };
}
