import type { MessageKey } from './en.ts';

export const ko: Record<MessageKey, string> = {
  invalidInput: '입력한 정보 중 올바르지 않은 항목이 있습니다.',
  requiredField: '필수 입력 항목입니다.',
  malformedJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  payloadTooLarge: '요청이 너무 큽니다.',
  unsupportedMediaType: '지원하지 않는 형식의 요청입니다.',
  notFound: '찾을 수 없습니다.',
  apiNotFound: '이 주소에는 API가 없습니다.',
  unauthorized: '로그인이 필요합니다.',
  forbidden: '이 작업을 할 권한이 없습니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  internalError: '서버에 문제가 발생했습니다. 다시 시도해 주세요.',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요.',
  subscriptionSuccessful: '구독이 완료되었습니다.',
  subscriptionFailed: '구독에 실패했습니다. 다시 시도해 주세요.',
};
