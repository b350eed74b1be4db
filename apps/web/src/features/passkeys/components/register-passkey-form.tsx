/**
 * Creating a passkey for the signed-in account: an optional name, so that several can be told
 * apart, then the device's own prompt. The server's refusals show under the name or above the button.
 */

import type { Passkey } from '@hbw/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import IconFingerprint from '@tabler/icons-react/dist/esm/icons/IconFingerprint.mjs';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm } from '@/lib/form';
import { useRegisterPasskey } from '../api/register-passkey';
import { passkeyErrorMessage } from '../passkey-error';

const NAME_MAX = 60;

export function RegisterPasskeyForm({ onRegistered }: { onRegistered: (passkey: Passkey) => void }) {
  const registration = useRegisterPasskey();
  const [failure, setFailure] = useState<string | null>(null);
  const { enhanceGetInputProps, forget } = useValidationRhythm<{ name: string }>();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: {
      name: (value) => (value.trim().length > NAME_MAX ? `Use at most ${NAME_MAX} characters.` : null),
    },
    enhanceGetInputProps,
  });

  if (!browserSupportsWebAuthn()) {
    return (
      <FormAlert title="This browser cannot use passkeys">
        Open Homebuyer Wizard in an up-to-date browser, such as Chrome, Edge, Firefox or Safari, to create one.
      </FormAlert>
    );
  }

  const submit = form.onSubmit((values) => {
    setFailure(null);
    registration.mutate(
      { name: values.name.trim() },
      {
        onSuccess: (passkey) => {
          forget();
          form.reset();
          onRegistered(passkey);
        },
        onError: (error) => {
          if (!setServerFieldErrors(form, error, ['name'])) setFailure(passkeyErrorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw="28rem">
        {failure && <FormAlert title="No passkey was created">{failure}</FormAlert>}
        <TextInput
          label="Name this passkey"
          description="Optional. It helps you tell your passkeys apart, for example “Work laptop”."
          autoComplete="off"
          maxLength={NAME_MAX}
          {...form.getInputProps('name')}
        />
        <Button
          type="submit"
          loading={registration.isPending}
          leftSection={<IconFingerprint size={18} aria-hidden="true" />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Create a passkey
        </Button>
      </Stack>
    </form>
  );
}
