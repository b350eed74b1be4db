/** `POST wizard-tool/logout`: ends the session. Signing out must always succeed in the browser, so a failure is ignored. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function logout(): Promise<void> {
  await api.post('wizard-tool/logout').catch(() => undefined);
}

/** Signs out, then forgets everything cached for the user who was signed in. */
export function useLogout({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      onSettled?.();
    },
  });
}
