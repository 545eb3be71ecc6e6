export { mockApi, type MockReply } from '../../test/mock-api.ts';
export { deferredReply, imageFile, signIn, stubObjectUrls } from '../../test/helpers.ts';
