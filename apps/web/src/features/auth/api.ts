import type { BodyOf } from '@moim/contract/endpoint';
import { endpoints } from '@moim/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';

// This module is imported by the app shell (the Google return, the sign-in state), so it takes
// only types from the contract: the validation library stays out of the first download.

export type AvailabilityKind = 'userId' | 'email';

/** The query of an ID or e-mail availability check, shared by the inline check and the submit. */
export function availabilityQuery(kind: AvailabilityKind, value: string) {
  return {
    queryKey: ['availability', kind, kind === 'email' ? value.toLowerCase() : value] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      kind === 'userId'
        ? callApi(endpoints.isUserIdAvailable, { params: { userId: value }, signal })
        : callApi(endpoints.isEmailAvailable, { params: { email: value }, signal }),
    staleTime: 10_000,
    retry: false,
  };
}

export function useSignIn() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof endpoints.signIn>) => callApi(endpoints.signIn, { body: input }),
  });
}

/** Connects the Google account whose link ticket the Google return left in a cookie. */
export function useLinkGoogle() {
  return useMutation({
    mutationFn: () => callApi(endpoints.linkGoogle, { body: {} }),
  });
}

export function useSendVerification() {
  return useMutation({
    mutationFn: (email: string) => callApi(endpoints.sendVerification, { body: { email } }),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof endpoints.verifyCode>) => callApi(endpoints.verifyCode, { body: input }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof endpoints.signUp>) => callApi(endpoints.signUp, { body: input }),
  });
}

export function useGoogleSignUp() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof endpoints.googleSignUp>) => callApi(endpoints.googleSignUp, { body: input }),
  });
}

export function useCheckCurrentPassword() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof endpoints.checkCurrentPassword>) =>
      callApi(endpoints.checkCurrentPassword, { body: input }),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof endpoints.updatePassword>) => callApi(endpoints.updatePassword, { body: input }),
  });
}

export function useFindUsername() {
  return useMutation({
    mutationFn: (email: string) => callApi(endpoints.findUsername, { body: { email } }),
  });
}

export function useFindPassword() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof endpoints.findPassword>) => callApi(endpoints.findPassword, { body: input }),
  });
}
