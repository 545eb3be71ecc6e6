import type { ImageUrlResponse, PublicUser } from '@moim/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { uploadFile } from '../../lib/upload.ts';

/** A public profile (GET /user/getUser/:userId). */
export function usePublicUser(userId: string) {
  return useQuery({
    queryKey: queryKeys.user(userId),
    queryFn: ({ signal }) => apiRequest<PublicUser>(`/user/getUser/${encodeURIComponent(userId)}`, { signal }),
  });
}

/** Replaces the signed-in user's profile picture; refreshes the profile and the header avatar. */
export function useUploadProfileImage(userId: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<ImageUrlResponse>(`/user/uploadProfileImage/${encodeURIComponent(userId)}`, file, { onProgress }),
    onSuccess: ({ imageUrl }) => {
      queryClient.setQueryData<PublicUser>(queryKeys.user(userId), (user) =>
        user ? { ...user, profileImage: imageUrl } : user,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) });
    },
  });
}
