/**
 * Google's attribution on a form that reCAPTCHA guards, which Google requires when its badge is
 * hidden (the specification hides it). Nothing on an installation with another bot check or none.
 */
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

export function BotCheckNotice() {
  const recaptcha = useQuery({
    queryKey: ['bot-check', 'recaptcha'],
    // The bot check's module is loaded only where a form needs it.
    queryFn: () => import('@/lib/bot-check').then((module) => module.usesRecaptcha()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!recaptcha.data) return null;
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
