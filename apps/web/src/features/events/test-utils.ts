export { mockApi, type MockAnswerFor, type MockReply, type MockReplyFor } from '../../test/mock-api.ts';
export { deferredReply, imageFile, signIn, stubObjectUrls } from '../../test/helpers.ts';
