import { POST_FAQ_ANSWER_MAX_LENGTH, POST_FAQ_QUESTION_MAX_LENGTH } from '@moim/contract/limits';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PostFormValues } from '../../post-draft.ts';
import { PostTextField } from './PostTextField.tsx';
import { RepeatedFieldset } from './RepeatedFieldset.tsx';
import { errorAt } from './error-at.ts';

/** The post's questions and answers (`id` prefixes their ids). */
export function FaqsFieldset({ id }: { id: string }) {
  const { t } = useTranslation('notice');
  const { register, formState } = useFormContext<PostFormValues>();
  const error = (name: string) => errorAt(formState.errors, name);
  return (
    <RepeatedFieldset
      name="faqs"
      newItem={{ question: '', answer: '' }}
      legend={t('form.faqs')}
      removeLabel={(number) => t('form.removeFaq', { number })}
      addLabel={t('form.addFaq')}
      renderItem={(index, number) => (
        <>
          <PostTextField
            id={`${id}-f${index}-q`}
            label={t('form.question', { number })}
            error={error(`faqs.${index}.question`)}
            registration={register(`faqs.${index}.question`)}
            maxLength={POST_FAQ_QUESTION_MAX_LENGTH}
          />
          <PostTextField
            id={`${id}-f${index}-a`}
            label={t('form.answer', { number })}
            error={error(`faqs.${index}.answer`)}
            registration={register(`faqs.${index}.answer`)}
            maxLength={POST_FAQ_ANSWER_MAX_LENGTH}
            multiline
          />
        </>
      )}
    />
  );
}
