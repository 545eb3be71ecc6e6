import type { UnsubscribeTopic } from '@moim/contract';
import type { MailSubscription } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { followedHostEventMail, type FollowedHostEventValues } from '../follows/follows.mails.ts';

/**
 * A mail queued as the values it is made of, by the name of what makes it: rendered, and its
 * unsubscribe links signed, when the outbox sends it (decision 71).
 */
export type MailTemplate = { name: 'followedHostEvent'; values: FollowedHostEventValues };

/** A mail to queue as its template. */
export interface DeferredMail {
  to: string;
  template: MailTemplate;
}

/** What rendering needs besides the values: the signed links that stop a kind of mail for a person. */
export interface TemplateServices {
  unsubscribeLinks(userId: string, topic: UnsubscribeTopic): Promise<Omit<MailSubscription, 'locale'>>;
}

/** The mail a template makes. */
export async function renderTemplate(
  to: string,
  template: MailTemplate,
  services: TemplateServices,
): Promise<MailMessage> {
  switch (template.name) {
    case 'followedHostEvent': {
      const { values } = template;
      return followedHostEventMail(
        to,
        values,
        await services.unsubscribeLinks(values.recipientId, 'followedHostEvent'),
      );
    }
  }
}
