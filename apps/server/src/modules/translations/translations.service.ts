import { createHash } from 'node:crypto';
import type { PostFaq, PostSection, TranslateInput, Translation } from '@moim/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { plainText, sanitizeRichText } from '../../lib/sanitize.ts';
import { assertMember, canSeeDrafts, canSeeHidden } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { ChatRepository } from '../chat/chat.repository.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { PostsRepository } from '../posts/posts.repository.ts';
import type { Limit, RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { ReviewsRepository } from '../reviews/reviews.repository.ts';
import { detectLanguage } from '../../lib/detect-language.ts';
import { ProviderError, type TextFormat, type TranslationProvider } from './providers/provider.ts';
import type { TranslationsRepository } from './translations.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many characters may be sent to the provider in a day (decision 77). */
export interface TranslationBudget {
  /** By one account, or by one address for a visitor. */
  perReader: number;
  /** By everyone together: the bill's ceiling. */
  perDay: number;
}

/** One text of a thing: where it goes in the answer, and what it is. */
interface Segment {
  field:
    | 'name'
    | 'description'
    | 'comment'
    | 'content'
    | 'title'
    | `sections.${number}.${'heading' | 'body'}`
    | `faqs.${number}.${'question' | 'answer'}`;
  text: string;
  format: TextFormat;
}

/** What one provider request carries at most: DeepL takes 50 texts and 128 KiB a request. */
const REQUEST_TEXTS = 50;
const REQUEST_CHARACTERS = 30_000;

/** The texts, in order, in requests no larger than a provider takes (a long post has 61 texts). */
function requestsOf(texts: string[]): string[][] {
  const requests: string[][] = [];
  let current: string[] = [];
  let characters = 0;
  for (const text of texts) {
    if (current.length === REQUEST_TEXTS || (current.length > 0 && characters + text.length > REQUEST_CHARACTERS)) {
      requests.push(current);
      current = [];
      characters = 0;
    }
    current.push(text);
    characters += text.length;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}

const digest = (segment: Segment) =>
  createHash('sha256').update(segment.format).update('\u0000').update(segment.text).digest('hex');

/** The answer's fields, the translated segments put back where they came from. */
function assemble(segments: Segment[], translated: string[]): Translation['fields'] {
  const fields: Translation['fields'] = {};
  const sections: PostSection[] = [];
  const faqs: PostFaq[] = [];
  segments.forEach(({ field }, i) => {
    const value = translated[i]!;
    const [name, index, part] = field.split('.') as [string, string | undefined, string | undefined];
    if (name === 'sections') {
      const section = (sections[Number(index)] ??= { heading: '', body: '' });
      section[part as keyof PostSection] = value;
    } else if (name === 'faqs') {
      const faq = (faqs[Number(index)] ??= { question: '', answer: '' });
      faq[part as keyof PostFaq] = value;
    } else {
      fields[name as 'name' | 'description' | 'comment' | 'content' | 'title'] = value;
    }
  });
  if (sections.length > 0) fields.sections = sections;
  if (faqs.length > 0) fields.faqs = faqs;
  return fields;
}

/**
 * Translation on demand (decision 77): the texts of one thing the reader can see, into their
 * language, through the configured provider; each text version is sent once and kept for every
 * later reader, and what is sent counts against the reader's and Moim's daily budgets.
 */
export function createTranslationsService(deps: {
  repos: {
    events: Pick<EventsRepository, 'findById'>;
    reviews: Pick<ReviewsRepository, 'findById'>;
    posts: Pick<PostsRepository, 'findById'>;
    chat: Pick<ChatRepository, 'findMessage' | 'membership'>;
    translations: TranslationsRepository;
  };
  provider: TranslationProvider | null;
  limiter: Pick<RateLimiter, 'spend' | 'giveBack'>;
  budget: TranslationBudget;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repos, provider, limiter, budget, clock, log } = deps;
  const readerLimit: Limit = { max: budget.perReader, windowMs: DAY_MS };
  const dailyLimit: Limit = { max: budget.perDay, windowMs: DAY_MS };

  /** The texts of the thing, once the caller is found allowed to read it. */
  async function segmentsOf(caller: Caller | null, { kind, id }: TranslateInput): Promise<Segment[]> {
    switch (kind) {
      case 'event': {
        const event = await repos.events.findById(id);
        if (!event) throw new AppError('eventNotFound');
        if (event.hiddenAt && !canSeeHidden(caller)) throw new AppError('eventRemoved');
        return [
          { field: 'name', text: event.name, format: 'text' },
          { field: 'description', text: event.description, format: 'html' },
        ];
      }
      case 'review': {
        const review = await repos.reviews.findById(id);
        // A hidden review reads "Removed by a moderator": there is nothing of it to translate.
        if (!review || review.hidden) throw new AppError('reviewNotFound');
        const event = await repos.events.findById(review.event.id);
        if (event?.hiddenAt && !canSeeHidden(caller)) throw new AppError('eventRemoved');
        return [{ field: 'comment', text: review.comment, format: 'html' }];
      }
      case 'post': {
        const post = await repos.posts.findById(id);
        if (!post || (post.status !== 'published' && !canSeeDrafts(caller))) throw new AppError('postNotFound');
        return [
          { field: 'title', text: post.title, format: 'text' },
          ...post.sections.flatMap((section, i): Segment[] => [
            { field: `sections.${i}.heading`, text: section.heading, format: 'text' },
            { field: `sections.${i}.body`, text: section.body, format: 'html' },
          ]),
          ...post.faqs.flatMap((faq, i): Segment[] => [
            { field: `faqs.${i}.question`, text: faq.question, format: 'text' },
            { field: `faqs.${i}.answer`, text: faq.answer, format: 'text' },
          ]),
        ];
      }
      case 'chatMessage': {
        const message = await repos.chat.findMessage(id);
        if (!message || message.hidden) throw new AppError('chatMessageNotFound');
        if (!caller) throw new AppError('unauthorized');
        const { member } = await repos.chat.membership(message.roomId, caller.id);
        assertMember(caller, member ? [caller.id] : []);
        return [{ field: 'content', text: message.content, format: 'text' }];
      }
    }
  }

  /** Spends the characters from the reader's budget and Moim's, or refuses with the one that is used up. */
  async function spend(readerKey: string, characters: number): Promise<() => Promise<void>> {
    await limiter.spend(readerKey, readerLimit, characters, 'translationAccountLimit');
    try {
      await limiter.spend('translation:all', dailyLimit, characters, 'translationDailyLimit');
    } catch (error) {
      await limiter.giveBack(readerKey, characters);
      throw error;
    }
    return async () => {
      await limiter.giveBack(readerKey, characters);
      await limiter.giveBack('translation:all', characters);
    };
  }

  /**
   * Sends the texts of one format to the provider, in requests it takes; the reader is told only
   * that it is unavailable.
   */
  async function call(texts: string[], from: string | null, input: TranslateInput, format: TextFormat) {
    try {
      const translated: string[] = [];
      for (const request of requestsOf(texts)) {
        translated.push(...(await provider!.translate({ texts: request, from, to: input.to, format })));
      }
      return translated;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ provider: provider!.name, failure: error.failure, err: error }, 'translation provider failed');
      throw new AppError('translationUnavailable', { retryAfterSeconds: error.retryAfterSeconds });
    }
  }

  return {
    /** Whether a provider is set up: the web shows no Translate action without one. */
    available: provider !== null,

    async translate(caller: Caller | null, address: string, input: TranslateInput): Promise<Translation> {
      const segments = (await segmentsOf(caller, input)).filter((segment) => segment.text.trim() !== '');
      const from = detectLanguage(
        segments.map((segment) => (segment.format === 'html' ? plainText(segment.text) : segment.text)).join('\n'),
      );
      if (from === input.to) throw new AppError('translationSameLanguage');
      if (!provider) throw new AppError('translationUnavailable');

      const hashes = segments.map(digest);
      const cached = await repos.translations.find(hashes, input.to);
      const missing = segments
        .map((segment, i) => ({ segment, hash: hashes[i]! }))
        .filter(({ hash }) => !cached.has(hash));
      if (missing.length > 0) {
        const characters = missing.reduce((sum, { segment }) => sum + segment.text.length, 0);
        const refund = await spend(caller ? `translation:user:${caller.id}` : `translation:ip:${address}`, characters);
        try {
          for (const format of ['text', 'html'] as const) {
            const batch = missing.filter(({ segment }) => segment.format === format);
            if (batch.length === 0) continue;
            const translated = await call(
              batch.map(({ segment }) => segment.text),
              from,
              input,
              format,
            );
            // What comes back is text from outside: rich text is sanitised again, plain text stays text.
            const rows = batch.map(({ hash }, i) => ({
              hash,
              text: format === 'html' ? sanitizeRichText(translated[i]!) : translated[i]!.replaceAll('\u0000', ''),
            }));
            await repos.translations.store(rows, {
              to: input.to,
              from: from ?? 'und',
              provider: provider.name,
              at: clock.now(),
            });
            for (const row of rows) cached.set(row.hash, row.text);
          }
        } catch (error) {
          await refund();
          throw error;
        }
      }
      return {
        from: from ?? 'und',
        to: input.to,
        fields: assemble(
          segments,
          hashes.map((hash) => cached.get(hash)!),
        ),
      };
    },
  };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
