import type {
  CurrentUser,
  GoogleSignUpInput,
  PublicConfig,
  SessionResponse,
  SignInInput,
  SignUpInput,
} from '@moim/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

// This module is imported by the app shell (header avatar, admin guard), so it takes only
// types from the contract: the validation library stays out of the first download.

interface MessageResponse {
  success: true;
  message: string;
}

/** Who the session cookie belongs to (GET /user/me): the server's word on who is signed in. */
export const currentUserQuery = {
  queryKey: queryKeys.me,
  queryFn: ({ signal }: { signal?: AbortSignal }) => apiRequest<CurrentUser>('/user/me', { signal }),
  // A 401 means the session is gone: asking again will not bring it back.
  retry: (count: number, error: Error) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
};

/** The signed-in user; idle while signed out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({ ...currentUserQuery, enabled: session !== null });
}

/** Public settings (whether Google sign-in is offered); fetched once per page load. */
export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.publicConfig,
    queryFn: ({ signal }) => apiRequest<PublicConfig>('/config', { signal }),
    staleTime: Infinity,
  });
}

export type AvailabilityKind = 'userId' | 'email';

const availabilityPath = { userId: '/user/isUserId/', email: '/user/isEmail/' } as const;

/** The query of an ID or e-mail availability check, shared by the inline check and the submit. */
export function availabilityQuery(kind: AvailabilityKind, value: string) {
  return {
    queryKey: ['availability', kind, kind === 'email' ? value.toLowerCase() : value] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      apiRequest<{ available: boolean }>(`${availabilityPath[kind]}${encodeURIComponent(value)}`, { signal }),
    staleTime: 10_000,
    retry: false,
  };
}

export function useSignIn() {
  return useMutation({
    mutationFn: (input: SignInInput) => apiRequest<SessionResponse>('/user/signIn', { method: 'POST', body: input }),
  });
}

/** Connects the Google account whose link ticket the Google return left in a cookie. */
export function useLinkGoogle() {
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse>('/user/linkGoogle', { method: 'POST', body: {} }),
  });
}

export interface SendVerificationResponse {
  success: true;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export function useSendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<SendVerificationResponse>('/mail/sendVerification', { method: 'POST', body: { email } }),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (input: { email: string; code: string }) =>
      apiRequest<MessageResponse>('/mail/verifyCode', { method: 'POST', body: { ...input } }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => apiRequest<MessageResponse>('/user/signUp', { method: 'POST', body: input }),
  });
}

export function useGoogleSignUp() {
  return useMutation({
    mutationFn: (input: GoogleSignUpInput) =>
      apiRequest<SessionResponse>('/user/googleSignUp', { method: 'POST', body: input }),
  });
}

export function useCheckCurrentPassword() {
  return useMutation({
    mutationFn: (input: { userId: string; password: string }) =>
      apiRequest<{ valid: boolean }>('/user/checkCurrentPassword', { method: 'POST', body: input }),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: { userId: string; password: string; confirmPassword: string }) =>
      apiRequest<MessageResponse>('/user/updatePassword', { method: 'PATCH', body: input }),
  });
}

export function useFindUsername() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ username: string; message: string }>('/user/findUsername', { method: 'POST', body: { email } }),
  });
}

export function useFindPassword() {
  return useMutation({
    mutationFn: (input: { userId: string; email: string }) =>
      apiRequest<{ pwChangeSuccess: boolean; message: string }>('/mail/findPassword', {
        method: 'POST',
        body: input,
      }),
  });
}
