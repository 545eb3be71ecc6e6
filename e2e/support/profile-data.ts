import { expect, type APIRequestContext } from '@playwright/test';
import { apiUser, auth, createDiscoveryEvents, type ApiUser, type CreatedEvent } from './discovery-data.ts';

// A user page worth looking at, made through the API: a host with three events (the first with a
// portrait picture), and a guest who joined two of them and likes the first.

export interface ProfileScene {
  host: ApiUser;
  guest: ApiUser;
  /** In creation order: portrait, landscape, unjoined. */
  events: CreatedEvent[];
}

export async function createProfileScene(request: APIRequestContext, word: string): Promise<ProfileScene> {
  const host = await apiUser(request);
  const guest = await apiUser(request);
  const events = await createDiscoveryEvents(
    host,
    [guest],
    [
      {
        key: 'P',
        name: `${word} Poster walk`,
        category: 'Art/Fashion',
        type: 'FirstCome',
        inDays: 10,
        likes: 2,
        imageSize: [360, 1080],
      },
      { key: 'L', name: `${word} Lake hike`, category: 'Activities', type: 'FirstCome', inDays: 12, likes: 0 },
      { key: 'Q', name: `${word} Quiet reading`, category: 'Learning', type: 'FirstCome', inDays: 14, likes: 0 },
    ],
  );
  for (const event of events.slice(0, 2)) {
    const joined = await guest.api.post('/api/participants/createParticipant', {
      headers: auth(guest),
      data: { eventId: event.id, answer: '' },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }
  return { host, guest, events };
}
