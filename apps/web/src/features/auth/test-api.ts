export { mockApi, type MockReply } from '../../test/mock-api.ts';
