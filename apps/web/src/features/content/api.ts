import type { SubscribeInput, SubscribeResponse } from '@moim/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';

export function useSubscribe() {
  return useMutation({
    mutationFn: (input: SubscribeInput) =>
      apiRequest<SubscribeResponse>('/events/subscribe', { method: 'POST', body: input }),
  });
}
