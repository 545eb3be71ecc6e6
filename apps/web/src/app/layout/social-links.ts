export const socialLinks = [
  { key: 'instagram', url: 'https://www.instagram.com/moim.korea' },
  { key: 'facebook', url: 'https://www.facebook.com/moim.korea' },
  { key: 'kakaoTalk', url: 'https://pf.kakao.com/_moimkorea' },
] as const;
