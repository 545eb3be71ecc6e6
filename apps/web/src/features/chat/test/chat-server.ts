import { CHAT_PAGE_SIZE, type ChatMessage } from '@moim/contract';
import type { MockReplyFor } from '../../../test/mock-api.ts';
import { aRoomDetail } from './fixtures.ts';

/**
 * `GET /chatrooms/{roomId}` over a list of stored messages, as the server pages it: the latest
 * page, `before` the page before a message, `after` what came after one (oldest first). The
 * test adds to `messages` to store more.
 */
export function roomEndpoint(roomId: number, messages: ChatMessage[], name = `Room ${roomId}`) {
  const reply: MockReplyFor<'GET /chatrooms/1'> = (request) => {
    const after = request.query.get('after');
    if (after !== null) {
      const page = messages.filter((m) => m.id > Number(after)).slice(0, CHAT_PAGE_SIZE);
      return [200, aRoomDetail(roomId, page, { name })];
    }
    const before = request.query.get('before');
    const older = before === null ? messages : messages.filter((m) => m.id < Number(before));
    return [200, aRoomDetail(roomId, older.slice(-CHAT_PAGE_SIZE), { name, hasOlder: older.length > CHAT_PAGE_SIZE })];
  };
  return reply;
}
