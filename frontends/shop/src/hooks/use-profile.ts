import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserResponse } from '@repair-shop/contracts';
import { getStoredUser, queryKeys, saveStoredUser, shopApi } from '@repair-shop/web';

export interface Profile {
  /** The stored user, refreshed from GET /user/profile; null when nobody is signed in. */
  user: UserResponse | null;
  /** Hides the welcome banner now and tells the server, so that it stays hidden. */
  dismissWelcome: () => void;
}

/**
 * The signed-in shop owner: the stored copy at once, then the server's (kept for the next visit). A
 * refused session is handled by the shared cache (login page, saying why).
 */
export function useProfile(): Profile {
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: queryKeys.profile,
    queryFn: async () => {
      const user = await shopApi.profile();
      saveStoredUser(user);
      return user;
    },
    initialData: () => getStoredUser() ?? undefined,
    // The stored copy may be old: shown at once, but asked for again.
    initialDataUpdatedAt: 0,
  });

  const welcomeSeen = useMutation({
    mutationFn: shopApi.markWelcomeSeen,
    onError: (error) => console.error('Marking the welcome as seen failed', error),
  });

  const user = profile.data ?? null;
  const dismissWelcome = () => {
    if (!user) return;
    const seen = { ...user, hasSeenWelcome: true };
    saveStoredUser(seen);
    queryClient.setQueryData(queryKeys.profile, seen);
    welcomeSeen.mutate();
  };

  return { user, dismissWelcome };
}
