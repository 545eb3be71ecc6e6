import { list, p, type StarterPost } from './starter-post.ts';

/** The starter posts in Simplified Chinese: translations of the English ones (same translation keys). */
export const STARTER_POSTS_ZH: StarterPost[] = [
  // 1. Residence card
  {
    slug: 'alien-registration-card-zh',
    translationKey: 'alien-registration-card',
    language: 'zh',
    category: 'tip',
    title: '办理外国人登录证（居留卡）',
    sections: [
      {
        heading: '谁需要办，什么时候办',
        body: p(
          '如果你要在韩国停留超过90天，就必须在<strong>入境后90天内</strong>到出入境管理部门办理外国人登录。拿到的这张卡叫外国人登录证（외국인등록증），现在的正式名称是“居留卡”，很多人也还习惯叫它 ARC。在韩国办几乎所有其他事情都要用它当身份证件：开通手机、银行开户、健康保险、网购都离不开它。',
        ),
      },
      {
        heading: '怎么申请',
        body:
          p('先通过 HiKorea 预约你住址所属的出入境管理事务所（不预约直接去，常常会被拒绝受理）。需要携带：') +
          list(
            '护照和申请表（事务所现场有）',
            '彩色照片1张，3.5 × 4.5 cm，白色背景',
            '手续费（30,000韩元，一般用收入印花支付，或在现场刷卡）',
            '住址证明（租房合同，或宿舍、雇主出具的证明）',
            '你的签证类型所要求的材料（例如在学证明或劳动合同）',
          ) +
          p('登录证一般两到四周后办好，可以选择去现场领取或邮寄到家。请保管好回执：它能证明你的申请正在办理中。'),
      },
      {
        heading: '拿到卡以后',
        body: p(
          '请随身携带。搬家后要在两周内申报新地址，可以去所在地的居民中心（주민센터）、出入境管理事务所办理，也可以通过 HiKorea 在线申报。签证到期前要办理滞留延期：延期可以在 HiKorea 上预约。',
        ),
      },
    ],
    faqs: [
      {
        question: '登录证还在制作中，我可以离开韩国吗？',
        answer: '如果你的签证允许再入境，一般可以。但要按领卡日期安排好行程，并把回执和护照放在一起保管。',
      },
      {
        question: '打哪个电话可以用母语咨询？',
        answer: '外国人综合服务中心（1345）工作日提供多种语言的咨询服务。',
      },
    ],
    links: [
      { url: 'https://www.hikorea.go.kr/', description: 'HiKorea：出入境·外国人电子政府' },
      { url: 'https://www.immigration.go.kr/', description: '韩国法务部出入境·外国人政策本部' },
    ],
  },
  // 2. Phone plans
  {
    slug: 'phone-plans-zh',
    translationKey: 'phone-plans',
    language: 'zh',
    category: 'tip',
    title: '选择手机套餐：三大运营商、廉价卡和 eSIM',
    sections: [
      {
        heading: '三大运营商和廉价运营商',
        body: p(
          '韩国的移动网络由 SK Telecom、KT 和 LG U+ 三家运营。廉价运营商（알뜰폰，即“MVNO”虚拟运营商）租用的是同样的网络，同样的流量往往只要一半左右的价格，而且不用签长期合约。信号覆盖完全一样，差别主要在于没有营业厅服务，买手机也没有优惠。',
        ),
      },
      {
        heading: '需要准备什么',
        body: list(
          '后付费（按月缴费）套餐通常需要外国人登录证，以及用来扣费的韩国银行账户或银行卡。',
          '登录证下来之前，可以凭护照办一张预付费 SIM 卡或 eSIM，先拿到一个韩国号码。',
          '带一部无锁手机过来，或者在韩国买一部：大多数较新的手机都支持韩国的 SIM 卡或 eSIM。',
        ),
      },
      {
        heading: '小贴士',
        body: p(
          '有韩国手机号很重要：很多 App 和网站都要给你本人名下的手机发短信来验证身份。可以在 MVNO Hub 网站上比较各家廉价套餐，签约前确认套餐有没有最短合约期。',
        ),
      },
    ],
    faqs: [
      {
        question: '换运营商能保留原来的号码吗？',
        answer: '可以。所有运营商之间（包括廉价运营商）都支持携号转网，新运营商会帮你办好。',
      },
      {
        question: '无限流量真的不限量吗？',
        answer: '通常每天或每月有一定的高速流量额度，用完后会降速。请仔细看套餐详情。',
      },
    ],
    links: [{ url: 'https://www.mvnohub.kr/', description: '알뜰폰 허브（MVNO Hub）：比较廉价手机套餐（韩文）' }],
  },
  // 3. Banking
  {
    slug: 'opening-a-bank-account-zh',
    translationKey: 'opening-a-bank-account',
    language: 'zh',
    category: 'tip',
    title: '在韩国开银行账户',
    sections: [
      {
        heading: '需要带什么',
        body:
          list(
            '护照和外国人登录证',
            '韩国手机号（须在本人名下，用于注册 App 和接收验证短信）',
            '开户用途证明：劳动合同或在职证明，学生带在学证明',
          ) + p('银行工作日营业，一般是9:00到16:00。大学和工业园区附近的网点通常更熟悉怎么接待外国客户。'),
      },
      {
        heading: '限额账户',
        body: p(
          '为了防范诈骗，新开的账户往往先是限额账户（한도제한계좌），每天的转账和取款额度很低。出示收入或在职证明后就能解除限额，所以开户时带上这些材料，或者之后带着材料再去一趟。',
        ),
      },
      {
        heading: '往国内汇款',
        body: p(
          '汇款到海外需要指定一家银行专门办理汇款；不提交额外材料的话，每年的汇款额有上限。在韩国持牌的汇款 App 往往比银行电汇便宜；比较时要把手续费和汇率放在一起看。',
        ),
      },
    ],
    faqs: [
      {
        question: '只有护照能开户吗？',
        answer: '有些网点可以，但限制很严；大多数网点要求外国人登录证。等拿到登录证再去会方便得多。',
      },
      {
        question: '能拿到借记卡吗？',
        answer: '能。开户时通常会一起办一张借记卡（체크카드），可以在商店、网上和 ATM 使用。',
      },
    ],
    links: [{ url: 'https://www.fss.or.kr/eng/main/main.do', description: '韩国金融监督院（英文）' }],
  },
  // 4. Health insurance
  {
    slug: 'national-health-insurance-zh',
    translationKey: 'national-health-insurance',
    language: 'zh',
    category: 'tip',
    title: '外国居民的国民健康保险',
    sections: [
      {
        heading: '自动加入',
        body: p(
          '在韩国居住满六个月的外国居民（大多数签证类型）会自动加入国民健康保险。上班族从入职起就通过单位加入，持 D-2 签证的留学生从入境起就加入。第一张缴费通知单会邮寄到你登记的地址。',
        ),
      },
      {
        heading: '怎么缴费，为什么要按时缴',
        body: p(
          '保险费按月缴纳，可以银行转账、自动扣款或在便利店缴纳。欠缴保险费可能会限制你享受保险待遇，申请延长滞留期限时也可能被纳入考量，所以最好设置自动扣款。',
        ),
      },
      {
        heading: '怎么使用',
        body: p(
          '在任何诊所、医院或药店出示外国人登录证即可，你只需支付自付部分，在家附近的诊所看病往往只要几千韩元。地址有变化要及时更新，否则缴费单会寄错地方。',
        ),
      },
    ],
    faqs: [
      {
        question: '有母语服务吗？',
        answer: '国民健康保险公团客服中心（1577-1000）提供多种外语服务。',
      },
      {
        question: '我有本国的商业保险，还要交吗？',
        answer:
          '一般要交：加入是强制性的。拥有同等保障的情况下可能有例外，请在收到第一张缴费单之前向国民健康保险公团咨询。',
      },
    ],
    links: [{ url: 'https://www.nhis.or.kr/english/', description: '国民健康保险公团（英文）' }],
  },
  // 5. Transport cards
  {
    slug: 'transport-cards-zh',
    translationKey: 'transport-cards',
    language: 'zh',
    category: 'tip',
    title: '交通卡：T-money、换乘和下车刷卡',
    sections: [
      {
        heading: '到韩国第一天就办一张',
        body: p(
          '在任何便利店或地铁站都能买到 T-money（티머니）或 Cashbee 交通卡，可以在车站的充值机或便利店收银台用现金充值。同一张卡在全国的地铁、公交和很多出租车上都能用。很多韩国信用卡和借记卡也自带交通卡功能。',
        ),
      },
      {
        heading: '免费换乘',
        body: p(
          '地铁和公交之间30分钟内换乘（深夜时段更长）免费或只需少量费用。最关键的一条：<strong>下公交车时也要刷卡</strong>，否则下一程会按新的一次乘车收费。',
        ),
      },
      {
        heading: '月票',
        body: p(
          '首尔的气候同行卡（기후동행카드）按月付费，可以不限次乘坐首尔的地铁和公交，每天通勤的话很划算。详见另一篇专门介绍它的文章。',
        ),
      },
    ],
    faqs: [
      {
        question: '卡里的余额能退吗？',
        answer: '可以，在便利店支付少量手续费就能退还余额（金额较大时规定不同）。',
      },
      {
        question: '出租车能刷这张卡吗？',
        answer: '大多数可以。在 Kakao T 等打车 App 里绑定银行卡，也可以直接付款。',
      },
    ],
    links: [{ url: 'https://www.t-money.co.kr/', description: 'T-money（티머니）' }],
  },
  // 6. Recycling
  {
    slug: 'recycling-and-trash-rules-zh',
    translationKey: 'recycling-and-trash-rules',
    language: 'zh',
    category: 'tip',
    title: '垃圾分类和回收规则详解',
    sections: [
      {
        heading: '分成三大类',
        body: list(
          '<strong>一般垃圾</strong>要装进便利店和超市出售的计量制垃圾袋（종량제 봉투）。每个区（구）的垃圾袋都不一样：请在你居住的区购买。',
          '<strong>厨余垃圾</strong>要单独扔：装进黄色的厨余垃圾袋、贴有预付费贴纸的垃圾桶，或者公寓小区里的 RFID 垃圾桶。骨头、贝壳、果核和茶包属于一般垃圾，不算厨余垃圾。',
          '<strong>可回收物</strong>分为纸类、塑料、易拉罐、玻璃和塑料袋/薄膜几类，要倒空并冲洗干净。透明 PET 瓶单独投放，撕掉标签并压扁。',
        ),
      },
      {
        heading: '什么时候扔，扔在哪里',
        body: p(
          '公寓小区里有专门的回收区，放着贴好分类标签的垃圾桶。住多户住宅（빌라）或独栋房子的话，要在规定的日子（通常是晚上）把垃圾袋放到楼前；具体日子可以在区厅网站或居民中心查到。',
        ),
      },
      {
        heading: '大件物品',
        body: p(
          '家具和家电属于大型废弃物（대형폐기물）：要向所在区申报（网上或在居民中心），交一笔小额费用，然后贴上贴纸或写上申报编号。很多区免费回收大型家电。',
        ),
      },
    ],
    faqs: [
      {
        question: '用普通袋子扔垃圾会怎样？',
        answer: '可能不会被收走，区里还可能罚款。请使用你所在区的指定垃圾袋。',
      },
      {
        question: '电池和灯泡扔在哪里？',
        answer: '扔进公寓小区、居民中心和部分商店里设置的专用回收箱。',
      },
    ],
    links: [{ url: 'https://www.me.go.kr/eng/web/main.do', description: '韩国环境部（英文）' }],
  },
  // 7. Emergency numbers
  {
    slug: 'emergency-numbers-zh',
    translationKey: 'emergency-numbers',
    language: 'zh',
    category: 'tip',
    title: '建议存进手机的紧急求助和咨询电话',
    sections: [
      {
        heading: '紧急情况',
        body: list(
          '<strong>112</strong>：警察（也可以发短信到112报警）',
          '<strong>119</strong>：火警、急救和救援；通话时可以接入翻译',
          '<strong>122</strong>：海警，用于海上紧急情况',
        ),
      },
      {
        heading: '用母语求助',
        body: list(
          '<strong>1330</strong>：韩国旅游咨询热线，24小时，提供旅游信息和翻译',
          '<strong>1345</strong>：外国人综合服务中心，签证和居留咨询，支持多种语言',
          '<strong>1339</strong>：韩国疾病管理厅呼叫中心',
          '<strong>1366</strong>：女性紧急求助热线（暴力和虐待），24小时',
          '<strong>120</strong>：首尔茶山呼叫中心，市政服务咨询，提供外语帮助',
        ),
      },
      {
        heading: '提前做好准备',
        body: p(
          '把你家的韩文地址存在手机里，这样打电话求助时可以念给接线员听。灾难短信（재난문자）会带着很响的提示音推送到手机上；Emergency Ready App（안전디딤돌）可以查看避难所和翻译好的灾难信息。',
        ),
      },
    ],
    faqs: [
      {
        question: '拨打紧急电话要花钱吗？',
        answer: '不要钱。112和119都是免费的，即使没有 SIM 卡也能拨打。',
      },
      {
        question: '我不会说韩语怎么办？',
        answer: '用英语说出你使用的语言（比如“Chinese”）；112和119可以接通翻译，1330也可以帮你翻译。',
      },
    ],
    links: [{ url: 'https://english.visitkorea.or.kr/', description: 'VisitKorea 韩国旅游官网：1330旅游咨询热线' }],
  },
  // 8. Renting
  {
    slug: 'renting-a-home-zh',
    translationKey: 'renting-a-home',
    language: 'zh',
    category: 'tip',
    title: '租房：全租、月租和如何保护押金',
    sections: [
      {
        heading: '全租和月租',
        body: p(
          '<strong>月租</strong>（월세）是押金加每月房租；押金交得越多，月租就越低。<strong>全租</strong>（전세）是一次性交一大笔押金，不用付月租，搬走时押金退还给你。另外要把每月的管理费（관리비）算进预算，并问清楚包含哪些项目。',
        ),
      },
      {
        heading: '签约之前',
        body: list(
          '在互联网登记所网站上查看不动产登记簿（등기부등본）：房东必须是和你签约的本人；如果房子背着大额抵押贷款，你的押金就有风险。',
          '找持证的正规房产中介；中介费有法定上限，根据押金和月租金额来算。',
          '把所有承诺（维修、家具、入住日期）都写进合同。',
        ),
      },
      {
        heading: '签约之后',
        body: p(
          '申报新地址（外国居民办理的是“滞留地变更申报”），并在居民中心或网上给租房合同盖确定日期章（확정일자）。两者都办好后，即使房东欠了债，你的押金在法律上也享有优先受偿权。',
        ),
      },
    ],
    faqs: [
      {
        question: '全租安全吗？',
        answer:
          '可以是安全的，前提是房子没有过度抵押，而且你办好了地址申报和确定日期。再加上 HUG 的押金担保保险，保障会更充分。',
      },
      {
        question: '没有外国人登录证能租房吗？',
        answer: '短租和合租房可以；签正规的租赁合同的话，大多数房东和中介都会要求出示登录证。',
      },
    ],
    links: [
      { url: 'https://www.iros.go.kr/', description: '互联网登记所（查询不动产登记簿）' },
      { url: 'https://www.khug.or.kr/eng/', description: 'HUG 住宅都市保证公社：押金担保保险' },
    ],
  },
  // 9. Seeing a doctor
  {
    slug: 'seeing-a-doctor-zh',
    translationKey: 'seeing-a-doctor',
    language: 'zh',
    category: 'tip',
    title: '看病指南：诊所、医院和药店',
    sections: [
      {
        heading: '先去附近的诊所',
        body: p(
          '平时生病，去对应科室的诊所（의원）就行：感冒和肠胃不适看内科（내과），另外还有耳鼻喉科（이비인후과）、皮肤科（피부과）等。不需要预约，带上外国人登录证即可。没有诊所开的转诊单，直接去大型大学医院看病，费用会更高。',
        ),
      },
      {
        heading: '买药',
        body: p(
          '诊所会给你开处方，任何一家药店（약국）都可以拿药，药店一般就在诊所隔壁。止痛药这类简单的药在药店也能直接买到，便利店也有小包装出售。',
        ),
      },
      {
        heading: '用外语看病',
        body: p(
          '很多大医院设有配备翻译的国际诊疗中心。晚上和节假日可以去急诊室，或者在 E-Gen 网站上查找正在营业的诊所和药店；遇到紧急情况，拨打119会派救护车。',
        ),
      },
    ],
    faqs: [
      {
        question: '去诊所看一次病要多少钱？',
        answer: '有国民健康保险的话，简单的看诊通常只要几千韩元，另加药费。',
      },
      { question: '晚上去哪里找营业的药店？', answer: 'E-Gen 和地图 App 上可以看到当前营业的药店。' },
    ],
    links: [{ url: 'https://www.e-gen.or.kr/english/', description: 'E-Gen：查询急诊室、营业中的诊所和药店' }],
  },
  // 10. Learning Korean
  {
    slug: 'learning-korean-kiip-zh',
    translationKey: 'learning-korean-kiip',
    language: 'zh',
    category: 'tip',
    title: '低成本学韩语：社会统合项目（KIIP）、世宗学堂和 TOPIK',
    sections: [
      {
        heading: '政府的社会统合项目（KIIP）',
        body: p(
          '社会统合项目（KIIP，사회통합프로그램）在全国各地的运营机构以低廉的费用教授韩语和韩国社会知识。完成该项目后，申请多种签证以及永住、入籍时都对你有利。请在 Socinet 网站上报名。',
        ),
      },
      {
        heading: '其他选择',
        body: list(
          '世宗学堂的课程，包括免费的在线课程',
          '语言交换聚会（Moim 上就有很多：搜索“language”即可）',
          '大学的语学堂，适合集中学习',
        ),
      },
      {
        heading: 'TOPIK',
        body: p(
          '韩国语能力考试（TOPIK）每年举办多次，大学和很多用人单位都会要求。请尽早报名：大城市的考场名额很快就会满。',
        ),
      },
    ],
    faqs: [
      {
        question: '参加 KIIP 需要外国人登录证吗？',
        answer: '需要，KIIP 面向已登录的外国居民；你要先参加分级考试，确定自己的级别。',
      },
      {
        question: 'KIIP 要学多久？',
        answer: '取决于你的起点水平，每周上课，从几个月到一年以上不等。',
      },
    ],
    links: [
      { url: 'https://www.socinet.go.kr/', description: 'Socinet（社会统合信息网）：KIIP 报名' },
      { url: 'https://www.topik.go.kr/', description: 'TOPIK（韩国语能力考试）' },
    ],
  },
  // 11. Climate card (news)
  {
    slug: 'seoul-climate-card-zh',
    translationKey: 'seoul-climate-card',
    language: 'zh',
    category: 'news',
    title: '首尔气候同行卡：按月付费，地铁公交不限次乘坐',
    sections: [
      {
        heading: '这是什么卡',
        body: p(
          '从2024年起，首尔的气候同行卡（기후동행카드）只需每月付一笔固定费用，就能不限次数地乘坐首尔地铁和市内公交；还可以选择加上公共自行车 Ttareungyi（따릉이）的套餐。青年可享受更低的价格。另外也有面向游客的短期票。',
        ),
      },
      {
        heading: '适用范围',
        body: p(
          '适用于首尔市内的地铁和首尔市内公交；开往其他城市的红色广域快速巴士不包括在内，在首尔以外的车站出站可能需要补交费用。购买前请在官方页面确认最新的适用范围和价格。',
        ),
      },
      {
        heading: '怎么购买',
        body: p(
          '可以在首尔的地铁站服务中心和便利店购买实体卡，或在安卓手机上开通手机版交通卡，然后充值月票。从第一次使用当天开始计算，有效期30天。',
        ),
      },
    ],
    faqs: [
      {
        question: '划算吗？',
        answer: '如果你大多数日子都要坐两趟车，通常比按次付费便宜。',
      },
      {
        question: '外国人能用吗？',
        answer: '能。购买实体卡不需要韩国身份证件。',
      },
    ],
    links: [{ url: 'https://english.seoul.go.kr/', description: '首尔特别市政府（英文）' }],
  },
  // 12. Apps (blog)
  {
    slug: 'apps-for-life-in-korea-zh',
    translationKey: 'apps-for-life-in-korea',
    language: 'zh',
    category: 'blog',
    title: '真希望来韩国第一天就装好的那些 App',
    sections: [
      {
        heading: '出行',
        body: p(
          '谷歌地图在韩国基本只能查公共交通，所以请装上 <strong>Naver 地图</strong>或 <strong>KakaoMap</strong>，查步行路线、公交到站时间和末班车。用 <strong>Kakao T</strong> 可以叫出租车，还能直接在 App 里付款。',
        ),
      },
      {
        heading: '聊天和看懂韩文',
        body: p(
          '在韩国发消息都用 <strong>KakaoTalk</strong>：房东、老师和 Moim 上的活动主办人都会问你要 Kakao ID。<strong>Papago</strong> 的韩语翻译很准，还能拍照翻译菜单或信件。',
        ),
      },
      {
        heading: '吃饭和购物',
        body: p(
          '<strong>Baemin</strong>（배달의민족）和 <strong>Coupang Eats</strong> 可以点外卖；<strong>Coupang</strong> 几乎什么都能送，常常第二天早上就到。这些 App 大多要用韩国手机号才能注册，这也是要尽早办号的又一个理由。',
        ),
      },
    ],
    faqs: [
      { question: '这些 App 能用英文吗？', answer: '现在大多数都有英文菜单，剩下的靠 Papago 就能解决。' },
      {
        question: '可以用外国银行卡付款吗？',
        answer: '有些 App 接受外国卡，但韩国的卡在哪里都能用。',
      },
    ],
    links: [
      { url: 'https://map.naver.com/', description: 'Naver 地图' },
      { url: 'https://papago.naver.com/', description: 'Papago 翻译' },
    ],
  },
];
