import { z } from 'zod';
import { EmailSchema } from './common.ts';

export const SubscribeInputSchema = z.object({ email: EmailSchema });
export type SubscribeInput = z.infer<typeof SubscribeInputSchema>;

export const SubscribeResponseSchema = z.object({ success: z.literal(true) });
