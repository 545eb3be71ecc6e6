/**
 * Fills the configured database (PGlite under DATA_DIR, or DATABASE_URL) with realistic demo and
 * benchmark data: users, event images, events across categories, dates, districts and languages,
 * participants, likes and chat rooms.
 *
 *   npm run seed                                  300 events: a demo site
 *   npm run seed -- --events 100000 [--users 3000] [--images 16] [--reset]
 *
 * Rows are made by the database in a few set-based statements (`insert … select … from
 * generate_series(…)`), in one transaction, then VACUUM ANALYZE. Seed users are the demo account
 * `demo` and `seeduser<N>`, with e-mails `…@seed.moim.example` and the password `Password1!`;
 * `--reset` first deletes them with their events and everything attached to them. Each run adds
 * its events to what is there.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CATEGORIES, EVENT_LANGUAGES, countryCodes, seoulDate } from '@moim/contract';
import sharp from 'sharp';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { processImage } from '../lib/images.ts';
import { searchableText, searchGrams } from '../lib/search.ts';
import { hashPassword } from '../lib/passwords.ts';
import { openStorage } from '../lib/open-storage.ts';
import type { Storage } from '../lib/storage.ts';
import { gazetteer } from '../modules/places/gazetteer.ts';

export const SEED_EMAIL_DOMAIN = 'seed.moim.example';
export const SEED_USER_PREFIX = 'seeduser';
/** Meets the password rule (lower and upper case, a digit, one of !@#$%^&*, 8 or more). */
export const SEED_PASSWORD = 'Password1!';
/** The account the README tells newcomers to sign in with; the busiest host of the seed. */
export const SEED_DEMO_USER_ID = 'demo';
const DEMO_EMAIL = `${SEED_DEMO_USER_ID}@${SEED_EMAIL_DOMAIN}`;
export const DEFAULT_SEED_EVENTS = 300;

export interface SeedOptions {
  events: number;
  /** `seeduser<N>` accounts to make (those already there are kept); the demo account comes on top. */
  users: number;
  /** Delete previous seed data (seed users, their events and what hangs off them) first. */
  reset: boolean;
  /** Generated images per category, shared by the events of that category. */
  imagesPerCategory: number;
  /** "Now", for tests; defaults to the current time. */
  now?: Date;
  /** Images already being drawn (see drawSeedImages), so that work overlaps opening the database. */
  images?: Promise<SeedImage[]>;
  log?: (line: string) => void;
}

export interface SeedResult {
  /** Users added by this run. */
  users: number;
  /** Whether the demo account exists and signs in with SEED_PASSWORD (false when a real user has its ID). */
  demo: boolean;
  events: number;
  images: number;
  eventImages: number;
  participants: number;
  likes: number;
  chatMembers: number;
  deleted: { users: number; events: number };
  ms: number;
}

// ---------------------------------------------------------------------------------------------
// Raw SQL on one connection: temporary tables and the transaction need the same session.

interface Session {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}

interface PgliteLike {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  transaction<R>(work: (tx: PgliteLike) => Promise<R>): Promise<R>;
}

function pgliteSession(client: PgliteLike): Session {
  return {
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query<T>(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}

/** Runs `work` in one transaction on one connection, whichever driver is underneath. */
async function inTransaction<R>(handle: DatabaseHandle, work: (session: Session) => Promise<R>): Promise<R> {
  if (handle.kind === 'pglite') {
    const client = (handle.db as unknown as { $client: PgliteLike }).$client;
    return client.transaction((tx) => work(pgliteSession(tx)));
  }
  const client = await handle.pool!.connect();
  const session: Session = {
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query(text, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
  };
  try {
    await client.query('begin');
    const result = await work(session);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Outside any transaction (VACUUM cannot run in one). */
async function runOutside(handle: DatabaseHandle, text: string): Promise<void> {
  if (handle.kind === 'pglite') {
    await (handle.db as unknown as { $client: PgliteLike }).$client.query(text);
  } else {
    await handle.pool!.query(text);
  }
}

// ---------------------------------------------------------------------------------------------
// Dictionaries: people, words and places the rows are composed from.

interface PersonGroup {
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

const PEOPLE: PersonGroup[] = [
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

function fullName(given: string, family: string, order: PersonGroup['order']): string {
  if (order === 'family-given') return `${family}${given}`;
  if (order === 'family-given-spaced') return `${family} ${given}`;
  return `${given} ${family}`;
}

/** What each category's events are about, in English and Korean. */
const ACTIVITIES: Record<(typeof CATEGORIES)[number], Array<[string, string]>> = {
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

/** Event names: {activity}, {area}, {day} are filled in by the database. */
const NAME_PATTERNS = {
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
const INTROS = {
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
const DETAILS = {
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

const QUESTIONS = {
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

const ANSWERS = [
  'Hi! I moved to Seoul recently and would love to meet people.',
  'I have wanted to try this for a long time.',
  'Beginner, but eager to learn!',
  'A friend recommended this group.',
  '안녕하세요! 새로운 친구를 사귀고 싶어요.',
  '처음이지만 열심히 할게요!',
  '친구 추천으로 신청했어요.',
];

const LOCATION_DETAILS = {
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

const KOREAN_DAYS = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'];

/** Districts repeated by how often events happen there: mostly Seoul, its busiest areas most. */
const BUSY_DISTRICTS = new Set(['Mapo-gu', 'Yongsan-gu', 'Gangnam-gu', 'Jongno-gu', 'Seongdong-gu', 'Jung-gu']);
function districtWeight(regionEn: string, nameEn: string): number {
  if (regionEn === 'Seoul') return BUSY_DISTRICTS.has(nameEn) ? 12 : 4;
  if (regionEn === 'Busan') return 2;
  if (regionEn === 'Incheon' || regionEn === 'Gyeonggi-do' || regionEn === 'Jeju') return 1;
  return 1;
}

/** The address as the places search gives it (places.service.ts, gazetteerPlace). */
function gazetteerAddress(entry: (typeof gazetteer)[number]): string {
  const ko = [entry.regionKo, entry.cityKo, entry.nameKo].filter(Boolean).join(' ');
  const en = [entry.nameEn, entry.cityEn, entry.regionEn].filter(Boolean).join(', ');
  return `${ko} (${en})`;
}

/** Languages besides English and Korean that an event may also be held in. */
const OTHER_LANGUAGES = EVENT_LANGUAGES.filter((l) => l !== 'en' && l !== 'ko');

// ---------------------------------------------------------------------------------------------
// Images.

const PALETTES: Record<(typeof CATEGORIES)[number], string[]> = {
  Social: ['#f97316', '#facc15', '#fb7185', '#fde68a'],
  Learning: ['#2563eb', '#38bdf8', '#a5b4fc', '#1e3a8a'],
  Food: ['#dc2626', '#f59e0b', '#fef3c7', '#7c2d12'],
  Activities: ['#16a34a', '#84cc16', '#0ea5e9', '#14532d'],
  Trip: ['#0891b2', '#22d3ee', '#fbbf24', '#164e63'],
  Games: ['#7c3aed', '#ec4899', '#22d3ee', '#312e81'],
  'Art/Fashion': ['#db2777', '#f0abfc', '#fcd34d', '#831843'],
  Others: ['#475569', '#94a3b8', '#f472b6', '#0f172a'],
};

/** A small deterministic generator, so the same run draws the same pictures. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A colourful 1200×800 picture: a gradient with translucent circles, rings and bars. */
function pictureSvg(palette: string[], random: () => number): string {
  const pick = () => palette[Math.floor(random() * palette.length)]!;
  const shapes: string[] = [];
  const count = 6 + Math.floor(random() * 8);
  for (let i = 0; i < count; i++) {
    const x = Math.round(random() * 1200);
    const y = Math.round(random() * 800);
    const opacity = (0.25 + random() * 0.45).toFixed(2);
    const kind = random();
    if (kind < 0.45) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${40 + Math.round(random() * 220)}" fill="${pick()}" opacity="${opacity}"/>`,
      );
    } else if (kind < 0.7) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${60 + Math.round(random() * 160)}" fill="none" stroke="#ffffff" stroke-width="${8 + Math.round(random() * 24)}" opacity="${opacity}"/>`,
      );
    } else {
      const angle = Math.round(random() * 180);
      shapes.push(
        `<rect x="${x - 300}" y="${y - 30}" width="${300 + Math.round(random() * 500)}" height="${30 + Math.round(random() * 60)}" rx="20" fill="${pick()}" opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    }
  }
  const [from, to] = [pick(), pick()];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

export interface SeedImage {
  cat: number;
  k: number;
  url: string;
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Draws, processes (like an upload) and stores `perCategory` pictures per category, a few at a
 * time. Once `signal` is aborted no more are begun; those stored are returned.
 */
export async function drawSeedImages(storage: Storage, requested: number, signal?: AbortSignal): Promise<SeedImage[]> {
  const perCategory = Math.max(1, Math.min(64, Math.floor(requested)));
  const jobs = CATEGORIES.flatMap((category, cat) =>
    Array.from({ length: perCategory }, (_, k) => ({ category, cat, k })),
  );
  const images: SeedImage[] = [];
  let next = 0;
  async function worker() {
    while (next < jobs.length && !signal?.aborted) {
      const job = jobs[next++]!;
      const random = mulberry32(job.cat * 1000 + job.k + 1);
      const jpeg = await sharp(Buffer.from(pictureSvg(PALETTES[job.category], random)))
        .jpeg({ quality: 90 })
        .toBuffer();
      const processed = await processImage(jpeg, { maxWidth: 1920, maxHeight: 1920 });
      const { key, url } = await storage.save('events', processed.data, 'webp');
      images.push({
        cat: job.cat,
        k: job.k,
        url,
        key,
        width: processed.width,
        height: processed.height,
        bytes: processed.data.length,
      });
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return images;
}

// ---------------------------------------------------------------------------------------------
// The statements.

/** Splits an event's search pieces in the one string sent for them (see the search pieces step). */
const GRAM_SEPARATOR = String.fromCharCode(31);

const seedUsers = `email like '%@${SEED_EMAIL_DOMAIN}'`;

/** Loads rows into a temporary table from one JSON parameter. */
async function loadTable(session: Session, name: string, columns: string, rows: unknown[]): Promise<void> {
  await session.query(`create temp table ${name} (${columns}) on commit drop`);
  await session.query(`insert into ${name} select * from json_to_recordset($1::json) as x(${columns})`, [
    JSON.stringify(rows),
  ]);
}

/** Turns the foreign-key triggers off for this transaction if the role may; false if it may not. */
async function skipForeignKeyChecks(session: Session): Promise<boolean> {
  await session.query('savepoint seed_replica');
  try {
    await session.query("set local session_replication_role = 'replica'");
    await session.query('release savepoint seed_replica');
    return true;
  } catch {
    await session.query('rollback to savepoint seed_replica');
    return false;
  }
}

/** Drops the table's indexes that back no constraint and are not unique; returns their definitions. */
async function dropSecondaryIndexes(session: Session, table: string): Promise<string[]> {
  const { rows } = await session.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid
     join pg_namespace s on s.oid = t.relnamespace
     where t.relname = $1 and s.nspname = current_schema()
       and not x.indisunique and not x.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
     order by i.relname`,
    [table],
  );
  for (const row of rows) await session.query(`drop index "${row.name.replaceAll('"', '""')}"`);
  return rows.map((r) => r.definition);
}

async function deleteSeedData(session: Session): Promise<{ users: number; events: number; keys: string[] }> {
  const [only] = (
    await session.query<{ seed: number; others: number; events: number }>(
      `select count(*) filter (where ${seedUsers})::int as seed, count(*) filter (where not (${seedUsers}))::int as others,
              (select count(*)::int from events) as events
       from users`,
    )
  ).rows as [{ seed: number; others: number; events: number }];
  if (only.others === 0) {
    // Nothing but seed data: emptying every table that hangs off users is the same as deleting
    // them one by one with their cascades, and takes no time.
    const uploads = await session.query<{ storage_key: string }>(
      `select storage_key from uploads where owner_id in (select id from users where ${seedUsers})`,
    );
    await session.query('truncate table users cascade');
    return { users: only.seed, events: only.events, keys: uploads.rows.map((r) => r.storage_key) };
  }
  await session.query(`create temp table seed_old_users on commit drop as select id from users where ${seedUsers}`);
  await session.query('create unique index on seed_old_users (id)');
  await session.query(
    'create temp table seed_old_events on commit drop as select id from events where host_id in (select id from seed_old_users)',
  );
  await session.query('create unique index on seed_old_events (id)');
  await session.query('analyze seed_old_users');
  await session.query('analyze seed_old_events');
  // Other people's events keep counts equal to their rows once the seed users' rows go.
  await session.query(`
    update events e set likes_count = e.likes_count - x.n
    from (select l.event_id, count(*)::int as n from likes l
          where l.user_id in (select id from seed_old_users) and l.event_id not in (select id from seed_old_events)
          group by l.event_id) x
    where e.id = x.event_id`);
  await session.query(`
    update events e set participants_count = e.participants_count - x.n
    from (select p.event_id, count(*)::int as n from participants p
          where p.status = 'Approved' and p.user_id in (select id from seed_old_users)
            and p.event_id not in (select id from seed_old_events)
          group by p.event_id) x
    where e.id = x.event_id`);
  // Set-based deletes, children first, so the cascades find nothing left to do row by row.
  await session.query(
    'delete from chat_room_members where room_id in (select r.id from chat_rooms r join seed_old_events e on e.id = r.event_id)',
  );
  await session.query('delete from chat_room_members where user_id in (select id from seed_old_users)');
  await session.query('delete from chat_rooms where event_id in (select id from seed_old_events)');
  await session.query('delete from likes where event_id in (select id from seed_old_events)');
  await session.query('delete from likes where user_id in (select id from seed_old_users)');
  await session.query('delete from participants where event_id in (select id from seed_old_events)');
  await session.query('delete from participants where user_id in (select id from seed_old_users)');
  await session.query('delete from event_images where event_id in (select id from seed_old_events)');
  const events = await session.query('delete from events where id in (select id from seed_old_events)');
  const uploads = await session.query<{ storage_key: string }>(
    'delete from uploads where owner_id in (select id from seed_old_users) returning storage_key',
  );
  const users = await session.query('delete from users where id in (select id from seed_old_users)');
  return { users: users.rowCount, events: events.rowCount, keys: uploads.rows.map((r) => r.storage_key) };
}

/** Seeds `handle` (already migrated); images go to `storage`. */
export async function seedDatabase(
  handle: DatabaseHandle,
  storage: Storage,
  options: SeedOptions,
): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const today = seoulDate(now);
  if (!Number.isInteger(options.events) || options.events < 0) throw new Error('--events must be a whole number ≥ 0');
  if (!Number.isInteger(options.users) || options.users < 10) throw new Error('--users must be a whole number ≥ 10');
  const mib = handle.kind === 'pglite' ? 256 : 512;

  let step = performance.now();
  const lap = (what: string) => {
    const t = performance.now();
    log(`  ${what} (${((t - step) / 1000).toFixed(1)} s)`);
    step = t;
  };

  // The pictures are drawn while the database works; Argon2 runs once for everyone.
  const imagesReady = options.images ?? drawSeedImages(storage, options.imagesPerCategory);
  imagesReady.catch(() => undefined);
  const passwordHash = await hashPassword(SEED_PASSWORD);

  const people = PEOPLE.flatMap((group, grp) => {
    const rows: Array<{ grp: number; gender: string; k: number; name: string }> = [];
    for (const [gender, givens] of [
      ['male', group.male],
      ['Female', group.female],
    ] as const) {
      let k = 0;
      for (const given of givens)
        for (const family of group.family)
          rows.push({ grp, gender, k: k++, name: fullName(given, family, group.order) });
      if (group.alt) {
        const alt = group.alt;
        for (const given of gender === 'male' ? alt.male : alt.female)
          for (const family of alt.family) rows.push({ grp, gender, k: k++, name: fullName(given, family, alt.order) });
      }
    }
    return rows;
  });
  const totalWeight = PEOPLE.reduce((sum, g) => sum + g.weight, 0);
  let cumulative = 0;
  const groups = PEOPLE.map((group, grp) => {
    const lo = cumulative / totalWeight;
    cumulative += group.weight;
    return {
      grp,
      lo,
      hi: grp === PEOPLE.length - 1 ? 1.0001 : cumulative / totalWeight,
      korean: group.korean,
      n_male: people.filter((p) => p.grp === grp && p.gender === 'male').length,
      n_female: people.filter((p) => p.grp === grp && p.gender === 'Female').length,
      n_nat: group.nationalities.length,
    };
  });
  const nationalities = PEOPLE.flatMap((group, grp) => group.nationalities.map((code, k) => ({ grp, k, code })));
  for (const n of nationalities) if (!countryCodes.includes(n.code)) throw new Error(`Unknown nationality ${n.code}`);

  const districts = gazetteer
    .flatMap((entry) => Array.from({ length: districtWeight(entry.regionEn, entry.nameEn) }, () => entry))
    .map((entry, k) => ({
      k,
      location: gazetteerAddress(entry),
      lat: entry.latitude,
      lng: entry.longitude,
      area_en: entry.nameEn.replace(/-(gu|gun|si)$/i, ''),
      area_ko: entry.nameKo,
    }));
  const activities = CATEGORIES.flatMap((category, cat) =>
    ACTIVITIES[category].map(([en, ko], k) => ({ cat, k, en, ko })),
  );
  const texts = (['en', 'ko'] as const).flatMap((lang) => [
    ...NAME_PATTERNS[lang].map((text, k) => ({ kind: 'name', lang, k, text })),
    ...INTROS[lang].map((text, k) => ({ kind: 'intro', lang, k, text })),
    ...DETAILS[lang].map((text, k) => ({ kind: 'detail', lang, k, text })),
    ...QUESTIONS[lang].map((text, k) => ({ kind: 'question', lang, k, text })),
    ...LOCATION_DETAILS[lang].map((text, k) => ({ kind: 'spot', lang, k, text })),
  ]);
  const answers = ANSWERS.map((text, k) => ({ k, text }));

  const counts = {
    names: NAME_PATTERNS.en.length,
    intros: INTROS.en.length,
    details: DETAILS.en.length,
    questions: QUESTIONS.en.length,
    spots: LOCATION_DETAILS.en.length,
    activities: ACTIVITIES.Social.length,
  };
  for (const lang of ['en', 'ko'] as const) {
    if (
      NAME_PATTERNS[lang].length !== counts.names ||
      INTROS[lang].length !== counts.intros ||
      DETAILS[lang].length !== counts.details ||
      QUESTIONS[lang].length !== counts.questions ||
      LOCATION_DETAILS[lang].length !== counts.spots
    ) {
      throw new Error('Every text list needs as many entries in each language');
    }
  }
  if (Object.values(ACTIVITIES).some((list) => list.length !== counts.activities)) {
    throw new Error('Every category needs as many activities');
  }

  let deleted = { users: 0, events: 0 };
  let removedKeys: string[] = [];
  try {
    const result = await inTransaction(handle, async (session) => {
      await session.query("set local work_mem = '64MB'");
      if (options.reset) {
        const gone = await deleteSeedData(session);
        deleted = { users: gone.users, events: gone.events };
        removedKeys = gone.keys;
        lap(`reset: ${gone.users} seed users and ${gone.events} of their events deleted`);
      }

      const [{ max_id: maxBefore, existing }] = (
        await session.query<{ max_id: number; existing: number }>(
          'select coalesce(max(id), 0)::int as max_id, count(*)::int as existing from events',
        )
      ).rows as [{ max_id: number; existing: number }];
      // Rows made here are valid by construction (and checked by seed.test.ts): skip the per-row
      // foreign-key triggers where the role may (superuser, as PGlite's always is).
      const checksOff = await skipForeignKeyChecks(session);
      // Loading more rows than there are: build the secondary indexes once at the end instead
      // of maintaining them row by row (the trigram index most of all).
      const rebuild: string[] = [];
      if (options.events >= existing) {
        await session.query(`set local maintenance_work_mem = '${mib}MB'`);
        for (const table of ['events', 'participants', 'likes', 'chat_room_members']) {
          rebuild.push(...(await dropSecondaryIndexes(session, table)));
        }
      }
      lap(
        `${checksOff ? 'foreign-key triggers skipped, ' : ''}${rebuild.length} secondary indexes dropped for rebuild`,
      );
      // Reproducible draws for a given starting state.
      await session.query('select setseed($1::float8)', [((maxBefore * 7919) % 10007) / 10007 - 0.5]);

      await loadTable(
        session,
        'seed_group',
        'grp int, lo float8, hi float8, korean float8, n_male int, n_female int, n_nat int',
        groups,
      );
      await loadTable(session, 'seed_person', 'grp int, gender text, k int, name text', people);
      await loadTable(session, 'seed_nat', 'grp int, k int, code text', nationalities);
      await session.query('create index on seed_person (grp, gender, k)');

      // Users: seeduser1…N; those already there are kept (a second run adds events to them).
      const users = await session.query(
        `with b as materialized (
           select g, random() as rg, random() as rs, random() as rn, random() as rnat, random() as rl,
                  random() as rdob, random() as rc, random() as rm
           from generate_series(1, $1::int) g
         )
         insert into users (user_id, email, username, password_hash, password_change_required, dob, gender,
                            nationality, locale, marketing_consent_at, terms_accepted_at, created_at, updated_at)
         select '${SEED_USER_PREFIX}' || b.g,
                '${SEED_USER_PREFIX}' || b.g || '@${SEED_EMAIL_DOMAIN}',
                p.name, $2::text, false,
                ($3::date - (6570 + floor(power(b.rdob, 2) * 12775))::int),
                case when b.rs < 0.5 then 'male' else 'Female' end,
                n.code,
                case when b.rl < gr.korean then 'ko' else 'en' end,
                case when b.rm < 0.3 then c.at end,
                c.at, c.at, c.at
         from b
         join seed_group gr on b.rg >= gr.lo and b.rg < gr.hi
         cross join lateral (select $4::timestamptz - (interval '120 days' + b.rc * interval '1000 days') as at) c
         join seed_person p on p.grp = gr.grp and p.gender = case when b.rs < 0.5 then 'male' else 'Female' end
              and p.k = floor(b.rn * case when b.rs < 0.5 then gr.n_male else gr.n_female end)::int
         join seed_nat n on n.grp = gr.grp and n.k = floor(b.rnat * gr.n_nat)::int
         on conflict do nothing`,
        [options.users, passwordHash, today, now.toISOString()],
      );
      // The demo account. A later run gives it the seed password again (a newcomer may have
      // changed it while trying the site), but never touches a real user who has taken the ID.
      const demoAdded = await session.query(
        `insert into users (user_id, email, username, password_hash, password_change_required, dob, gender,
                            nationality, locale, terms_accepted_at, created_at, updated_at)
         values ($1::text, $2::text, 'Moim Demo', $3::text, false, '1996-05-04', 'Female', 'GB', 'en',
                 $4::timestamptz, $4::timestamptz, $4::timestamptz)
         on conflict do nothing`,
        [SEED_DEMO_USER_ID, DEMO_EMAIL, passwordHash, new Date(now.getTime() - 200 * 86_400_000).toISOString()],
      );
      const demo = await session.query(
        `update users set password_hash = $1::text, password_change_required = false
         where lower(user_id) = $2::text and email = $3::text`,
        [passwordHash, SEED_DEMO_USER_ID, DEMO_EMAIL],
      );
      // The demo account is n = 1, whom the events' host draw favours, so it has plenty to show.
      await session.query(
        `create temp table seed_u on commit drop as
         select (row_number() over (order by email = '${DEMO_EMAIL}' desc, random()))::int as n, id
         from users where ${seedUsers}`,
      );
      await session.query('create unique index on seed_u (n)');
      await session.query('create unique index on seed_u (id)');
      await session.query('analyze seed_u');
      const [{ n: userCount }] = (await session.query<{ n: number }>('select count(*)::int as n from seed_u')).rows as [
        { n: number },
      ];
      if (userCount < 10) throw new Error(`Only ${userCount} seed users; at least 10 are needed`);
      lap(`users: ${users.rowCount + demoAdded.rowCount} added, ${userCount} seed users in all`);

      const owner =
        (
          await session.query<{ id: string }>(
            `select id from users where ${seedUsers} and lower(user_id) = '${SEED_USER_PREFIX}1'`,
          )
        ).rows[0]?.id ?? (await session.query<{ id: string }>('select id from seed_u where n = 1')).rows[0]!.id;
      const images = await imagesReady;
      const perCategory = images.length / CATEGORIES.length;
      lap(`${images.length} event images drawn, processed and stored`);
      await session.query(
        `insert into uploads (owner_id, purpose, storage_key, url, width, height, bytes, created_at)
         select $1::uuid, 'event', x.key, x.url, x.width, x.height, x.bytes, $2::timestamptz
         from json_to_recordset($3::json) as x(key text, url text, width int, height int, bytes int)`,
        [owner, now.toISOString(), JSON.stringify(images)],
      );
      await loadTable(
        session,
        'seed_image',
        'cat int, k int, url text',
        images.map(({ cat, k, url }) => ({ cat, k, url })),
      );
      await session.query('create unique index on seed_image (cat, k)');
      await loadTable(
        session,
        'seed_district',
        'k int, location text, lat float8, lng float8, area_en text, area_ko text',
        districts,
      );
      await loadTable(session, 'seed_activity', 'cat int, k int, en text, ko text', activities);
      await loadTable(session, 'seed_text', 'kind text, lang text, k int, text text', texts);
      await loadTable(session, 'seed_answer', 'k int, text text', answers);
      await session.query('create unique index on seed_district (k)');
      await session.query('create unique index on seed_activity (cat, k)');
      await session.query('create unique index on seed_text (kind, lang, k)');
      for (const table of ['seed_image', 'seed_district', 'seed_activity', 'seed_text'])
        await session.query(`analyze ${table}`);

      // Events: every draw made once per row (materialized), then composed.
      const events = await session.query(
        `with b as materialized (
           select g,
             floor(random() * 8)::int as cat,
             case when random() < 0.6 then 'FirstCome' else 'Register' end as type,
             case when random() < 0.68 then 'en' else 'ko' end as lang,
             floor(random() * $2::int)::int as act,
             floor(random() * $3::int)::int as pat,
             floor(random() * $4::int)::int as intro,
             floor(random() * $5::int)::int as d1,
             floor(random() * $5::int)::int as d2,
             random() < 0.2 as bilingual,
             floor(random() * $6::int)::int as dist,
             floor(random() * $7::int)::int as spot,
             floor(random() * $8::int)::int as q,
             floor(random() * $9::int)::int as img,
             ($10::date + (floor(random() * 241)::int - 60)) as day,
             case when random() < 0.6 then 34 + floor(random() * 10)::int
                  when random() < 0.75 then 20 + floor(random() * 14)::int
                  else floor(random() * 48)::int end as slot,
             1 + floor(power(random(), 2) * $11::int)::int as host_n,
             (array[4,5,6,6,8,8,10,10,12,12,15,20,20,25,30,40,50,100])[1 + floor(random() * 18)::int] as maxp,
             random() as rmin, random() as rfill, random() as rprice, random() as rprice2,
             random() as rl1, random() as rl2, random() as rl3, floor(random() * $12::int)::int as other,
             1 - random() as rlikes, random() as rc1, random() as rc2,
             (random() - 0.5) * 0.01 as jlat, (random() - 0.5) * 0.01 as jlng
           from generate_series(1, $1::int) g
         ), c as (
           select b.*, a.en as act_en, a.ko as act_ko, d.location, d.lat, d.lng, d.area_en, d.area_ko,
             ((b.day + make_interval(mins => b.slot * 30)) - interval '9 hours') at time zone 'UTC' as starts_at,
             lpad((b.slot / 2)::text, 2, '0') || case when b.slot % 2 = 1 then ':30' else ':00' end as time,
             trim(to_char(b.day, 'Day')) as day_en,
             (array['${KOREAN_DAYS.join("','")}'])[extract(dow from b.day)::int + 1] as day_ko,
             case when b.lang = 'en' then 'en' else 'ko' end as l1,
             case when b.rl2 < 0.45 then case when b.lang = 'en' then 'ko' else 'en' end end as l2,
             case when b.rl3 < 0.18 then (array['${OTHER_LANGUAGES.join("','")}'])[1 + b.other] end as l3
           from b
           join seed_activity a on a.cat = b.cat and a.k = b.act
           join seed_district d on d.k = b.dist
         ), t as (
           select c.*, u.id as host_id, i.url as main_image,
             least(floor(case when c.day < $10::date then 0.1 + 0.5 * power(c.rfill, 1.5) else 0.6 * power(c.rfill, 2) end
                         * (c.maxp - 1))::int,
                   $11::int - 4) as approved,
             least(floor(power(c.rlikes, -0.7))::int - 1, $13::int) as likes,
             replace(replace(replace(n.text, '{activity}', case when c.lang = 'en' then c.act_en else c.act_ko end),
               '{area}', case when c.lang = 'en' then c.area_en else c.area_ko end),
               '{day}', case when c.lang = 'en' then c.day_en else c.day_ko end) as name,
             replace(replace(replace(it.text, '{activity}', case when c.lang = 'en' then c.act_en else c.act_ko end),
               '{area}', case when c.lang = 'en' then c.area_en else c.area_ko end),
               '{day}', case when c.lang = 'en' then c.day_en else c.day_ko end) as p1,
             x1.text as p2,
             case when c.d2 <> c.d1 then x2.text end as p3,
             case when c.bilingual then replace(replace(replace(ik.text, '{activity}', c.act_ko), '{area}', c.area_ko), '{day}', c.day_ko) end as p4,
             sp.text as spot_text, qu.text as question_text
           from c
           join seed_u u on u.n = c.host_n
           join seed_image i on i.cat = c.cat and i.k = c.img
           join seed_text n on n.kind = 'name' and n.lang = c.lang and n.k = c.pat
           join seed_text it on it.kind = 'intro' and it.lang = c.lang and it.k = c.intro
           join seed_text ik on ik.kind = 'intro' and ik.lang = 'ko' and ik.k = c.intro
           join seed_text x1 on x1.kind = 'detail' and x1.lang = c.lang and x1.k = c.d1
           join seed_text x2 on x2.kind = 'detail' and x2.lang = c.lang and x2.k = c.d2
           join seed_text sp on sp.kind = 'spot' and sp.lang = c.lang and sp.k = c.spot
           join seed_text qu on qu.kind = 'question' and qu.lang = c.lang and qu.k = c.q
         )
         insert into events (host_id, category, type, name, description, description_text, summary, date, time,
                             starts_at, location, location_detail, latitude, longitude, min_participants,
                             max_participants, question, price, languages, main_image, participants_count,
                             likes_count, created_at, updated_at)
         select t.host_id,
           (array['${CATEGORIES.join("','")}'])[t.cat + 1],
           t.type, left(t.name, 100),
           '<p>' || t.p1 || '</p><p>' || t.p2 || coalesce(' ' || t.p3, '') || '</p>' || coalesce('<p>' || t.p4 || '</p>', ''),
           t.p1 || ' ' || t.p2 || coalesce(' ' || t.p3, '') || coalesce(' ' || t.p4, ''),
           left(t.p1 || ' ' || t.p2 || coalesce(' ' || t.p3, '') || coalesce(' ' || t.p4, ''), 200),
           t.day, t.time, t.starts_at, t.location, t.spot_text, t.lat + t.jlat, t.lng + t.jlng,
           1 + floor(t.rmin * least(t.maxp - 1, 5))::int, t.maxp,
           case when t.type = 'Register' then t.question_text end,
           case when t.rprice < 0.55 then 0 else (1 + floor(power(t.rprice2, 2) * 59))::int * 500 end,
           array_remove(array[t.l1, t.l2, case when t.l3 is distinct from t.l1 and t.l3 is distinct from t.l2 then t.l3 end], null),
           t.main_image,
           1 + t.approved,
           t.likes,
           ca.created_at, ca.created_at
         from t
         cross join lateral (
           select least($14::timestamptz - t.rc1 * interval '100 days',
                        t.starts_at - interval '1 hour' - t.rc2 * interval '30 days') as created_at
         ) ca`,
        [
          options.events, // $1
          counts.activities, // $2
          counts.names, // $3
          counts.intros, // $4
          counts.details, // $5
          districts.length, // $6
          counts.spots, // $7
          counts.questions, // $8
          perCategory, // $9
          today, // $10
          userCount, // $11
          OTHER_LANGUAGES.length, // $12
          Math.min(2000, userCount - 1), // $13
          now.toISOString(), // $14
        ],
      );
      lap(`events: ${events.rowCount}`);

      // The 1- and 2-character pieces short searches use, made by lib/search.ts as the server
      // makes them (doing it in SQL row by row takes minutes), written back in batches.
      await session.query(`create temp table seed_grams (id int primary key, grams text[]) on commit drop`);
      for (let from = maxBefore; ;) {
        const { rows: texts } = await session.query<{ id: number; name: string; description_text: string }>(
          `select id, name, description_text from events where id > $1::int order by id limit 5000`,
          [from],
        );
        if (texts.length === 0) break;
        // Each event's pieces as one string split by the database (far cheaper than JSON arrays);
        // the separator, a control character, is never in the text.
        await session.query(
          `insert into seed_grams select u.id, string_to_array(u.grams, chr(31))
           from unnest($1::int[], $2::text[]) as u(id, grams)`,
          [
            texts.map((e) => e.id),
            texts.map((e) => searchGrams(searchableText(e.name, e.description_text)).join(GRAM_SEPARATOR)),
          ],
        );
        from = texts.at(-1)!.id;
      }
      await session.query(`update events e set search_grams = g.grams from seed_grams g where g.id = e.id`);
      lap('search pieces');

      const eventImages = await session.query(
        `insert into event_images (event_id, position, url)
         select e.id, 0, e.main_image from events e where e.id > $1::int
         union all
         select e.id, j, i2.url
         from events e
         join seed_image i on i.url = e.main_image
         cross join lateral generate_series(1, least((e.id * 7 + 3) % 4, $2::int - 1)) j
         join seed_image i2 on i2.cat = i.cat and i2.k = (i.k + j) % $2::int
         where e.id > $1::int`,
        [maxBefore, perCategory],
      );
      lap(`event images: ${eventImages.rowCount}`);

      const participants = await session.query(
        `with e as materialized (
           select ev.id, ev.host_id, ev.created_at, ev.starts_at, ev.participants_count - 1 as a, u.n as host_n,
             case when ev.type = 'Register' and ev.starts_at > $2::timestamptz then floor(random() * 4)::int else 0 end as p,
             ev.type
           from events ev join seed_u u on u.id = ev.host_id
           where ev.id > $1::int
         ), f as materialized (
           select e.*, 1 + floor(random() * ($3::int - e.a - e.p))::int as r from e
         )
         insert into participants (event_id, user_id, status, answer, created_at, updated_at)
         select f.id, f.host_id, 'Approved', '', f.created_at, f.created_at from f
         union all
         select f.id, u.id,
           case when j < f.a then 'Approved' else 'Pending' end,
           case when f.type = 'Register' then coalesce(an.text, '') else '' end,
           at.t, at.t
         from f
         cross join lateral generate_series(0, f.a + f.p - 1) j
         join seed_u u on u.n = 1 + ((f.host_n - 1 + f.r + j) % $3::int)
         cross join lateral (select f.created_at + random() * (least(f.starts_at, $2::timestamptz) - f.created_at) as t) at
         left join seed_answer an on an.k = (f.id + j) % $4::int`,
        [maxBefore, now.toISOString(), userCount, answers.length],
      );
      lap(`participants: ${participants.rowCount}`);

      const likes = await session.query(
        `with e as materialized (
           select ev.id, ev.created_at, ev.likes_count as l, u.n as host_n,
             1 + floor(random() * ($2::int - ev.likes_count))::int as r
           from events ev join seed_u u on u.id = ev.host_id
           where ev.id > $1::int and ev.likes_count > 0
         )
         insert into likes (event_id, user_id, created_at)
         select e.id, u.id, e.created_at + random() * ($3::timestamptz - e.created_at)
         from e
         cross join lateral generate_series(0, e.l - 1) j
         join seed_u u on u.n = 1 + ((e.host_n - 1 + e.r + j) % $2::int)`,
        [maxBefore, userCount, now.toISOString()],
      );
      lap(`likes: ${likes.rowCount}`);

      await session.query(
        `insert into chat_rooms (event_id, name, type, created_at, updated_at)
         select id, name, 'event', created_at, created_at from events where id > $1::int`,
        [maxBefore],
      );
      const members = await session.query(
        `insert into chat_room_members (room_id, user_id, joined_at)
         select r.id, p.user_id, p.updated_at
         from participants p join chat_rooms r on r.event_id = p.event_id
         where p.event_id > $1::int and p.status = 'Approved'`,
        [maxBefore],
      );
      lap(`chat rooms: ${events.rowCount}, members: ${members.rowCount}`);
      for (const definition of rebuild) await session.query(definition);
      if (rebuild.length > 0) lap(`${rebuild.length} indexes rebuilt`);

      return {
        users: users.rowCount + demoAdded.rowCount,
        demo: demo.rowCount > 0,
        events: events.rowCount,
        eventImages: eventImages.rowCount,
        participants: participants.rowCount,
        likes: likes.rowCount,
        chatMembers: members.rowCount,
      };
    });
    lap('committed');
    await Promise.all(removedKeys.map((key) => storage.remove(key)));

    await runOutside(
      handle,
      'vacuum (analyze) users, uploads, events, event_images, participants, likes, chat_rooms, chat_room_members',
    );
    lap('vacuum analyze');
    return { ...result, images: (await imagesReady).length, deleted, ms: performance.now() - started };
  } catch (error) {
    // The rows are gone with the transaction; so go the files drawn for them.
    await removeSeedImages(storage, imagesReady);
    throw error;
  }
}

/** Removes the files of images drawn for a seed that did not happen. */
async function removeSeedImages(storage: Storage, images: Promise<SeedImage[]>): Promise<void> {
  const drawn = await images.catch(() => [] as SeedImage[]);
  await Promise.all(drawn.map((image) => storage.remove(image.key))).catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------
// Command line.

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not ${JSON.stringify(value)}`);
  return n;
}

/** Users made when `--users` is not given: about one for three events, between 100 and 3,000. */
export function defaultSeedUsers(events: number): number {
  return Math.min(3000, Math.max(100, Math.round(events / 3)));
}

export function parseSeedArgs(argv: string[]): Omit<SeedOptions, 'log' | 'now'> {
  const { values } = parseArgs({
    args: argv,
    options: {
      events: { type: 'string' },
      users: { type: 'string' },
      images: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const events = wholeNumber('events', values.events, DEFAULT_SEED_EVENTS);
  return {
    events,
    users: wholeNumber('users', values.users, defaultSeedUsers(events)),
    imagesPerCategory: wholeNumber('images', values.images, 16),
    reset: values.reset ?? false,
  };
}

/**
 * The command: seeds the database the server would open with the same environment (PGlite under
 * DATA_DIR, by default the `data` folder `npm start` uses, or DATABASE_URL), reporting progress
 * and, at the end, how to sign in.
 */
export async function runSeed(
  argv: string[],
  env: NodeJS.ProcessEnv,
  write: (line: string) => void,
): Promise<SeedResult> {
  const options = parseSeedArgs(argv);
  const config = loadConfig(env);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  // Images go where the server keeps them: the disk under DATA_DIR, or the bucket of S3_BUCKET.
  const storage = openStorage(config.storage);
  await storage.check();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  // Drawing pictures needs no database: it runs while the database opens and migrates.
  const drawing = new AbortController();
  const images = drawSeedImages(storage, options.imagesPerCategory, drawing.signal);
  images.catch(() => undefined);
  let handle: DatabaseHandle | undefined;
  try {
    // A server running on the same PGlite folder holds it: opening fails with a message saying so.
    handle = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, maxConnections: 2 })
      : await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    write(
      `Seeding ${handle.kind === 'pglite' ? `PGlite at ${pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}: ` +
        `${options.events} events, ${options.users} users${options.reset ? ', after deleting previous seed data' : ''}`,
    );
    await migrateDatabase(handle);
    write(`  database open and migrated (${seconds()} s)`);
  } catch (error) {
    drawing.abort();
    await removeSeedImages(storage, images);
    await handle?.close();
    storage.close();
    throw error;
  }
  try {
    const result = await seedDatabase(handle, storage, { ...options, images, log: write });
    write(
      `Done in ${seconds()} s: ${result.events} events, ${result.users} new users, ` +
        `${result.participants} participants, ${result.likes} likes, ${result.eventImages} event images, ` +
        `${result.chatMembers} chat members.`,
    );
    const others = `${SEED_USER_PREFIX}1, ${SEED_USER_PREFIX}2, …`;
    write(
      result.demo
        ? `Start the site (npm start) and open ${config.publicUrl}: sign in as ${SEED_DEMO_USER_ID} with the password ` +
            `${SEED_PASSWORD} (${others} have the same password).`
        : `The ID ${SEED_DEMO_USER_ID} belongs to another account here, so there is no demo account: ` +
            `sign in at ${config.publicUrl} as ${others} with the password ${SEED_PASSWORD}.`,
    );
    return result;
  } finally {
    await handle.close();
    storage.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runSeed(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
