import { STARTER_POSTS_JA } from './starter-posts.ja.ts';
import { STARTER_POSTS_VI } from './starter-posts.vi.ts';
import { STARTER_POSTS_ZH } from './starter-posts.zh.ts';
import { list, p, type StarterPost } from './starter-post.ts';
import type { PostLink } from '@moim/contract';

const HIKOREA: PostLink = { url: 'https://www.hikorea.go.kr/', description: 'HiKorea: immigration e-government' };
const HIKOREA_KO: PostLink = { url: 'https://www.hikorea.go.kr/', description: '하이코리아: 출입국·외국인 전자정부' };

const ENGLISH_AND_KOREAN: StarterPost[] = [
  // 1. Residence card
  {
    slug: 'alien-registration-card',
    translationKey: 'alien-registration-card',
    language: 'en',
    category: 'tip',
    title: 'Getting your Alien Registration Card (Residence Card)',
    sections: [
      {
        heading: 'Who needs one and when',
        body: p(
          'If you will stay in Korea for more than 90 days, you must register with immigration within <strong>90 days of arrival</strong>. The card you receive (외국인등록증, officially now called the Residence Card, and still widely known as the ARC) is your ID for almost everything else: a phone contract, a bank account, health insurance and online shopping.',
        ),
      },
      {
        heading: 'How to apply',
        body:
          p(
            'Book a visit to the immigration office for your address through HiKorea (walk-ins are often turned away). Bring:',
          ) +
          list(
            'your passport and the application form (available at the office)',
            'one colour photo, 3.5 × 4.5 cm, white background',
            'the fee (30,000 KRW, usually paid with revenue stamps or by card at the office)',
            'proof of where you live (a lease contract or a letter from your dormitory or employer)',
            'the documents your visa type requires (for example a certificate of enrolment or an employment contract)',
          ) +
          p(
            'The card usually arrives in two to four weeks; you can pick it up or have it delivered. Keep the receipt: it proves your application is in progress.',
          ),
      },
      {
        heading: 'After you have it',
        body: p(
          'Carry it with you. When you move, report your new address within two weeks, at your local community service centre (주민센터), an immigration office or online through HiKorea. Renew your stay before your visa expires: extensions can be booked on HiKorea.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Can I leave Korea while my card is being made?',
        answer:
          'Usually yes, if your visa allows re-entry, but plan around the pick-up date and keep the receipt with your passport.',
      },
      {
        question: 'Who can I call in my language?',
        answer: 'The Immigration Contact Center, 1345, answers in many languages on weekdays.',
      },
    ],
    links: [HIKOREA, { url: 'https://www.immigration.go.kr/', description: 'Korea Immigration Service' }],
  },
  {
    slug: 'alien-registration-card-ko',
    translationKey: 'alien-registration-card',
    language: 'ko',
    category: 'tip',
    title: '외국인등록증(거주카드) 발급받기',
    sections: [
      {
        heading: '누가, 언제 신청하나요',
        body: p(
          '한국에 90일을 넘게 머무를 예정이라면 <strong>입국 후 90일 이내</strong>에 외국인등록을 해야 합니다. 이때 받는 외국인등록증은 휴대폰 개통, 은행 계좌, 건강보험, 온라인 쇼핑 등 거의 모든 일에 쓰이는 신분증입니다.',
        ),
      },
      {
        heading: '신청 방법',
        body:
          p(
            '하이코리아에서 주소지 관할 출입국·외국인관서 방문 예약을 합니다(예약 없이 가면 접수가 안 되는 경우가 많습니다). 준비물:',
          ) +
          list(
            '여권과 신청서(사무소에 비치)',
            '컬러 사진 1장(3.5 × 4.5cm, 흰 배경)',
            '수수료 30,000원(수입인지 또는 현장 카드 결제)',
            '체류지 증빙(임대차계약서, 기숙사·회사 확인서 등)',
            '체류자격별 서류(재학증명서, 고용계약서 등)',
          ) +
          p(
            '보통 2~4주 뒤에 발급되며 방문 수령이나 우편 수령을 고를 수 있습니다. 접수증은 신청 중임을 증명하니 잘 보관하세요.',
          ),
      },
      {
        heading: '발급 후에는',
        body: p(
          '항상 지니고 다니세요. 이사하면 2주 안에 주민센터, 출입국관서 또는 하이코리아에서 체류지 변경 신고를 하세요. 체류기간이 끝나기 전에 하이코리아에서 연장을 예약할 수 있습니다.',
        ),
      },
    ],
    faqs: [
      {
        question: '카드가 나오기 전에 출국해도 되나요?',
        answer: '재입국이 가능한 체류자격이라면 대개 가능합니다. 수령 일정을 고려하고 접수증을 여권과 함께 보관하세요.',
      },
      { question: '외국어로 상담할 수 있나요?', answer: '외국인종합안내센터(1345)에서 평일에 여러 언어로 상담합니다.' },
    ],
    links: [HIKOREA_KO, { url: 'https://www.immigration.go.kr/', description: '법무부 출입국·외국인정책본부' }],
  },
  // 2. Phone plans
  {
    slug: 'phone-plans',
    translationKey: 'phone-plans',
    language: 'en',
    category: 'tip',
    title: 'Choosing a phone plan: carriers, budget SIMs and eSIM',
    sections: [
      {
        heading: 'The big three and the budget carriers',
        body: p(
          'SK Telecom, KT and LG U+ run the networks. Budget carriers (알뜰폰, "MVNO") rent the same networks and often cost half as much for the same data, without a long contract. Coverage is the same; what you give up is mostly shop support and phone discounts.',
        ),
      },
      {
        heading: 'What you need',
        body: list(
          'Postpaid (monthly) plans usually need your Alien Registration Card and a Korean bank account or card for payment.',
          'Before your card arrives, a prepaid SIM or eSIM with your passport gets you a Korean number.',
          'Bring an unlocked phone, or buy one: most recent phones accept a Korean SIM or eSIM.',
        ),
      },
      {
        heading: 'Tips',
        body: p(
          'A Korean number matters: many apps and websites verify you by a text message to a phone in your own name. Compare budget plans on the MVNO hub site and check whether a plan has a minimum contract period before you sign.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Can I keep my number when I change carriers?',
        answer:
          'Yes. Number portability works between all carriers, budget ones included; the new carrier does it for you.',
      },
      {
        question: 'Is unlimited data really unlimited?',
        answer:
          'Usually there is a daily or monthly full-speed allowance, after which speed is reduced. Read the plan details.',
      },
    ],
    links: [{ url: 'https://www.mvnohub.kr/', description: 'MVNO Hub: compare budget phone plans (Korean)' }],
  },
  {
    slug: 'phone-plans-ko',
    translationKey: 'phone-plans',
    language: 'ko',
    category: 'tip',
    title: '휴대폰 요금제 고르기: 통신 3사, 알뜰폰, eSIM',
    sections: [
      {
        heading: '통신 3사와 알뜰폰',
        body: p(
          'SK텔레콤, KT, LG U+가 통신망을 운영합니다. 알뜰폰(MVNO)은 같은 망을 빌려 쓰면서 같은 데이터를 절반 정도 가격에, 약정 없이 제공하는 경우가 많습니다. 통화 품질은 같고, 대리점 서비스와 단말기 할인 정도가 다릅니다.',
        ),
      },
      {
        heading: '준비물',
        body: list(
          '후불(월정액) 요금제는 보통 외국인등록증과 국내 은행 계좌나 카드가 필요합니다.',
          '등록증이 나오기 전에는 여권으로 선불 유심이나 eSIM을 개통할 수 있습니다.',
          '잠금 해제된 휴대폰을 가져오거나 구입하세요. 최근 휴대폰은 대부분 국내 유심과 eSIM을 지원합니다.',
        ),
      },
      {
        heading: '알아 두면 좋은 점',
        body: p(
          '많은 앱과 웹사이트가 본인 명의 휴대폰 문자로 본인 인증을 하므로 국내 번호가 중요합니다. 알뜰폰 허브에서 요금제를 비교하고, 가입 전 최소 약정 기간이 있는지 확인하세요.',
        ),
      },
    ],
    faqs: [
      {
        question: '통신사를 바꿔도 번호를 유지할 수 있나요?',
        answer: '네. 알뜰폰을 포함한 모든 통신사 간 번호이동이 가능하며 새 통신사가 처리해 줍니다.',
      },
      {
        question: '무제한 데이터는 정말 무제한인가요?',
        answer: '대개 하루 또는 한 달 기본 제공량을 넘으면 속도가 제한됩니다. 요금제 상세를 확인하세요.',
      },
    ],
    links: [{ url: 'https://www.mvnohub.kr/', description: '알뜰폰 허브: 알뜰폰 요금제 비교' }],
  },
  // 3. Banking
  {
    slug: 'opening-a-bank-account',
    translationKey: 'opening-a-bank-account',
    language: 'en',
    category: 'tip',
    title: 'Opening a bank account in Korea',
    sections: [
      {
        heading: 'What to bring',
        body:
          list(
            'your passport and Alien Registration Card',
            'your Korean phone number (in your name, for app sign-up and text verification)',
            'proof of why you need the account: an employment contract or certificate of employment, or a certificate of enrolment for students',
          ) +
          p(
            'Banks are open on weekdays, usually 9:00 to 16:00. Branches near universities and industrial areas are often used to foreign customers.',
          ),
      },
      {
        heading: 'Limited accounts',
        body: p(
          'To fight fraud, new accounts often start as limited accounts (한도제한계좌) with a low daily limit on transfers and withdrawals. The limit is lifted when you show proof of income or employment, so bring those papers or go back with them later.',
        ),
      },
      {
        heading: 'Sending money home',
        body: p(
          'For overseas transfers you designate one bank for remittances, and a yearly limit applies without extra documents. Remittance apps licensed in Korea are often cheaper than a bank wire; compare the fee and the exchange rate together.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Can I open an account with only my passport?',
        answer:
          'Some branches do, with strict limits, but most ask for the Alien Registration Card. It is easier to wait for it.',
      },
      {
        question: 'Will I get a debit card?',
        answer:
          'Yes, a check card (체크카드) is usually issued with the account and works in shops, online and at ATMs.',
      },
    ],
    links: [{ url: 'https://www.fss.or.kr/eng/main/main.do', description: 'Financial Supervisory Service (English)' }],
  },
  {
    slug: 'opening-a-bank-account-ko',
    translationKey: 'opening-a-bank-account',
    language: 'ko',
    category: 'tip',
    title: '한국에서 은행 계좌 만들기',
    sections: [
      {
        heading: '준비물',
        body:
          list(
            '여권과 외국인등록증',
            '본인 명의 국내 휴대폰 번호(앱 가입과 문자 인증용)',
            '계좌 개설 목적 증빙: 근로계약서나 재직증명서, 학생은 재학증명서',
          ) +
          p(
            '은행은 보통 평일 9시부터 16시까지 영업합니다. 대학가나 산업단지 근처 지점은 외국인 고객 응대에 익숙한 편입니다.',
          ),
      },
      {
        heading: '한도제한계좌',
        body: p(
          '금융사기 예방을 위해 새 계좌는 하루 이체·출금 한도가 낮은 한도제한계좌로 시작하는 경우가 많습니다. 소득이나 재직을 증명하면 한도가 풀리니 서류를 챙겨 가거나 나중에 다시 방문하세요.',
        ),
      },
      {
        heading: '해외 송금',
        body: p(
          '해외 송금은 거래 외국환은행을 한 곳 지정해야 하며, 별도 서류 없이 보낼 수 있는 연간 한도가 있습니다. 국내 인가를 받은 송금 앱이 은행 송금보다 저렴한 경우가 많으니 수수료와 환율을 함께 비교하세요.',
        ),
      },
    ],
    faqs: [
      {
        question: '여권만으로 계좌를 만들 수 있나요?',
        answer:
          '일부 지점은 엄격한 한도를 두고 가능하지만 대부분 외국인등록증을 요구합니다. 등록증이 나온 뒤가 수월합니다.',
      },
      {
        question: '체크카드도 받을 수 있나요?',
        answer: '네, 보통 계좌와 함께 체크카드가 발급되며 매장, 온라인, ATM에서 쓸 수 있습니다.',
      },
    ],
    links: [{ url: 'https://www.fss.or.kr/', description: '금융감독원' }],
  },
  // 4. Health insurance
  {
    slug: 'national-health-insurance',
    translationKey: 'national-health-insurance',
    language: 'en',
    category: 'tip',
    title: 'National Health Insurance for foreign residents',
    sections: [
      {
        heading: 'Enrolment is automatic',
        body: p(
          'Foreign residents who have stayed in Korea for six months (for most visa types) are enrolled in National Health Insurance automatically. Employees are enrolled through their workplace from the start of employment, and students on a D-2 visa are enrolled from arrival. Your first bill arrives by post at your registered address.',
        ),
      },
      {
        heading: 'Paying and why it matters',
        body: p(
          'Premiums are paid monthly, by bank transfer, automatic debit or at a convenience store. Unpaid premiums can limit your insurance benefits and can be taken into account when you apply to extend your stay, so set up an automatic payment.',
        ),
      },
      {
        heading: 'Using it',
        body: p(
          'Show your Alien Registration Card at any clinic, hospital or pharmacy; you pay only your share, often a few thousand won at a local clinic. Keep your address up to date, or the bills go to the wrong place.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Is there help in my language?',
        answer: 'The NHIS call centre (1577-1000) offers service in several foreign languages.',
      },
      {
        question: 'Do I still pay if I have private insurance from home?',
        answer:
          'Generally yes: enrolment is mandatory. Some exemptions exist for equivalent coverage; ask NHIS before your first bill.',
      },
    ],
    links: [{ url: 'https://www.nhis.or.kr/english/', description: 'National Health Insurance Service (English)' }],
  },
  {
    slug: 'national-health-insurance-ko',
    translationKey: 'national-health-insurance',
    language: 'ko',
    category: 'tip',
    title: '외국인 국민건강보험 안내',
    sections: [
      {
        heading: '자동으로 가입됩니다',
        body: p(
          '대부분의 체류자격은 국내 체류 6개월이 되면 국민건강보험에 자동 가입됩니다. 직장인은 입사와 동시에 직장가입자로, D-2 유학생은 입국 시점부터 가입됩니다. 첫 고지서는 등록된 주소로 우편 발송됩니다.',
        ),
      },
      {
        heading: '보험료 납부가 중요한 이유',
        body: p(
          '보험료는 매달 계좌이체, 자동이체, 편의점 등에서 낼 수 있습니다. 체납하면 보험 혜택이 제한되고 체류기간 연장 심사에도 반영될 수 있으니 자동이체를 신청하세요.',
        ),
      },
      {
        heading: '이용 방법',
        body: p(
          '병·의원과 약국에서 외국인등록증을 보여 주면 본인부담금만 냅니다. 동네 의원은 보통 몇천 원 수준입니다. 주소가 바뀌면 꼭 신고해야 고지서가 제대로 옵니다.',
        ),
      },
    ],
    faqs: [
      {
        question: '외국어 상담이 되나요?',
        answer: '국민건강보험공단 고객센터(1577-1000)에서 여러 외국어 상담을 제공합니다.',
      },
      {
        question: '본국 민간보험이 있어도 내야 하나요?',
        answer:
          '원칙적으로 가입은 의무입니다. 동등한 보장이 있으면 예외가 있을 수 있으니 첫 고지서 전에 공단에 문의하세요.',
      },
    ],
    links: [{ url: 'https://www.nhis.or.kr/', description: '국민건강보험공단' }],
  },
  // 5. Transport cards
  {
    slug: 'transport-cards',
    translationKey: 'transport-cards',
    language: 'en',
    category: 'tip',
    title: 'Transport cards: T-money, transfers and tapping out',
    sections: [
      {
        heading: 'Get a card on day one',
        body: p(
          'Buy a T-money (or Cashbee) card at any convenience store or subway station and top it up with cash at station machines or at the counter. The same card works on subways, buses and many taxis across the country. Many Korean credit and check cards also have the transport function built in.',
        ),
      },
      {
        heading: 'Free transfers',
        body: p(
          'Transfers between subway and bus are free or cheap when you change within 30 minutes (longer late at night). The key rule: <strong>tap your card when you get off the bus</strong> too, or the next ride is charged as a new trip.',
        ),
      },
      {
        heading: 'Monthly passes',
        body: p(
          "Seoul's Climate Card (기후동행카드) gives unlimited rides on Seoul's subway and buses for a monthly fee, and pays off if you commute every day. See the separate post about it.",
        ),
      },
    ],
    faqs: [
      {
        question: 'Can I get my balance back?',
        answer:
          'Yes, a remaining balance can be refunded at convenience stores for a small fee (rules differ for large amounts).',
      },
      {
        question: 'Do taxis take the card?',
        answer: 'Most do. Taxi apps such as Kakao T also let you pay with a registered card.',
      },
    ],
    links: [{ url: 'https://www.t-money.co.kr/', description: 'T-money' }],
  },
  {
    slug: 'transport-cards-ko',
    translationKey: 'transport-cards',
    language: 'ko',
    category: 'tip',
    title: '교통카드: 티머니, 환승, 하차 태그',
    sections: [
      {
        heading: '도착한 날 바로 준비하세요',
        body: p(
          '편의점이나 지하철역에서 티머니(또는 캐시비) 카드를 사고, 역의 충전기나 편의점 계산대에서 현금으로 충전합니다. 한 장으로 전국의 지하철, 버스, 많은 택시를 탈 수 있습니다. 국내 신용·체크카드에도 교통카드 기능이 있는 경우가 많습니다.',
        ),
      },
      {
        heading: '무료 환승',
        body: p(
          '지하철과 버스는 30분 안에(심야에는 더 길게) 갈아타면 무료 또는 저렴하게 환승됩니다. 중요한 점: <strong>버스에서 내릴 때도 카드를 찍어야</strong> 다음 승차가 환승으로 처리됩니다.',
        ),
      },
      {
        heading: '월 정기권',
        body: p(
          '서울의 기후동행카드는 월 정액으로 서울 지하철과 버스를 무제한 이용할 수 있어 매일 통근한다면 이득입니다. 별도 글을 참고하세요.',
        ),
      },
    ],
    faqs: [
      {
        question: '잔액을 돌려받을 수 있나요?',
        answer: '네, 편의점에서 소액 수수료를 내고 환불받을 수 있습니다(큰 금액은 기준이 다릅니다).',
      },
      {
        question: '택시에서도 쓸 수 있나요?',
        answer: '대부분 가능합니다. 카카오 T 같은 택시 앱에 카드를 등록해 결제할 수도 있습니다.',
      },
    ],
    links: [{ url: 'https://www.t-money.co.kr/', description: '티머니' }],
  },
  // 6. Recycling
  {
    slug: 'recycling-and-trash-rules',
    translationKey: 'recycling-and-trash-rules',
    language: 'en',
    category: 'tip',
    title: 'Trash and recycling rules, explained',
    sections: [
      {
        heading: 'Three streams',
        body: list(
          '<strong>General waste</strong> goes in volume-rate bags (종량제 봉투) sold at convenience stores and supermarkets. Bags are specific to your district (구): buy them where you live.',
          '<strong>Food waste</strong> goes separately, in yellow food-waste bags, bins with a prepaid sticker, or RFID bins in apartment complexes. Bones, shells, seeds and tea bags are general waste, not food waste.',
          '<strong>Recyclables</strong> are sorted into paper, plastic, cans, glass and vinyl/film, rinsed and empty. Clear PET bottles go separately, labels removed and crushed.',
        ),
      },
      {
        heading: 'When and where',
        body: p(
          'In apartments there is a recycling area with labelled bins. In villas and houses, bags go out in front of your building on set days, often in the evening; your district office website or community service centre lists the days.',
        ),
      },
      {
        heading: 'Big items',
        body: p(
          'Furniture and appliances are bulky waste (대형폐기물): report them to your district (online or at the centre), pay the small fee and attach the sticker or number. Many districts collect large appliances free of charge.',
        ),
      },
    ],
    faqs: [
      {
        question: 'What happens if I put trash out in a normal bag?',
        answer: 'It may not be collected, and districts can fine you. Use the right bag for your district.',
      },
      {
        question: 'Where do batteries and light bulbs go?',
        answer: 'In the dedicated collection boxes found in apartment complexes, community centres and some shops.',
      },
    ],
    links: [{ url: 'https://www.me.go.kr/eng/web/main.do', description: 'Ministry of Environment (English)' }],
  },
  {
    slug: 'recycling-and-trash-rules-ko',
    translationKey: 'recycling-and-trash-rules',
    language: 'ko',
    category: 'tip',
    title: '쓰레기 분리배출 방법 총정리',
    sections: [
      {
        heading: '세 가지로 나눠 버립니다',
        body: list(
          '<strong>일반 쓰레기</strong>는 편의점이나 마트에서 파는 종량제 봉투에 담습니다. 봉투는 구마다 달라서 사는 곳의 봉투를 사야 합니다.',
          '<strong>음식물 쓰레기</strong>는 따로 음식물 전용 봉투, 납부필증을 붙인 용기, 아파트의 RFID 수거함에 버립니다. 뼈, 조개껍데기, 씨앗, 티백은 일반 쓰레기입니다.',
          '<strong>재활용품</strong>은 종이, 플라스틱, 캔, 유리, 비닐로 나누고 내용물을 비우고 헹굽니다. 투명 페트병은 라벨을 떼고 찌그러뜨려 따로 배출합니다.',
        ),
      },
      {
        heading: '언제, 어디에',
        body: p(
          '아파트에는 품목별 분리수거장이 있습니다. 빌라나 주택은 정해진 요일(주로 저녁)에 집 앞에 내놓으며, 요일은 구청 홈페이지나 주민센터에서 확인할 수 있습니다.',
        ),
      },
      {
        heading: '큰 물건',
        body: p(
          '가구와 가전은 대형폐기물입니다. 구청에 온라인이나 주민센터로 신고하고 수수료를 낸 뒤 스티커나 신고번호를 붙여 내놓습니다. 대형 가전은 무상 수거하는 지역이 많습니다.',
        ),
      },
    ],
    faqs: [
      {
        question: '일반 봉투에 버리면 어떻게 되나요?',
        answer: '수거되지 않을 수 있고 과태료가 부과될 수 있습니다. 거주지 구의 종량제 봉투를 쓰세요.',
      },
      {
        question: '건전지와 형광등은 어디에 버리나요?',
        answer: '아파트 단지, 주민센터, 일부 매장의 전용 수거함에 버립니다.',
      },
    ],
    links: [{ url: 'https://www.me.go.kr/', description: '환경부' }],
  },
  // 7. Emergency numbers
  {
    slug: 'emergency-numbers',
    translationKey: 'emergency-numbers',
    language: 'en',
    category: 'tip',
    title: 'Emergency and help numbers to save in your phone',
    sections: [
      {
        heading: 'Emergencies',
        body: list(
          '<strong>112</strong>: police (you can also send a text message to 112)',
          '<strong>119</strong>: fire, ambulance and rescue; interpreters can join the call',
          '<strong>122</strong>: coast guard, for emergencies at sea',
        ),
      },
      {
        heading: 'Help in your language',
        body: list(
          '<strong>1330</strong>: Korea Travel Hotline, 24 hours, tourist information and interpretation',
          '<strong>1345</strong>: Immigration Contact Center, visas and residence, many languages',
          '<strong>1339</strong>: Korea Disease Control and Prevention Agency call centre',
          '<strong>1366</strong>: women’s emergency hotline (violence and abuse), 24 hours',
          '<strong>120</strong>: Seoul Dasan Call Center, city services, with foreign-language help',
        ),
      },
      {
        heading: 'Be ready',
        body: p(
          'Save your address in Korean in your phone so you can read it to a dispatcher. Emergency alerts (재난문자) arrive as loud phone messages; the Emergency Ready app shows shelters and translated alerts.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Do the emergency numbers cost anything?',
        answer: 'No. 112 and 119 are free, even without a SIM card.',
      },
      {
        question: 'What if I do not speak Korean?',
        answer: 'Say your language in English; 112 and 119 can connect an interpreter, and 1330 can interpret for you.',
      },
    ],
    links: [{ url: 'https://english.visitkorea.or.kr/', description: 'VisitKorea: the 1330 travel hotline' }],
  },
  {
    slug: 'emergency-numbers-ko',
    translationKey: 'emergency-numbers',
    language: 'ko',
    category: 'tip',
    title: '휴대폰에 저장해 둘 긴급·상담 전화번호',
    sections: [
      {
        heading: '긴급 신고',
        body: list(
          '<strong>112</strong>: 경찰(문자 신고 가능)',
          '<strong>119</strong>: 화재, 구급, 구조(통역 연결 가능)',
          '<strong>122</strong>: 해양경찰, 바다에서의 긴급 상황',
        ),
      },
      {
        heading: '외국어 상담',
        body: list(
          '<strong>1330</strong>: 관광통역안내전화, 24시간 관광 안내와 통역',
          '<strong>1345</strong>: 외국인종합안내센터, 비자와 체류 상담, 다국어',
          '<strong>1339</strong>: 질병관리청 콜센터',
          '<strong>1366</strong>: 여성긴급전화(폭력·학대), 24시간',
          '<strong>120</strong>: 서울 다산콜센터, 시정 안내, 외국어 상담',
        ),
      },
      {
        heading: '미리 준비하세요',
        body: p(
          '신고할 때 읽을 수 있도록 집 주소를 한국어로 휴대폰에 저장해 두세요. 재난문자는 큰 소리와 함께 도착하며, 안전디딤돌 앱에서 대피소와 번역된 재난 정보를 볼 수 있습니다.',
        ),
      },
    ],
    faqs: [
      { question: '긴급전화는 유료인가요?', answer: '아니요. 112와 119는 무료이며 유심이 없어도 걸 수 있습니다.' },
      {
        question: '한국어를 못하면 어떻게 하나요?',
        answer: '영어로 언어를 말하면 112와 119가 통역을 연결해 주고, 1330도 통역을 도와줍니다.',
      },
    ],
    links: [{ url: 'https://korean.visitkorea.or.kr/', description: '대한민국 구석구석: 1330 관광통역안내' }],
  },
  // 8. Renting
  {
    slug: 'renting-a-home',
    translationKey: 'renting-a-home',
    language: 'en',
    category: 'tip',
    title: 'Renting a home: jeonse, wolse and protecting your deposit',
    sections: [
      {
        heading: 'Jeonse and wolse',
        body: p(
          '<strong>Wolse</strong> (월세) is a deposit plus monthly rent; a bigger deposit lowers the rent. <strong>Jeonse</strong> (전세) is one large deposit and no monthly rent, returned when you leave. Add the monthly maintenance fee (관리비) to your budget, and ask what it includes.',
        ),
      },
      {
        heading: 'Before you sign',
        body: list(
          'Check the property register (등기부등본) online at the Internet Registry Office: the owner must be the person you sign with, and large mortgages put your deposit at risk.',
          'Use a licensed real estate agent; their fee is capped by law and depends on the deposit and rent.',
          'Write any promises (repairs, furniture, the move-in date) into the contract.',
        ),
      },
      {
        heading: 'After you sign',
        body: p(
          'Report your new address (for foreign residents, the change-of-residence report) and get the fixed-date stamp (확정일자) on your contract at the community service centre or online. Together they give your deposit legal priority if the owner runs into debt.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Is jeonse safe?',
        answer:
          'It can be, if the property is not over-mortgaged and you complete the address report and fixed-date stamp. Deposit insurance from HUG adds protection.',
      },
      {
        question: 'Can I rent without an Alien Registration Card?',
        answer: 'Short-term rentals and shared houses, yes; for a regular lease most owners and agents want the card.',
      },
    ],
    links: [
      { url: 'https://www.iros.go.kr/', description: 'Internet Registry Office (property register)' },
      { url: 'https://www.khug.or.kr/eng/', description: 'HUG: deposit guarantee insurance' },
    ],
  },
  {
    slug: 'renting-a-home-ko',
    translationKey: 'renting-a-home',
    language: 'ko',
    category: 'tip',
    title: '집 구하기: 전세, 월세, 보증금 지키기',
    sections: [
      {
        heading: '전세와 월세',
        body: p(
          '<strong>월세</strong>는 보증금과 매달 내는 임대료이며, 보증금이 크면 월세가 낮아집니다. <strong>전세</strong>는 큰 보증금 하나만 내고 월세가 없으며 나갈 때 돌려받습니다. 관리비도 예산에 넣고 무엇이 포함되는지 물어보세요.',
        ),
      },
      {
        heading: '계약 전에',
        body: list(
          '인터넷등기소에서 등기부등본을 확인하세요. 계약 상대가 소유자인지, 근저당이 과하지 않은지 봅니다.',
          '등록된 공인중개사를 이용하세요. 중개보수는 법정 상한이 있으며 보증금과 월세에 따라 정해집니다.',
          '수리, 가구, 입주일 등 약속한 내용은 계약서에 적어 두세요.',
        ),
      },
      {
        heading: '계약 후에',
        body: p(
          '주민센터나 온라인에서 전입신고(외국인은 체류지 변경신고)를 하고 계약서에 확정일자를 받으세요. 두 가지를 갖추면 집주인에게 빚이 생겨도 보증금을 우선 보호받을 수 있습니다.',
        ),
      },
    ],
    faqs: [
      {
        question: '전세는 안전한가요?',
        answer:
          '근저당이 과하지 않고 전입신고와 확정일자를 마치면 안전한 편입니다. HUG 전세보증보험으로 더 보호받을 수 있습니다.',
      },
      {
        question: '외국인등록증 없이 집을 구할 수 있나요?',
        answer: '단기 임대나 셰어하우스는 가능하지만 일반 임대차는 대부분 등록증을 요구합니다.',
      },
    ],
    links: [
      { url: 'https://www.iros.go.kr/', description: '인터넷등기소(등기부등본)' },
      { url: 'https://www.khug.or.kr/', description: '주택도시보증공사(HUG) 전세보증' },
    ],
  },
  // 9. Seeing a doctor
  {
    slug: 'seeing-a-doctor',
    translationKey: 'seeing-a-doctor',
    language: 'en',
    category: 'tip',
    title: 'Seeing a doctor: clinics, hospitals and pharmacies',
    sections: [
      {
        heading: 'Start at a local clinic',
        body: p(
          'For everyday illness go to a clinic (의원) of the right specialty: internal medicine (내과) for colds and stomach trouble, ENT (이비인후과), dermatology (피부과) and so on. No appointment is needed; bring your Alien Registration Card. Large university hospitals charge more without a referral from a clinic.',
        ),
      },
      {
        heading: 'Medicine',
        body: p(
          'The clinic gives you a prescription that any pharmacy (약국) fills, usually next door. Simple medicines such as painkillers are also sold at pharmacies and, in small packs, at convenience stores.',
        ),
      },
      {
        heading: 'In a foreign language',
        body: p(
          'Many large hospitals run international clinics with interpreters. At night and on holidays, go to an emergency room or look up open clinics and pharmacies on the E-Gen site; 119 sends an ambulance in an emergency.',
        ),
      },
    ],
    faqs: [
      {
        question: 'How much does a clinic visit cost?',
        answer: 'With National Health Insurance, a simple visit is usually a few thousand won, plus the medicine.',
      },
      { question: 'Where do I find a pharmacy open at night?', answer: 'E-Gen and map apps show pharmacies open now.' },
    ],
    links: [
      { url: 'https://www.e-gen.or.kr/english/', description: 'E-Gen: emergency rooms, open clinics and pharmacies' },
    ],
  },
  {
    slug: 'seeing-a-doctor-ko',
    translationKey: 'seeing-a-doctor',
    language: 'ko',
    category: 'tip',
    title: '병원 가기: 의원, 병원, 약국',
    sections: [
      {
        heading: '가까운 의원부터',
        body: p(
          '가벼운 질병은 진료과에 맞는 의원에 가세요. 감기와 소화기는 내과, 그 밖에 이비인후과, 피부과 등이 있습니다. 예약 없이 외국인등록증만 가져가면 됩니다. 대학병원은 의원의 진료의뢰서 없이 가면 비용이 더 듭니다.',
        ),
      },
      {
        heading: '약',
        body: p(
          '의원에서 받은 처방전은 어느 약국에서나 조제할 수 있고 보통 병원 옆에 약국이 있습니다. 진통제 같은 간단한 약은 약국과 편의점(소포장)에서도 팝니다.',
        ),
      },
      {
        heading: '외국어 진료',
        body: p(
          '큰 병원에는 통역이 있는 국제진료센터가 많습니다. 밤이나 휴일에는 응급실에 가거나 E-Gen에서 문 연 병원과 약국을 찾으세요. 응급 상황에는 119가 구급차를 보냅니다.',
        ),
      },
    ],
    faqs: [
      {
        question: '의원 진료비는 얼마인가요?',
        answer: '건강보험이 있으면 간단한 진료는 보통 몇천 원이고 약값이 더해집니다.',
      },
      {
        question: '밤에 여는 약국은 어떻게 찾나요?',
        answer: 'E-Gen이나 지도 앱에서 지금 문 연 약국을 볼 수 있습니다.',
      },
    ],
    links: [{ url: 'https://www.e-gen.or.kr/', description: 'E-Gen 응급의료포털' }],
  },
  // 10. Learning Korean
  {
    slug: 'learning-korean-kiip',
    translationKey: 'learning-korean-kiip',
    language: 'en',
    category: 'tip',
    title: 'Learning Korean cheaply: KIIP, Sejong and TOPIK',
    sections: [
      {
        heading: 'KIIP, the government programme',
        body: p(
          'The Korea Immigration and Integration Program (KIIP, 사회통합프로그램) teaches Korean language and society at low cost at centres across the country. Completing it counts in your favour for several visas and for permanent residence and naturalisation. Register on the Socinet website.',
        ),
      },
      {
        heading: 'Other options',
        body: list(
          'King Sejong Institute courses, including free online lessons',
          'language exchange meetups (Moim has plenty: search for "language")',
          'university language institutes for intensive study',
        ),
      },
      {
        heading: 'TOPIK',
        body: p(
          'The Test of Proficiency in Korean is held several times a year and is asked for by universities and many employers. Register early: seats in big cities fill fast.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Do I need an Alien Registration Card for KIIP?',
        answer: 'Yes, KIIP is for registered foreign residents; you take a placement test to find your level.',
      },
      {
        question: 'How long does KIIP take?',
        answer: 'It depends on your starting level, from a few months to over a year of weekly classes.',
      },
    ],
    links: [
      { url: 'https://www.socinet.go.kr/', description: 'Socinet: KIIP registration' },
      { url: 'https://www.topik.go.kr/', description: 'TOPIK' },
    ],
  },
  {
    slug: 'learning-korean-kiip-ko',
    translationKey: 'learning-korean-kiip',
    language: 'ko',
    category: 'tip',
    title: '한국어 저렴하게 배우기: 사회통합프로그램, 세종학당, TOPIK',
    sections: [
      {
        heading: '정부의 사회통합프로그램(KIIP)',
        body: p(
          '사회통합프로그램은 전국의 운영기관에서 한국어와 한국 사회를 저렴하게 가르칩니다. 이수하면 여러 체류자격과 영주·귀화 심사에서 유리합니다. 사회통합정보망(소시넷)에서 신청하세요.',
        ),
      },
      {
        heading: '다른 방법',
        body: list(
          '세종학당 과정(무료 온라인 강좌 포함)',
          '언어 교환 모임(모임에서 "language"로 검색해 보세요)',
          '집중 과정을 원하면 대학 어학당',
        ),
      },
      {
        heading: 'TOPIK',
        body: p(
          '한국어능력시험은 1년에 여러 번 치러지며 대학과 많은 기업이 요구합니다. 대도시 고사장은 빨리 마감되니 일찍 접수하세요.',
        ),
      },
    ],
    faqs: [
      {
        question: '사회통합프로그램에 외국인등록증이 필요한가요?',
        answer: '네, 등록 외국인을 위한 과정이며 사전평가로 단계를 정합니다.',
      },
      { question: '얼마나 걸리나요?', answer: '시작 수준에 따라 몇 달에서 1년 이상 주 단위 수업을 듣습니다.' },
    ],
    links: [
      { url: 'https://www.socinet.go.kr/', description: '사회통합정보망(소시넷)' },
      { url: 'https://www.topik.go.kr/', description: '한국어능력시험(TOPIK)' },
    ],
  },
  // 11. Climate card (news)
  {
    slug: 'seoul-climate-card',
    translationKey: 'seoul-climate-card',
    language: 'en',
    category: 'news',
    title: "Seoul's Climate Card: unlimited subway and bus rides for a monthly fee",
    sections: [
      {
        heading: 'What it is',
        body: p(
          "Since 2024, Seoul's Climate Card (기후동행카드) lets you ride Seoul's subway and city buses as often as you like for one monthly price, with an option that adds the Ttareungyi public bikes. Young adults pay less. Short-term passes for visitors are also available.",
        ),
      },
      {
        heading: 'Where it works',
        body: p(
          'It covers the subway within Seoul and Seoul city buses; red express buses to other cities are not included, and leaving the subway outside Seoul may cost extra. Check the official page for the current list and prices before you buy.',
        ),
      },
      {
        heading: 'How to get it',
        body: p(
          'Buy the physical card at station offices and convenience stores in Seoul, or use the mobile card on an Android phone, then charge the monthly pass. It starts on the day you first use it and lasts 30 days.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Is it worth it?',
        answer: 'If you take two rides most days, it usually costs less than paying per ride.',
      },
      {
        question: 'Can foreigners use it?',
        answer: 'Yes. No Korean ID is needed for the physical card.',
      },
    ],
    links: [{ url: 'https://english.seoul.go.kr/', description: 'Seoul Metropolitan Government (English)' }],
  },
  {
    slug: 'seoul-climate-card-ko',
    translationKey: 'seoul-climate-card',
    language: 'ko',
    category: 'news',
    title: '서울 기후동행카드: 월 정액으로 지하철·버스 무제한',
    sections: [
      {
        heading: '어떤 카드인가요',
        body: p(
          '2024년부터 서울 기후동행카드로 한 달 정액을 내고 서울 지하철과 시내버스를 횟수 제한 없이 탈 수 있습니다. 따릉이를 포함하는 권종도 있고 청년은 할인됩니다. 관광객용 단기권도 있습니다.',
        ),
      },
      {
        heading: '이용 범위',
        body: p(
          '서울 시내 지하철과 서울 버스에서 쓸 수 있으며, 다른 도시로 가는 광역버스는 제외되고 서울 밖 역에서 내리면 추가 요금이 있을 수 있습니다. 구입 전 공식 안내에서 최신 범위와 가격을 확인하세요.',
        ),
      },
      {
        heading: '구입 방법',
        body: p(
          '서울 역사 고객센터와 편의점에서 실물 카드를 사거나 안드로이드 휴대폰의 모바일 카드를 쓰고, 월 정기권을 충전합니다. 처음 사용한 날부터 30일간 유효합니다.',
        ),
      },
    ],
    faqs: [
      { question: '이득인가요?', answer: '대부분의 날에 두 번 이상 탄다면 보통 건별 요금보다 저렴합니다.' },
      { question: '외국인도 쓸 수 있나요?', answer: '네. 실물 카드는 신분증 없이 살 수 있습니다.' },
    ],
    links: [{ url: 'https://www.seoul.go.kr/', description: '서울특별시' }],
  },
  // 12. Apps (blog)
  {
    slug: 'apps-for-life-in-korea',
    translationKey: 'apps-for-life-in-korea',
    language: 'en',
    category: 'blog',
    title: 'The apps I wish I had installed on my first day in Korea',
    sections: [
      {
        heading: 'Getting around',
        body: p(
          'Google Maps shows little more than transit here, so install <strong>Naver Map</strong> or <strong>KakaoMap</strong> for walking directions, bus arrival times and the last train. <strong>Kakao T</strong> calls taxis and lets you pay in the app.',
        ),
      },
      {
        heading: 'Talking and reading',
        body: p(
          '<strong>KakaoTalk</strong> is how Korea messages: landlords, teachers and Moim hosts will ask for your Kakao ID. <strong>Papago</strong> translates Korean well, also from a photo of a menu or a letter.',
        ),
      },
      {
        heading: 'Food and shopping',
        body: p(
          '<strong>Baemin</strong> and <strong>Coupang Eats</strong> deliver food; <strong>Coupang</strong> delivers almost anything, often the next morning. Most of them need a Korean phone number to sign up, which is one more reason to get one early.',
        ),
      },
    ],
    faqs: [
      { question: 'Do these apps work in English?', answer: 'Most have English menus now; Papago covers the rest.' },
      {
        question: 'Can I pay with a foreign card?',
        answer: 'Some apps accept foreign cards, but a Korean card works everywhere.',
      },
    ],
    links: [
      { url: 'https://map.naver.com/', description: 'Naver Map' },
      { url: 'https://papago.naver.com/', description: 'Papago translator' },
    ],
  },
  {
    slug: 'apps-for-life-in-korea-ko',
    translationKey: 'apps-for-life-in-korea',
    language: 'ko',
    category: 'blog',
    title: '한국에 온 첫날 깔았으면 좋았을 앱들',
    sections: [
      {
        heading: '길 찾기',
        body: p(
          '한국에서 구글 지도는 대중교통 정도만 보여 주니 <strong>네이버 지도</strong>나 <strong>카카오맵</strong>으로 도보 길 안내, 버스 도착 시간, 막차를 확인하세요. <strong>카카오 T</strong>로 택시를 부르고 앱에서 결제할 수 있습니다.',
        ),
      },
      {
        heading: '대화와 번역',
        body: p(
          '한국의 메신저는 <strong>카카오톡</strong>입니다. 집주인, 선생님, 모임 호스트가 카카오 ID를 물어볼 거예요. <strong>파파고</strong>는 한국어 번역이 좋고 메뉴판이나 우편물 사진도 번역합니다.',
        ),
      },
      {
        heading: '음식과 쇼핑',
        body: p(
          '<strong>배달의민족</strong>과 <strong>쿠팡이츠</strong>로 음식을 시키고, <strong>쿠팡</strong>은 거의 모든 물건을 다음 날 아침까지 배송합니다. 대부분 국내 휴대폰 번호로 가입해야 하니 번호를 빨리 만드는 것이 좋습니다.',
        ),
      },
    ],
    faqs: [
      { question: '영어로 쓸 수 있나요?', answer: '대부분 영어 메뉴가 있고 나머지는 파파고로 해결됩니다.' },
      {
        question: '해외 카드로 결제할 수 있나요?',
        answer: '일부 앱은 해외 카드를 받지만 국내 카드는 어디서나 됩니다.',
      },
    ],
    links: [
      { url: 'https://map.naver.com/', description: '네이버 지도' },
      { url: 'https://papago.naver.com/', description: '파파고 번역' },
    ],
  },
];

/**
 * The Living-in-Korea posts a fresh install starts with: practical first steps for newcomers,
 * each topic in every language of the posts (one translation key per topic), in topic order.
 * Stored once each (by slug); admins edit or unpublish them like any other post.
 */
export const STARTER_POSTS: StarterPost[] = [
  ...ENGLISH_AND_KOREAN,
  ...STARTER_POSTS_JA,
  ...STARTER_POSTS_VI,
  ...STARTER_POSTS_ZH,
];
