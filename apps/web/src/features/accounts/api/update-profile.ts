/**
 * `POST wizard-tool/profile/update`: saves the profile's fields, and a new photo when one is given
 * (then as a multipart form). The server answers with the whole profile; a refused field answers 422
 * under its name, a photo too large 413 under `photo`.
 */
import type { Profile, ProfileUpdateFields } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the forms send: fields as typed (the server checks and trims them; null empties one), a photo, or both. */
export type ProfileChanges = { fields?: { [Field in keyof ProfileUpdateFields]?: string | null }; photo?: File };

export function updateProfile({ fields = {}, photo }: ProfileChanges): Promise<Profile> {
  if (!photo) return api.post('wizard-tool/profile/update', fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.set(name, value);
  }
  form.set('photo', photo);
  return api.post('wizard-tool/profile/update', form);
}

/** `onSaved` receives the profile the server answered, for the page to keep as the signed-in profile. */
export function useUpdateProfile({ onSaved }: { onSaved: (profile: Profile) => void }) {
  return useMutation({ mutationFn: updateProfile, onSuccess: onSaved });
}
