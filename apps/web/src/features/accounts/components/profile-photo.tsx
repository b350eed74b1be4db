/**
 * The profile photo: shown large, replaced by choosing an image (sent at once, then re-encoded by the
 * server), and removed when the page allows it. An image that is not one or is over 5 MB is refused
 * before it is sent; the server's refusal shows under the photo and as the red toast of a failed update.
 */
import { PHOTO_MAX_BYTES, type Profile } from '@hbw/contract';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import IconPhotoUp from '@tabler/icons-react/dist/esm/icons/IconPhotoUp.mjs';
import { useId, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { imageSources } from '@/lib/image';
import { useRemovePhoto } from '../api/remove-photo';
import { useUpdateProfile } from '../api/update-profile';
import { showProfileUpdateError } from './profile-update-error';

const photoSize = 96;

/** Why a chosen file cannot be a profile photo, or null when it can. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Choose an image: a JPEG, PNG, WebP or GIF file.';
  if (file.size > PHOTO_MAX_BYTES) return 'This photo is larger than 5 MB. Choose a smaller one.';
  return null;
}

type ProfilePhotoProps = {
  profile: Profile;
  onSaved: (profile: Profile) => void;
  /** Offered only where the page says what happens next; without it there is no remove button. */
  onRemoved?: (profile: Profile) => void;
};

export function ProfilePhoto({ profile, onSaved, onRemoved }: ProfilePhotoProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const upload = useUpdateProfile({ onSaved });
  const removal = useRemovePhoto({ onRemoved: (updated) => onRemoved?.(updated) });
  const { photo } = profile.user_information;
  const sources = photo ? imageSources(photo, photoSize) : null;
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;

  const choose = (file: File | null) => {
    if (!file) return;
    const refusal = photoProblem(file);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(
      { photo: file },
      {
        onError: (error) => {
          setProblem((error instanceof ApiError && error.errors.photo?.[0]) || error.message);
          showProfileUpdateError(error);
        },
      },
    );
  };

  const remove = () => {
    setProblem(null);
    removal.mutate(undefined, { onError: (error) => setProblem(error.message) });
  };

  return (
    <Stack gap="sm">
      <Group gap="lg" wrap="nowrap">
        <Avatar
          size={photoSize}
          radius={photoSize}
          name={name}
          color="green"
          src={sources?.src}
          imageProps={sources ? { srcSet: sources.srcSet } : undefined}
          alt={photo ? 'Your profile photo' : ''}
          aria-hidden={photo ? undefined : 'true'}
        />
        <Stack gap="xs" align="flex-start">
          <FileButton onChange={choose} accept="image/*">
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
                loading={upload.isPending}
                aria-describedby={problem ? problemId : undefined}
              >
                {photo ? 'Change photo' : 'Add a photo'}
              </Button>
            )}
          </FileButton>
          {photo && onRemoved && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={remove} loading={removal.isPending}>
              Remove photo
            </Button>
          )}
        </Stack>
      </Group>
      {problem ? (
        <Text id={problemId} size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          A JPEG, PNG, WebP or GIF image of up to 5 MB. Lenders see it when you book a call.
        </Text>
      )}
    </Stack>
  );
}
