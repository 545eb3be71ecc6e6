import type { SubscribeInput } from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import type { ContentRepository } from './content.repository.ts';

export function createContentService(deps: { repository: ContentRepository; clock: Clock }) {
  return {
    /** Subscribing an address twice is a success, not a duplicate. */
    async subscribe(input: SubscribeInput): Promise<void> {
      await deps.repository.addSubscription(input.email.toLowerCase(), deps.clock.now());
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
