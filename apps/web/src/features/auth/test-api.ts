export { mockApi, type MockReplyFor } from '../../test/mock-api.ts';
