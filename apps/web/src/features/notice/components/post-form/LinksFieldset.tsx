import { POST_LINK_DESCRIPTION_MAX_LENGTH, POST_LINK_URL_MAX_LENGTH } from '@moim/contract/limits';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PostFormValues } from '../../post-draft.ts';
import { PostTextField } from './PostTextField.tsx';
import { RepeatedFieldset } from './RepeatedFieldset.tsx';
import { errorAt } from './error-at.ts';

/** The post's links: an address and a description each (`id` prefixes their ids). */
export function LinksFieldset({ id }: { id: string }) {
  const { t } = useTranslation('notice');
  const { register, formState } = useFormContext<PostFormValues>();
  const error = (name: string) => errorAt(formState.errors, name);
  return (
    <RepeatedFieldset
      name="links"
      newItem={{ url: '', description: '' }}
      legend={t('form.links')}
      removeLabel={(number) => t('form.removeLink', { number })}
      addLabel={t('form.addLink')}
      renderItem={(index, number) => (
        <>
          <PostTextField
            id={`${id}-l${index}-url`}
            label={t('form.url', { number })}
            error={error(`links.${index}.url`)}
            registration={register(`links.${index}.url`)}
            maxLength={POST_LINK_URL_MAX_LENGTH}
            type="url"
            placeholder="https://"
          />
          <PostTextField
            id={`${id}-l${index}-d`}
            label={t('form.description', { number })}
            error={error(`links.${index}.description`)}
            registration={register(`links.${index}.description`)}
            maxLength={POST_LINK_DESCRIPTION_MAX_LENGTH}
          />
        </>
      )}
    />
  );
}
