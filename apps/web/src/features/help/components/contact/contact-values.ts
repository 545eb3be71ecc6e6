import { ContactFileSchema, ContactInputSchema } from '@moim/contract';

export interface ContactValues {
  title: string;
  phone: string;
  email: string;
  message: string;
  file: File | null;
}

/** The form's check: the contract's fields, and what can be told of the file before sending it. */
export const ContactFormSchema = ContactInputSchema.extend({ file: ContactFileSchema.nullable() });

export const toInput = (values: ContactValues) => ({
  ...values,
  file: values.file && { size: values.file.size, type: values.file.type },
});

export const emptyForm: ContactValues = { title: '', phone: '', email: '', message: '', file: null };
