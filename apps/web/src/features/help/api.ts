import type { ContactInput } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';

export interface ContactRequest {
  input: ContactInput;
  file: File | null;
}

/** Sends the contact form as the spec's multipart body: title, phone, email, message, and `file` if chosen. */
export function useSendContact() {
  return useMutation({
    mutationFn: ({ input, file }: ContactRequest) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(input)) body.append(name, value);
      if (file) body.append('file', file, file.name);
      return callApi(endpoints.contactUs, { body });
    },
  });
}
