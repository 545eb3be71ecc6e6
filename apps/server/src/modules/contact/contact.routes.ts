import {
  CONTACT_FILE_MAX_BYTES,
  CONTACT_MESSAGE_MAX_LENGTH,
  ContactInputSchema,
  ContactResponseSchema,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { readMultipartForm } from '../../plugins/uploads.ts';
import { isAcceptedContactFile, sniffFile, type SniffedFile } from './contact-file.ts';
import { contactLimits, type ContactService } from './contact.service.ts';

/**
 * The form as the route checks it: the contract's fields, and the file (already read, and typed
 * by its bytes), so that every problem, the file's included, is answered at once.
 */
const ContactFormBodySchema = ContactInputSchema.extend({
  file: z
    .custom<SniffedFile>((value) => typeof value === 'object' && value !== null && 'data' in value)
    .refine(isAcceptedContactFile, { error: 'contactFileInvalidType' })
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description: 'Optional: an image (JPEG, PNG, WebP, GIF, HEIC) or a PDF, at most 5 MB, judged by its bytes.',
    }),
});

/**
 * Reads the multipart body into `request.body` before the schema checks it. A text field named
 * `file` (what some clients send when no file is chosen) is not the file.
 */
async function readContactForm(request: FastifyRequest): Promise<void> {
  const form = await readMultipartForm(request, {
    maxFileBytes: CONTACT_FILE_MAX_BYTES,
    // A character takes at most 3 bytes in UTF-8 (4 for a pair of UTF-16 units), so a longer
    // field is over its limit whatever it holds; the rest is room for white space that is trimmed.
    maxFieldBytes: 3 * CONTACT_MESSAGE_MAX_LENGTH + 1024,
    maxFields: 10,
    fileTooLarge: 'contactFileTooLarge',
  });
  const { file: _textFile, ...fields } = form.fields;
  request.body = { ...fields, ...(form.file ? { file: await sniffFile(form.file) } : {}) };
}

export function contactRoutes(contact: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    const contactUs = implement(endpoints.contactUs, { response: { 200: ContactResponseSchema } });
    app.route({
      ...contactUs,
      // The form's fields and file, as the route reads them (readContactForm).
      schema: { ...contactUs.schema, consumes: ['multipart/form-data'], body: ContactFormBodySchema },
      config: {
        ...contactUs.config,
        rateLimit: { max: contactLimits.perAddress.max, timeWindow: contactLimits.perAddress.windowMs },
      },
      preValidation: readContactForm,
      handler: async (request) => {
        await contact.send(request.body, { locale: requestLocale(request), caller: request.caller });
        return { success: true as const };
      },
    });
  };
}
