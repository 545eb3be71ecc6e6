import type { BodyOf } from '@moim/contract/endpoint';
import { endpoints } from '@moim/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';

export function useSubscribe() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof endpoints.subscribe>) => callApi(endpoints.subscribe, { body: input }),
  });
}
