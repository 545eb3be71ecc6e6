import type { Place } from '@moim/contract';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { PinPicker } from '../PinPicker.tsx';
import { PlaceCombobox } from '../PlaceCombobox.tsx';
import type { PostEventValues } from './post-event-values.ts';
import { TextField } from './TextField.tsx';

/**
 * A place a map service found by its name (not a district of the built-in list, nor a bare
 * address): its name is the venue's.
 */
function venueOf(place: Place | null): string {
  return place && place.pinRadiusKm === undefined && place.name !== place.address ? place.name : '';
}

/**
 * The road address, chosen from the suggestions; once chosen, a map to put its pin on the exact
 * meeting point (a new place puts the pin back on it); the venue's name (a named place found by
 * the search fills it, unless the host wrote their own); and the detail address.
 */
export function PlaceFields() {
  const { t } = useTranslation('events');
  const id = useId();
  const {
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<PostEventValues>();
  const { field } = useController({ control, name: 'location' });
  const { field: pin } = useController({ control, name: 'pin' });
  return (
    <>
      <Field
        id={`${id}-place`}
        label={t('post.address')}
        required
        hint={t('post.addressHint')}
        error={errors.location?.message}
      >
        {({ describedBy, invalid }) => (
          <PlaceCombobox
            ref={field.ref}
            id={`${id}-place`}
            value={field.value}
            onChange={(place) => {
              const venue = getValues('venue').trim();
              if (!venue || venue === venueOf(field.value)) setValue('venue', venueOf(place));
              field.onChange(place);
              pin.onChange(null);
            }}
            placeholder={t('post.addressPlaceholder')}
            describedBy={describedBy}
            invalid={invalid}
          />
        )}
      </Field>
      {field.value && <PinPicker key={field.value.id} place={field.value} value={pin.value} onChange={pin.onChange} />}
      <TextField
        name="venue"
        label={t('post.venue')}
        hint={t('post.venueHint')}
        placeholder={t('post.venuePlaceholder')}
      />
      <TextField
        name="locationDetail"
        label={t('post.locationDetail')}
        hint={t('post.locationDetailHint')}
        placeholder={t('post.locationDetailPlaceholder')}
      />
    </>
  );
}
