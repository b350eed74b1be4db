/** `POST wizard-tool/profile/remove/photo`: takes the profile photo away; the server answers with the profile. */
import type { Profile } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function removePhoto(): Promise<Profile> {
  return api.post('wizard-tool/profile/remove/photo');
}

export function useRemovePhoto({ onRemoved }: { onRemoved: (profile: Profile) => void }) {
  return useMutation({ mutationFn: removePhoto, onSuccess: onRemoved });
}
