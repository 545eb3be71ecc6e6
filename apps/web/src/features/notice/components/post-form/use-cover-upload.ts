import type { PostData } from '@moim/contract';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api.ts';
import type { ContractForm } from '../../../../lib/form.ts';
import { uploadCover } from '../../api.ts';
import type { PostFormValues } from '../../post-draft.ts';

/** Uploads a chosen cover picture into the form's `coverImage`; `busy` while it is on its way. */
export function useCoverUpload(form: ContractForm<PostFormValues, PostData>) {
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      form.setValue('coverImage', await uploadCover(file), { shouldDirty: true });
      form.clearErrors('coverImage');
    } catch (error) {
      form.showFieldError('coverImage', error instanceof ApiError ? error.code : 'postCoverNotUploaded');
    } finally {
      setBusy(false);
    }
  };

  return { busy, choose };
}
