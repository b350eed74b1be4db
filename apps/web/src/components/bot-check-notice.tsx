/**
 * Google's attribution on a form that reCAPTCHA guards, which Google requires when its badge is
 * hidden (docs/product.md section 14 hides it). Nothing on an installation with another bot check or none.
 */
import { Anchor, Text } from '@mantine/core';
import { useSignInOptions } from '@/lib/sign-in-options';

export function BotCheckNotice() {
  // The installation's bot check comes in the same answer as its sign-in providers.
  const { data: options } = useSignInOptions();
  if (options?.bot_check.kind !== 'recaptcha') return null;
  return (
    <Text size="xs" c="dimmed" data-testid="recaptcha-notice">
      This site is protected by reCAPTCHA and the Google{' '}
      <Anchor href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer" size="xs">
        Privacy Policy
      </Anchor>{' '}
      and{' '}
      <Anchor href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer" size="xs">
        Terms of Service
      </Anchor>{' '}
      apply.
    </Text>
  );
}
