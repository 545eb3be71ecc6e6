import { NATIONALITY_MAX_LENGTH } from './limits.ts';
import { text } from './text.ts';

/** A country or region a member can pick as nationality. */
export interface Country {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  /** Common English short name. */
  name: string;
  /** Standard Korean name. */
  nameKo: string;
}

/**
 * The 193 UN member states, the two UN observer states (Vatican City, Palestine), and
 * Taiwan, Hong Kong and Macao: [ISO 3166-1 alpha-2 code, English name, Korean name].
 */
const RAW: readonly (readonly [string, string, string])[] = [
  ['AF', 'Afghanistan', '아프가니스탄'],
  ['AL', 'Albania', '알바니아'],
  ['DZ', 'Algeria', '알제리'],
  ['AD', 'Andorra', '안도라'],
  ['AO', 'Angola', '앙골라'],
  ['AG', 'Antigua and Barbuda', '앤티가 바부다'],
  ['AR', 'Argentina', '아르헨티나'],
  ['AM', 'Armenia', '아르메니아'],
  ['AU', 'Australia', '호주'],
  ['AT', 'Austria', '오스트리아'],
  ['AZ', 'Azerbaijan', '아제르바이잔'],
  ['BS', 'Bahamas', '바하마'],
  ['BH', 'Bahrain', '바레인'],
  ['BD', 'Bangladesh', '방글라데시'],
  ['BB', 'Barbados', '바베이도스'],
  ['BY', 'Belarus', '벨라루스'],
  ['BE', 'Belgium', '벨기에'],
  ['BZ', 'Belize', '벨리즈'],
  ['BJ', 'Benin', '베냉'],
  ['BT', 'Bhutan', '부탄'],
  ['BO', 'Bolivia', '볼리비아'],
  ['BA', 'Bosnia and Herzegovina', '보스니아 헤르체고비나'],
  ['BW', 'Botswana', '보츠와나'],
  ['BR', 'Brazil', '브라질'],
  ['BN', 'Brunei', '브루나이'],
  ['BG', 'Bulgaria', '불가리아'],
  ['BF', 'Burkina Faso', '부르키나파소'],
  ['BI', 'Burundi', '부룬디'],
  ['CV', 'Cabo Verde', '카보베르데'],
  ['KH', 'Cambodia', '캄보디아'],
  ['CM', 'Cameroon', '카메룬'],
  ['CA', 'Canada', '캐나다'],
  ['CF', 'Central African Republic', '중앙아프리카공화국'],
  ['TD', 'Chad', '차드'],
  ['CL', 'Chile', '칠레'],
  ['CN', 'China', '중국'],
  ['CO', 'Colombia', '콜롬비아'],
  ['KM', 'Comoros', '코모로'],
  ['CG', 'Congo', '콩고'],
  ['CR', 'Costa Rica', '코스타리카'],
  ['CI', "Côte d'Ivoire", '코트디부아르'],
  ['HR', 'Croatia', '크로아티아'],
  ['CU', 'Cuba', '쿠바'],
  ['CY', 'Cyprus', '키프로스'],
  ['CZ', 'Czechia', '체코'],
  ['CD', 'DR Congo', '콩고민주공화국'],
  ['DK', 'Denmark', '덴마크'],
  ['DJ', 'Djibouti', '지부티'],
  ['DM', 'Dominica', '도미니카 연방'],
  ['DO', 'Dominican Republic', '도미니카 공화국'],
  ['EC', 'Ecuador', '에콰도르'],
  ['EG', 'Egypt', '이집트'],
  ['SV', 'El Salvador', '엘살바도르'],
  ['GQ', 'Equatorial Guinea', '적도기니'],
  ['ER', 'Eritrea', '에리트레아'],
  ['EE', 'Estonia', '에스토니아'],
  ['SZ', 'Eswatini', '에스와티니'],
  ['ET', 'Ethiopia', '에티오피아'],
  ['FJ', 'Fiji', '피지'],
  ['FI', 'Finland', '핀란드'],
  ['FR', 'France', '프랑스'],
  ['GA', 'Gabon', '가봉'],
  ['GM', 'Gambia', '감비아'],
  ['GE', 'Georgia', '조지아'],
  ['DE', 'Germany', '독일'],
  ['GH', 'Ghana', '가나'],
  ['GR', 'Greece', '그리스'],
  ['GD', 'Grenada', '그레나다'],
  ['GT', 'Guatemala', '과테말라'],
  ['GN', 'Guinea', '기니'],
  ['GW', 'Guinea-Bissau', '기니비사우'],
  ['GY', 'Guyana', '가이아나'],
  ['HT', 'Haiti', '아이티'],
  ['HN', 'Honduras', '온두라스'],
  ['HK', 'Hong Kong', '홍콩'],
  ['HU', 'Hungary', '헝가리'],
  ['IS', 'Iceland', '아이슬란드'],
  ['IN', 'India', '인도'],
  ['ID', 'Indonesia', '인도네시아'],
  ['IR', 'Iran', '이란'],
  ['IQ', 'Iraq', '이라크'],
  ['IE', 'Ireland', '아일랜드'],
  ['IL', 'Israel', '이스라엘'],
  ['IT', 'Italy', '이탈리아'],
  ['JM', 'Jamaica', '자메이카'],
  ['JP', 'Japan', '일본'],
  ['JO', 'Jordan', '요르단'],
  ['KZ', 'Kazakhstan', '카자흐스탄'],
  ['KE', 'Kenya', '케냐'],
  ['KI', 'Kiribati', '키리바시'],
  ['KW', 'Kuwait', '쿠웨이트'],
  ['KG', 'Kyrgyzstan', '키르기스스탄'],
  ['LA', 'Laos', '라오스'],
  ['LV', 'Latvia', '라트비아'],
  ['LB', 'Lebanon', '레바논'],
  ['LS', 'Lesotho', '레소토'],
  ['LR', 'Liberia', '라이베리아'],
  ['LY', 'Libya', '리비아'],
  ['LI', 'Liechtenstein', '리히텐슈타인'],
  ['LT', 'Lithuania', '리투아니아'],
  ['LU', 'Luxembourg', '룩셈부르크'],
  ['MO', 'Macao', '마카오'],
  ['MG', 'Madagascar', '마다가스카르'],
  ['MW', 'Malawi', '말라위'],
  ['MY', 'Malaysia', '말레이시아'],
  ['MV', 'Maldives', '몰디브'],
  ['ML', 'Mali', '말리'],
  ['MT', 'Malta', '몰타'],
  ['MH', 'Marshall Islands', '마셜 제도'],
  ['MR', 'Mauritania', '모리타니'],
  ['MU', 'Mauritius', '모리셔스'],
  ['MX', 'Mexico', '멕시코'],
  ['FM', 'Micronesia', '미크로네시아'],
  ['MD', 'Moldova', '몰도바'],
  ['MC', 'Monaco', '모나코'],
  ['MN', 'Mongolia', '몽골'],
  ['ME', 'Montenegro', '몬테네그로'],
  ['MA', 'Morocco', '모로코'],
  ['MZ', 'Mozambique', '모잠비크'],
  ['MM', 'Myanmar', '미얀마'],
  ['NA', 'Namibia', '나미비아'],
  ['NR', 'Nauru', '나우루'],
  ['NP', 'Nepal', '네팔'],
  ['NL', 'Netherlands', '네덜란드'],
  ['NZ', 'New Zealand', '뉴질랜드'],
  ['NI', 'Nicaragua', '니카라과'],
  ['NE', 'Niger', '니제르'],
  ['NG', 'Nigeria', '나이지리아'],
  ['KP', 'North Korea', '북한'],
  ['MK', 'North Macedonia', '북마케도니아'],
  ['NO', 'Norway', '노르웨이'],
  ['OM', 'Oman', '오만'],
  ['PK', 'Pakistan', '파키스탄'],
  ['PW', 'Palau', '팔라우'],
  ['PS', 'Palestine', '팔레스타인'],
  ['PA', 'Panama', '파나마'],
  ['PG', 'Papua New Guinea', '파푸아뉴기니'],
  ['PY', 'Paraguay', '파라과이'],
  ['PE', 'Peru', '페루'],
  ['PH', 'Philippines', '필리핀'],
  ['PL', 'Poland', '폴란드'],
  ['PT', 'Portugal', '포르투갈'],
  ['QA', 'Qatar', '카타르'],
  ['RO', 'Romania', '루마니아'],
  ['RU', 'Russia', '러시아'],
  ['RW', 'Rwanda', '르완다'],
  ['KN', 'Saint Kitts and Nevis', '세인트키츠 네비스'],
  ['LC', 'Saint Lucia', '세인트루시아'],
  ['VC', 'Saint Vincent and the Grenadines', '세인트빈센트 그레나딘'],
  ['WS', 'Samoa', '사모아'],
  ['SM', 'San Marino', '산마리노'],
  ['ST', 'São Tomé and Príncipe', '상투메 프린시페'],
  ['SA', 'Saudi Arabia', '사우디아라비아'],
  ['SN', 'Senegal', '세네갈'],
  ['RS', 'Serbia', '세르비아'],
  ['SC', 'Seychelles', '세이셸'],
  ['SL', 'Sierra Leone', '시에라리온'],
  ['SG', 'Singapore', '싱가포르'],
  ['SK', 'Slovakia', '슬로바키아'],
  ['SI', 'Slovenia', '슬로베니아'],
  ['SB', 'Solomon Islands', '솔로몬 제도'],
  ['SO', 'Somalia', '소말리아'],
  ['ZA', 'South Africa', '남아프리카공화국'],
  ['KR', 'South Korea', '대한민국'],
  ['SS', 'South Sudan', '남수단'],
  ['ES', 'Spain', '스페인'],
  ['LK', 'Sri Lanka', '스리랑카'],
  ['SD', 'Sudan', '수단'],
  ['SR', 'Suriname', '수리남'],
  ['SE', 'Sweden', '스웨덴'],
  ['CH', 'Switzerland', '스위스'],
  ['SY', 'Syria', '시리아'],
  ['TW', 'Taiwan', '대만'],
  ['TJ', 'Tajikistan', '타지키스탄'],
  ['TZ', 'Tanzania', '탄자니아'],
  ['TH', 'Thailand', '태국'],
  ['TL', 'Timor-Leste', '동티모르'],
  ['TG', 'Togo', '토고'],
  ['TO', 'Tonga', '통가'],
  ['TT', 'Trinidad and Tobago', '트리니다드 토바고'],
  ['TN', 'Tunisia', '튀니지'],
  ['TR', 'Turkey', '튀르키예'],
  ['TM', 'Turkmenistan', '투르크메니스탄'],
  ['TV', 'Tuvalu', '투발루'],
  ['UG', 'Uganda', '우간다'],
  ['UA', 'Ukraine', '우크라이나'],
  ['AE', 'United Arab Emirates', '아랍에미리트'],
  ['GB', 'United Kingdom', '영국'],
  ['US', 'United States', '미국'],
  ['UY', 'Uruguay', '우루과이'],
  ['UZ', 'Uzbekistan', '우즈베키스탄'],
  ['VU', 'Vanuatu', '바누아투'],
  ['VA', 'Vatican City', '바티칸'],
  ['VE', 'Venezuela', '베네수엘라'],
  ['VN', 'Vietnam', '베트남'],
  ['YE', 'Yemen', '예멘'],
  ['ZM', 'Zambia', '잠비아'],
  ['ZW', 'Zimbabwe', '짐바브웨'],
];

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Every selectable country, sorted by English name. */
export const countries: readonly Country[] = Object.freeze(
  RAW.map(([code, name, nameKo]) => Object.freeze({ code, name, nameKo })).sort((a, b) =>
    collator.compare(a.name, b.name),
  ),
);

/** The ISO codes of {@link countries}, in the same order. */
export const countryCodes: readonly string[] = Object.freeze(countries.map((c) => c.code));

const byCode = new Map<string, Country>(countries.map((c) => [c.code, c]));

/** The country with this ISO code (case-insensitive), if it is in the list. */
export function findCountry(code: string): Country | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** Lower case without accents, so "cote" finds "Côte d'Ivoire"; Hangul is left as is. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

/** The languages besides English and Korean whose country names come from `Intl.DisplayNames`. */
const DISPLAY_NAME_LOCALES = ['zh-CN', 'vi', 'ja'] as const;

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name from the runtime's CLDR data, or undefined where the runtime has none. */
function displayName(code: string, locale: string): string | undefined {
  try {
    let names = displayNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      displayNames.set(locale, names);
    }
    return names.of(code);
  } catch {
    return undefined;
  }
}

interface SearchEntry {
  country: Country;
  code: string;
  /** Every name it is searched by, folded: English, Korean, Chinese, Vietnamese, Japanese, others. */
  names: string[];
}

let searchIndex: SearchEntry[] | undefined;

/** Built on the first search, so that loading the module costs no CLDR look-ups. */
function getSearchIndex(): SearchEntry[] {
  searchIndex ??= countries.map((country) => ({
    country,
    code: country.code.toLowerCase(),
    names: [
      country.name,
      country.nameKo,
      ...DISPLAY_NAME_LOCALES.map((locale) => displayName(country.code, locale) ?? ''),
      ...(ALIASES[country.code] ?? []),
    ]
      .filter(Boolean)
      .map(fold),
  }));
  return searchIndex;
}

/**
 * Case-insensitive match on the code or a name in any of Moim's languages (or a common other
 * name); an exact code or name comes first, then names starting with the query, then names
 * containing it; at most `limit` (default 5).
 */
export function searchCountries(query: string, limit = 5): Country[] {
  const q = fold(query.trim());
  if (q === '' || limit <= 0) return [];
  const ranked: { rank: number; country: Country }[] = [];
  for (const entry of getSearchIndex()) {
    let rank: number;
    if (entry.code === q || entry.names.includes(q)) rank = 0;
    else if (entry.names.some((name) => name.startsWith(q))) rank = 1;
    else if (entry.names.some((name) => name.includes(q))) rank = 2;
    else continue;
    ranked.push({ rank, country: entry.country });
  }
  // Moim is in Korea: among equal matches ("kor"), South Korea comes first. Array.prototype.sort
  // is stable, so the other equal ranks stay in English-name order.
  ranked.sort((a, b) => a.rank - b.rank || Number(b.country.code === 'KR') - Number(a.country.code === 'KR'));
  return ranked.slice(0, limit).map((r) => r.country);
}

/**
 * Other names people and other systems write for a country: ISO's formal short names and
 * older or everyday English and Korean names.
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  KR: ['Korea', 'Republic of Korea', 'Korea, Republic of', 'Korea (South)', '한국', '남한'],
  KP: ["Democratic People's Republic of Korea", "Korea, Democratic People's Republic of", '조선'],
  US: ['USA', 'United States of America', 'America', '미합중국'],
  GB: ['UK', 'Great Britain', 'Britain', 'United Kingdom of Great Britain and Northern Ireland'],
  CZ: ['Czech Republic'],
  CI: ['Ivory Coast'],
  CV: ['Cape Verde'],
  CD: ['Democratic Republic of the Congo', 'Congo, Democratic Republic of the'],
  CG: ['Republic of the Congo'],
  SZ: ['Swaziland'],
  MM: ['Burma'],
  MK: ['Macedonia'],
  TL: ['East Timor'],
  TR: ['Türkiye', '터키'],
  RU: ['Russian Federation'],
  VN: ['Viet Nam'],
  LA: ["Lao People's Democratic Republic"],
  IR: ['Iran, Islamic Republic of'],
  SY: ['Syrian Arab Republic'],
  TZ: ['Tanzania, United Republic of'],
  MD: ['Moldova, Republic of'],
  BO: ['Bolivia, Plurinational State of'],
  VE: ['Venezuela, Bolivarian Republic of'],
  TW: ['Taiwan, Province of China', 'Republic of China'],
  CN: ["People's Republic of China"],
  VA: ['Holy See', 'Vatican'],
  PS: ['Palestine, State of'],
  NL: ['Holland'],
};

/** Only letters and digits, lower case, without accents: "Côte d’Ivoire" and "cote d'ivoire" agree. */
function nameKey(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]/gu, '');
}

const byName = new Map<string, Country>();
for (const country of countries) {
  for (const name of [country.name, country.nameKo, ...(ALIASES[country.code] ?? [])]) {
    const key = nameKey(name);
    // A name must lead to one country only; a clash is a mistake in the lists above.
    if (byName.get(key) && byName.get(key) !== country) throw new Error(`Ambiguous country name: ${name}`);
    byName.set(key, country);
  }
}

/**
 * The country a nationality names: its ISO code, English name or Korean name (or a common
 * other name), whatever the case, accents, spaces or punctuation.
 */
export function resolveCountry(text: string): Country | undefined {
  return findCountry(text) ?? byName.get(nameKey(text));
}

/**
 * A country's name in `locale`: the list's own Korean and English names, the runtime's CLDR
 * names for Moim's other languages (English where the runtime lacks them); the code when unknown.
 */
export function countryName(code: string, locale: string): string {
  const country = findCountry(code);
  if (!country) return code;
  if (locale === 'ko') return country.nameKo;
  if (locale === 'en') return country.name;
  return displayName(country.code, locale) ?? country.name;
}

/**
 * How the API answers a stored nationality (a code): the country's English name under the spec's
 * `nationality`, which the original client shows as it is, and the code as `nationalityCode`.
 */
export function nationalityFields(code: string): { nationality: string; nationalityCode: string } {
  return { nationality: countryName(code, 'en'), nationalityCode: code };
}

/**
 * A nationality: a country of {@link countries} named by its ISO 3166-1 alpha-2 code, English
 * name or Korean name; the parsed value is the code.
 */
export const NationalitySchema = text(NATIONALITY_MAX_LENGTH, {
  invalid: 'nationalityInvalid',
  tooLong: 'nationalityInvalid',
})
  .refine((name) => resolveCountry(name) !== undefined, { error: 'nationalityInvalid' })
  .transform((name) => resolveCountry(name)!.code);
