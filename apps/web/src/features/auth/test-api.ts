export { mockApi, type MockReply, type MockRequest } from '../../test/mock-api.ts';
