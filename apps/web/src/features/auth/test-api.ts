export { mockApi, type MockReply, type MockReplyFor } from '../../test/mock-api.ts';
