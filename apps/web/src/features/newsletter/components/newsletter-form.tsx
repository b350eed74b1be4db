/**
 * The footer's newsletter sign-up: "Subscribing" while the call runs, then the "Subscribed!" toast and
 * an empty form; a refused address gets its message under the field.
 */
import { Button, Loader, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ApiError, setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { loadSubscribeInput, useSubscribe } from '../api/subscribe';

type NewsletterValues = { email: string };
const validate = validateOnDemand<NewsletterValues>(loadSubscribeInput);

export function NewsletterForm() {
  const subscription = useSubscribe();
  const validation = useValidationRhythm<NewsletterValues>();
  const form = useForm<NewsletterValues>({
    initialValues: { email: '' },
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });

  const handleSubmit = form.onSubmit(({ email }) => {
    if (subscription.isPending) return;
    subscription.mutate(
      { email },
      {
        onSuccess: () => {
          validation.forget();
          form.reset();
          notifications.show({
            color: 'green',
            title: 'Subscribed!',
            message: "You've been subscribed to our newsletter.",
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            if (!setServerFieldErrors(form, error, ['email'])) form.setFieldError('email', error.message);
            return;
          }
          notifications.show({ color: 'red', title: "We couldn't subscribe you", message: error.message });
        },
      },
    );
  });

  return (
    <form aria-label="Newsletter" noValidate onSubmit={handleSubmit}>
      <Stack gap="sm" align="flex-start">
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          placeholder="you@example.com"
          required
          w="100%"
          {...form.getInputProps('email')}
        />
        {/* The label stays readable while loading ("Subscribing"), so the spinner sits beside it. */}
        <Button
          type="submit"
          aria-busy={subscription.isPending}
          leftSection={subscription.isPending ? <Loader size={14} color="currentColor" /> : null}
        >
          {subscription.isPending ? 'Subscribing' : 'Subscribe'}
        </Button>
      </Stack>
    </form>
  );
}
