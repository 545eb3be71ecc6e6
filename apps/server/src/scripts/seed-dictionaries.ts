// What the seed's people, events and texts are made of (seed.ts, seed-rows.ts): names by language
// group, activities by category, the texts of names and descriptions, and the districts.
import { type CATEGORIES, EVENT_LANGUAGES } from '@moim/contract';
import { type gazetteer } from '../modules/places/gazetteer.ts';

export interface PersonGroup {
  weight: number;
  /** Share of the group whose mail language is Korean. */
  korean: number;
  nationalities: string[];
  male: string[];
  female: string[];
  family: string[];
  /** How a full name is written. */
  order: 'family-given' | 'given-family' | 'family-given-spaced';
  /** Extra names in another script, same order rules. */
  alt?: { male: string[]; female: string[]; family: string[]; order: PersonGroup['order'] };
}

export const PEOPLE: PersonGroup[] = [
  {
    weight: 30,
    korean: 0.95,
    nationalities: ['KR'],
    male: ['민준', '서준', '도윤', '예준', '시우', '하준', '지호', '주원', '지훈', '현우', '준서', '건우'],
    female: ['서연', '서윤', '지우', '서현', '민서', '하은', '하윤', '윤서', '지민', '채원', '수아', '지아'],
    family: ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권'],
    order: 'family-given',
  },
  {
    weight: 18,
    korean: 0.05,
    nationalities: ['US', 'US', 'US', 'GB', 'CA', 'CA', 'AU', 'NZ', 'IE', 'ZA'],
    male: [
      'James',
      'Michael',
      'Daniel',
      'Ryan',
      'Ethan',
      'Noah',
      'Liam',
      'Jack',
      'Oliver',
      'Matthew',
      'Andrew',
      'Chris',
    ],
    female: [
      'Emily',
      'Sarah',
      'Olivia',
      'Emma',
      'Jessica',
      'Chloe',
      'Grace',
      'Hannah',
      'Sophie',
      'Megan',
      'Lauren',
      'Ava',
    ],
    family: [
      'Smith',
      'Johnson',
      'Brown',
      'Taylor',
      'Wilson',
      'Walker',
      'Harris',
      'Clarke',
      'Murphy',
      "O'Brien",
      'Campbell',
      'Thompson',
    ],
    order: 'given-family',
  },
  {
    weight: 8,
    korean: 0.1,
    nationalities: ['CN', 'CN', 'CN', 'TW', 'HK'],
    male: ['伟', '强', '磊', '军', '洋', '杰', '涛', '浩'],
    female: ['芳', '娜', '敏', '静', '丽', '婷', '雪', '琳'],
    family: ['王', '李', '张', '刘', '陈', '杨', '黄', '赵'],
    order: 'family-given',
    alt: {
      male: ['Wei', 'Qiang', 'Lei', 'Jun', 'Yang', 'Jie', 'Tao', 'Hao'],
      female: ['Fang', 'Na', 'Min', 'Jing', 'Li', 'Ting', 'Xue', 'Lin'],
      family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao'],
      order: 'given-family',
    },
  },
  {
    weight: 6,
    korean: 0.1,
    nationalities: ['JP'],
    male: ['Haruto', 'Yuto', 'Sota', 'Ren', 'Kaito', 'Takumi', 'Riku', 'Hayato'],
    female: ['Yui', 'Hina', 'Sakura', 'Aoi', 'Mio', 'Yuna', 'Rin', 'Mei'],
    family: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura'],
    order: 'given-family',
    alt: {
      male: ['翔太', '大輝', '蓮', '陽翔'],
      female: ['さくら', '結衣', '陽菜', '美咲'],
      family: ['佐藤', '鈴木', '高橋', '田中'],
      order: 'family-given-spaced',
    },
  },
  {
    weight: 7,
    korean: 0.1,
    nationalities: ['VN'],
    male: ['Văn An', 'Minh Đức', 'Quang Huy', 'Hoàng Nam', 'Tuấn Anh', 'Đức Thắng'],
    female: ['Thị Mai', 'Ngọc Anh', 'Thu Trang', 'Thanh Hương', 'Phương Linh', 'Bảo Ngọc'],
    family: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Vũ', 'Đặng'],
    order: 'family-given-spaced',
  },
  {
    weight: 7,
    korean: 0.05,
    nationalities: ['PH', 'PH', 'TH', 'ID', 'MY'],
    male: ['Juan', 'Mark', 'Somchai', 'Arif', 'Budi', 'Rizal', 'Nattapong', 'Hafiz'],
    female: ['Maria', 'Angelica', 'Siriporn', 'Putri', 'Dewi', 'Nurul', 'Kanya', 'Aisyah'],
    family: ['Santos', 'Reyes', 'Cruz', 'Saelim', 'Wongsakul', 'Wijaya', 'Santoso', 'Rahman'],
    order: 'given-family',
  },
  {
    weight: 6,
    korean: 0.05,
    nationalities: ['IN', 'NP', 'UZ', 'MN', 'KZ', 'BD', 'PK'],
    male: ['Arjun', 'Rahul', 'Aziz', 'Bat-Erdene', 'Sanjar', 'Rohan', 'Bilal', 'Temuulen'],
    female: ['Priya', 'Ananya', 'Dilnoza', 'Oyunchimeg', 'Madina', 'Sita', 'Ayesha', 'Nodira'],
    family: ['Sharma', 'Patel', 'Karimov', 'Gurung', 'Bold', 'Yusupov', 'Khan', 'Thapa'],
    order: 'given-family',
  },
  {
    weight: 10,
    korean: 0.05,
    nationalities: ['DE', 'FR', 'ES', 'IT', 'NL', 'SE', 'PL', 'RU'],
    male: ['Lukas', 'Jonas', 'Lucas', 'Hugo', 'Pablo', 'Matteo', 'Luca', 'Daan', 'Erik', 'Jakub', 'Ivan', 'Dmitri'],
    female: ['Anna', 'Lea', 'Camille', 'Chloé', 'Lucía', 'Giulia', 'Sofia', 'Emma', 'Elsa', 'Zofia', 'Olga', 'Marie'],
    family: [
      'Müller',
      'Schmidt',
      'Dubois',
      'Martin',
      'García',
      'Rossi',
      'de Vries',
      'Andersson',
      'Kowalski',
      'Novak',
      'Bianchi',
      'Moreau',
    ],
    order: 'given-family',
  },
  {
    weight: 5,
    korean: 0.05,
    nationalities: ['MX', 'BR', 'AR', 'CO', 'CL', 'PE'],
    male: ['Diego', 'Mateo', 'Santiago', 'Gabriel', 'Lucas', 'Thiago', 'Carlos', 'Andrés'],
    female: ['Valentina', 'Camila', 'Isabella', 'Mariana', 'Ana', 'Gabriela', 'Lucía', 'Fernanda'],
    family: ['García', 'Rodríguez', 'Martínez', 'Silva', 'Santos', 'Oliveira', 'Fernández', 'López'],
    order: 'given-family',
  },
  {
    weight: 3,
    korean: 0.05,
    nationalities: ['EG', 'NG', 'KE', 'TR', 'GH', 'MA'],
    male: ['Ahmed', 'Omar', 'Emeka', 'Kwame', 'Mehmet', 'Youssef', 'Tunde', 'Karim'],
    female: ['Fatima', 'Amina', 'Zeynep', 'Nia', 'Aisha', 'Leila', 'Chioma', 'Salma'],
    family: ['Hassan', 'Okafor', 'Mensah', 'Yılmaz', 'El Amrani', 'Adeyemi', 'Mwangi', 'Demir'],
    order: 'given-family',
  },
];

export function fullName(given: string, family: string, order: PersonGroup['order']): string {
  if (order === 'family-given') return `${family}${given}`;
  if (order === 'family-given-spaced') return `${family} ${given}`;
  return `${given} ${family}`;
}

/** What each category's events are about, in English and Korean. */
export const ACTIVITIES: Record<(typeof CATEGORIES)[number], Array<[string, string]>> = {
  Social: [
    ['Language Exchange', '언어교환'],
    ['Coffee Chat', '커피 챗'],
    ['Pub Night', '펍 나이트'],
    ['Picnic', '피크닉'],
    ['Karaoke Night', '노래방 파티'],
    ['Potluck Dinner', '포틀럭 파티'],
    ['Newcomers Meetup', '새내기 환영회'],
    ['Brunch Club', '브런치'],
  ],
  Learning: [
    ['Korean Study Group', '한국어 스터디'],
    ['English Conversation', '영어 회화'],
    ['Coding Workshop', '코딩 워크숍'],
    ['Photography Class', '사진 강좌'],
    ['Book Club', '독서'],
    ['TOPIK Prep', '토픽 준비'],
    ['Calligraphy Class', '서예 수업'],
    ['Startup Talk', '창업 토크'],
  ],
  Food: [
    ['Korean BBQ Night', '고기 파티'],
    ['Street Food Tour', '길거리 음식 투어'],
    ['Kimchi Making', '김치 만들기'],
    ['Cooking Class', '쿠킹 클래스'],
    ['Makgeolli Tasting', '막걸리 시음회'],
    ['Vegan Dinner', '비건 저녁'],
    ['Night Market Walk', '야시장 산책'],
    ['Dessert Cafe Hopping', '디저트 카페 투어'],
  ],
  Activities: [
    ['Hiking', '등산'],
    ['Running Crew', '러닝 크루'],
    ['Bouldering', '볼더링'],
    ['Han River Cycling', '한강 자전거'],
    ['Yoga in the Park', '공원 요가'],
    ['Badminton', '배드민턴'],
    ['Futsal', '풋살'],
    ['Dance Class', '댄스 클래스'],
  ],
  Trip: [
    ['Day Trip', '당일치기 여행'],
    ['Temple Stay', '템플스테이'],
    ['Island Hopping', '섬 여행'],
    ['Hanok Village Walk', '한옥마을 산책'],
    ['Beach Weekend', '해변 여행'],
    ['Palace Tour', '고궁 투어'],
    ['Cherry Blossom Trip', '벚꽃 여행'],
    ['Camping Trip', '캠핑'],
  ],
  Games: [
    ['Board Game Night', '보드게임'],
    ['Escape Room', '방탈출'],
    ['PC Bang Tournament', '피시방 대회'],
    ['Mafia Game', '마피아 게임'],
    ['Chess Club', '체스'],
    ['Trivia Night', '퀴즈 나이트'],
    ['Mahjong Evening', '마작'],
    ['Video Game Meetup', '비디오 게임'],
  ],
  'Art/Fashion': [
    ['Sketching Meetup', '드로잉'],
    ['Vintage Market Tour', '빈티지 마켓 투어'],
    ['Pottery Class', '도자기 공방'],
    ['Gallery Walk', '갤러리 산책'],
    ['K-Beauty Workshop', 'K-뷰티 워크숍'],
    ['Hanbok Photo Walk', '한복 사진 산책'],
    ['Film Photography Walk', '필름 사진 산책'],
    ['Fashion Swap', '옷 교환 파티'],
  ],
  Others: [
    ['Volunteering', '봉사활동'],
    ['Flea Market', '플리마켓'],
    ['Networking Night', '네트워킹 나이트'],
    ['Dog Walk', '반려견 산책'],
    ['Movie Night', '영화의 밤'],
    ['Meditation', '명상'],
    ['Career Talk', '커리어 토크'],
    ['Plogging', '플로깅'],
  ],
};

/** Event names: {activity}, {area}, {day} are filled in for each event (seed-rows.ts). */
export const NAME_PATTERNS = {
  en: [
    '{activity} in {area}',
    '{day} {activity}',
    '{activity} for Beginners',
    '{area} {activity} Meetup',
    '{activity} with New Friends',
    'Casual {activity} ({area})',
    '{activity}: Everyone Welcome',
    'Weekly {activity} in {area}',
  ],
  ko: [
    '{area} {activity} 모임',
    '{day} {activity}',
    '초보자 환영 {activity}',
    '{activity} 같이 해요',
    '외국인 친구와 {activity}',
    '{area}에서 {activity}',
    '{activity} 번개 모임',
    '즐거운 {activity} 모임',
  ],
};

/** First paragraph of a description. Plain text without markup characters (& < >). */
export const INTROS = {
  en: [
    'Join us for {activity} in {area}! Whether you just arrived in Korea or have lived here for years, this is a relaxed way to meet new people.',
    'We are a friendly group of locals and foreigners who meet regularly for {activity}. No experience needed, just bring a good mood.',
    'Looking for something fun to do on {day}? Come along for {activity} near {area} and make friends from all over the world.',
    'This {activity} meetup is small and cozy, so everyone gets a chance to talk. English and Korean are both welcome.',
    'Our host has organised {activity} in {area} many times. Expect good conversation, a warm welcome and plenty of laughs.',
    'First time? Perfect. We keep {activity} simple and beginner friendly, and we always introduce newcomers to the group.',
  ],
  ko: [
    '{area}에서 {activity} 함께해요! 한국에 온 지 얼마 안 된 분도, 오래 사신 분도 모두 환영합니다.',
    '외국인과 한국인이 함께하는 {activity} 모임입니다. 경험이 없어도 괜찮아요. 즐거운 마음만 가져오세요.',
    '{day}에 뭐 할지 고민이라면 {area} {activity}에 오세요. 다양한 나라의 친구를 만날 수 있어요.',
    '소규모로 진행하는 {activity} 모임이라 모두 편하게 이야기할 수 있어요. 한국어, 영어 모두 가능합니다.',
    '여러 번 {activity} 모임을 열어 본 호스트가 진행합니다. 즐거운 대화와 따뜻한 분위기를 약속해요.',
    '처음이세요? 좋아요! 초보자도 쉽게 참여할 수 있도록 천천히 진행하고, 새로 온 분을 꼭 소개해 드려요.',
  ],
};

/** Further paragraphs: practical details. */
export const DETAILS = {
  en: [
    'We will meet at the main exit of the nearest subway station and walk over together.',
    'Please arrive ten minutes early so we can start on time.',
    'The fee covers the venue and a drink. If the event is free, you only pay for what you order.',
    'Bring a friend if you like, but please make sure they also register here.',
    'If you can no longer come, please cancel so someone else can take your seat.',
    'Photos may be taken during the event; tell the host if you prefer not to appear in them.',
    'After the event some of us usually grab dinner nearby. Everyone is welcome to join.',
    'Check the chat room the day before for last-minute updates from the host.',
  ],
  ko: [
    '가까운 지하철역 출구에서 만나 함께 이동합니다.',
    '제시간에 시작할 수 있도록 10분 일찍 와 주세요.',
    '참가비에는 장소 대여료와 음료 한 잔이 포함되어 있어요. 무료 모임은 주문한 것만 계산하시면 됩니다.',
    '친구와 함께 오셔도 좋아요. 다만 친구분도 꼭 여기서 신청해 주세요.',
    '참석이 어려워지면 다른 분이 참여할 수 있도록 미리 취소해 주세요.',
    '모임 중 사진을 찍을 수 있어요. 원하지 않으시면 호스트에게 말씀해 주세요.',
    '모임이 끝나면 근처에서 함께 저녁을 먹기도 해요. 누구나 함께할 수 있어요.',
    '전날 채팅방에서 호스트의 공지를 확인해 주세요.',
  ],
};

export const QUESTIONS = {
  en: [
    'Tell us a little about yourself.',
    'Why would you like to join?',
    'What is your Korean level?',
    'Have you done this before?',
  ],
  ko: [
    '간단한 자기소개 부탁드려요.',
    '참여하고 싶은 이유가 무엇인가요?',
    '한국어 수준은 어느 정도인가요?',
    '이전에 해 본 적이 있나요?',
  ],
};

export const ANSWERS = [
  'Hi! I moved to Seoul recently and would love to meet people.',
  'I have wanted to try this for a long time.',
  'Beginner, but eager to learn!',
  'A friend recommended this group.',
  '안녕하세요! 새로운 친구를 사귀고 싶어요.',
  '처음이지만 열심히 할게요!',
  '친구 추천으로 신청했어요.',
];

export const LOCATION_DETAILS = {
  en: [
    'Exit 2, in front of the café',
    '2nd floor, Room B',
    'Meet at the main gate',
    'Look for the orange Moim flag',
    'Lobby of the community centre',
    '',
  ],
  ko: ['3번 출구 앞', '2층 세미나실', '정문 앞에서 만나요', '주황색 깃발을 찾아 주세요', '1층 로비', ''],
};

export const KOREAN_DAYS = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'];

/** Districts repeated by how often events happen there: mostly Seoul, its busiest areas most. */
export const BUSY_DISTRICTS = new Set(['Mapo-gu', 'Yongsan-gu', 'Gangnam-gu', 'Jongno-gu', 'Seongdong-gu', 'Jung-gu']);
export function districtWeight(regionEn: string, nameEn: string): number {
  if (regionEn === 'Seoul') return BUSY_DISTRICTS.has(nameEn) ? 12 : 4;
  if (regionEn === 'Busan') return 2;
  if (regionEn === 'Incheon' || regionEn === 'Gyeonggi-do' || regionEn === 'Jeju') return 1;
  return 1;
}

/** The address as the places search gives it (places.service.ts, gazetteerPlace). */
export function gazetteerAddress(entry: (typeof gazetteer)[number]): string {
  const ko = [entry.regionKo, entry.cityKo, entry.nameKo].filter(Boolean).join(' ');
  const en = [entry.nameEn, entry.cityEn, entry.regionEn].filter(Boolean).join(', ');
  return `${ko} (${en})`;
}

/** Languages besides English and Korean that an event may also be held in. */
export const OTHER_LANGUAGES = EVENT_LANGUAGES.filter((l) => l !== 'en' && l !== 'ko');
