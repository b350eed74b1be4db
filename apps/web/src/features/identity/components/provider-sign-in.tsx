/**
 * "Continue with Google" and "Continue with Microsoft", for the providers this installation offers.
 * Each opens the provider in a popup (or a full redirect, see lib/provider-window); once the server
 * has opened the session, `onSignedIn` routes the buyer as any sign-in does. A full redirect comes
 * back to this page with `?signed_in=`, which finishes the same way. A sign-in whose email the
 * provider did not verify goes on to `/login?confirm_email=` instead, for our emailed code.
 */
import { identityProviders } from '@hbw/contract/sign-in';
import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import IconBrandGoogle from '@tabler/icons-react/dist/esm/icons/IconBrandGoogle.mjs';
import IconBrandWindows from '@tabler/icons-react/dist/esm/icons/IconBrandWindows.mjs';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { openProviderWindow, type ProviderName, providerLabels } from '@/lib/provider-window';
import { useSignInOptions } from '@/lib/sign-in-options';

const icons: Record<ProviderName, typeof IconBrandGoogle> = {
  google: IconBrandGoogle,
  microsoft: IconBrandWindows,
};

const isProvider = (value: string | null): value is ProviderName => value === 'google' || value === 'microsoft';

export function ProviderSignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const methods = useSignInOptions();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnedFrom = searchParams.get('signed_in');
  const [pending, setPending] = useState<{ provider: ProviderName; stage: 'in-popup' | 'finishing' } | null>(
    isProvider(returnedFrom) ? { provider: returnedFrom, stage: 'finishing' } : null,
  );
  const [failure, setFailure] = useState<string | null>(null);

  // Back from a full redirect: the session is open already, the page only has to go on.
  const finishedRedirect = useRef(false);
  useEffect(() => {
    if (!isProvider(returnedFrom) || finishedRedirect.current) return;
    finishedRedirect.current = true;
    void onSignedIn();
  }, [returnedFrom, onSignedIn]);

  if (methods.isPending) return null;
  if (methods.isError) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Signing in with Google or Microsoft is not available right now. The other ways to sign in still work.
      </Text>
    );
  }
  const offered = identityProviders.filter((provider) => methods.data[provider]);
  if (offered.length === 0) return null;

  async function signInWith(provider: ProviderName) {
    setFailure(null);
    setPending({ provider, stage: 'in-popup' });
    const outcome = await openProviderWindow({ provider, purpose: 'sign_in', returnTo: searchParams.get('redirect') });
    if ('redirected' in outcome) return;
    if (outcome.ok && new URL(outcome.next, window.location.origin).searchParams.has('confirm_email')) {
      // The provider did not vouch for the email: the code step comes before any session.
      setPending(null);
      await navigate(outcome.next);
      return;
    }
    if (outcome.ok) {
      setPending({ provider, stage: 'finishing' });
      await onSignedIn();
      return;
    }
    setPending(null);
    if (!('closed' in outcome)) setFailure(outcome.message);
  }

  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {failure && <FormAlert title="You are not signed in">{failure}</FormAlert>}
      {pending && (
        <Alert variant="light" color="gray" role="status">
          {pending.stage === 'in-popup'
            ? `Finish signing in with ${providerLabels[pending.provider]} in the window that opened.`
            : `Signed in with ${providerLabels[pending.provider]}. Opening your account…`}
        </Alert>
      )}
      {offered.map((provider) => {
        const Icon = icons[provider];
        return (
          <Button
            key={provider}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} aria-hidden="true" />}
            loading={pending?.provider === provider}
            disabled={pending !== null && pending.provider !== provider}
            onClick={() => void signInWith(provider)}
          >
            Continue with {providerLabels[provider]}
          </Button>
        );
      })}
    </Stack>
  );
}
