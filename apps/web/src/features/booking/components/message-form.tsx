/** Writing to the professional of a call: the message goes to them by email, and to no one else. */
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ApiError, setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { loadSendMessageInput, useSendMessage } from '../api/send-message';

type MessageValues = { subject: string; body: string };
const validate = validateOnDemand<MessageValues>(() =>
  loadSendMessageInput().then((input) => input.pick({ subject: true, body: true })),
);

type MessageFormProps = {
  appointmentId: number;
  recipientName: string;
  defaultSubject: string;
};

export function MessageForm({ appointmentId, recipientName, defaultSubject }: MessageFormProps) {
  const sending = useSendMessage();
  const validation = useValidationRhythm<MessageValues>();
  const form = useForm<MessageValues>({
    initialValues: { subject: defaultSubject, body: '' },
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });

  const submit = form.onSubmit((values) => {
    sending.mutate(
      { appointment_id: appointmentId, ...values },
      {
        onSuccess: ({ message }) => {
          validation.forget();
          form.reset();
          notifications.show({ color: 'green', title: `Message sent to ${recipientName}`, message });
        },
        onError: (error) => {
          if (error instanceof ApiError && setServerFieldErrors(form, error, ['subject', 'body'])) return;
          notifications.show({ color: 'red', title: "We couldn't send your message", message: error.message });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Message to ${recipientName}`}>
      <Stack gap="sm" align="flex-start">
        <TextInput label="Subject" required w="100%" maxLength={200} {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          required
          w="100%"
          autosize
          minRows={4}
          maxLength={5000}
          description={`${recipientName} answers by email.`}
          {...form.getInputProps('body')}
        />
        <Button type="submit" loading={sending.isPending}>
          Send the message
        </Button>
      </Stack>
    </form>
  );
}
