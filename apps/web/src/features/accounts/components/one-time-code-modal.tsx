/**
 * The code window (docs/product.md section 11): it opens once a code was sent and stays open while a
 * code is refused, with the reason under the field; it closes when the code registers or signs in.
 */
import { Modal } from '@mantine/core';
import { type CodeRequest, OneTimeCodeForm } from './one-time-code-form';

type OneTimeCodeModalProps = {
  /** The code that was sent, or null while the window is closed. */
  request: CodeRequest | null;
  resendAfterSeconds: number;
  submitLabel: string;
  onClose: () => void;
  onVerified: () => Promise<void>;
};

export function OneTimeCodeModal({
  request,
  resendAfterSeconds,
  submitLabel,
  onClose,
  onVerified,
}: OneTimeCodeModalProps) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title="Check your email"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
      radius="lg"
      padding="lg"
    >
      {request && (
        <OneTimeCodeForm
          request={request}
          resendAfterSeconds={resendAfterSeconds}
          submitLabel={submitLabel}
          onVerified={onVerified}
        />
      )}
    </Modal>
  );
}
