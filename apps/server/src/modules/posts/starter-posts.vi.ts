import { list, p, type StarterPost } from './starter-post.ts';

/** The starter posts in Vietnamese: translations of the English ones (same translation keys). */
export const STARTER_POSTS_VI: StarterPost[] = [
  // 1. Residence card
  {
    slug: 'alien-registration-card-vi',
    translationKey: 'alien-registration-card',
    language: 'vi',
    category: 'tip',
    title: 'Làm thẻ người nước ngoài (thẻ cư trú)',
    sections: [
      {
        heading: 'Ai cần làm thẻ và khi nào',
        body: p(
          'Nếu bạn sẽ ở Hàn Quốc quá 90 ngày, bạn phải đăng ký người nước ngoài với cơ quan xuất nhập cảnh trong vòng <strong>90 ngày kể từ khi nhập cảnh</strong>. Thẻ bạn nhận được (외국인등록증, nay có tên chính thức là thẻ cư trú nhưng vẫn thường được gọi là thẻ người nước ngoài hay ARC) là giấy tờ tùy thân dùng cho gần như mọi việc khác: ký hợp đồng điện thoại, mở tài khoản ngân hàng, bảo hiểm y tế và mua sắm trực tuyến.',
        ),
      },
      {
        heading: 'Cách nộp hồ sơ',
        body:
          p(
            'Bạn hãy đặt lịch hẹn qua HiKorea tại văn phòng xuất nhập cảnh phụ trách nơi bạn ở (đến mà không có lịch hẹn thường bị từ chối). Mang theo:',
          ) +
          list(
            'hộ chiếu và đơn đăng ký (có sẵn tại văn phòng)',
            'một ảnh màu cỡ 3,5 × 4,5 cm, nền trắng',
            'lệ phí (30.000 won, thường trả bằng tem lệ phí hoặc quẹt thẻ tại văn phòng)',
            'giấy tờ chứng minh nơi ở (hợp đồng thuê nhà, hoặc giấy xác nhận của ký túc xá hay nơi làm việc)',
            'các giấy tờ mà loại visa của bạn yêu cầu (ví dụ giấy chứng nhận đang theo học hoặc hợp đồng lao động)',
          ) +
          p(
            'Thẻ thường có sau hai đến bốn tuần; bạn có thể đến nhận trực tiếp hoặc nhận qua đường bưu điện. Hãy giữ lại giấy biên nhận: giấy này chứng minh hồ sơ của bạn đang được xử lý.',
          ),
      },
      {
        heading: 'Sau khi có thẻ',
        body: p(
          'Hãy luôn mang thẻ theo người. Khi chuyển nhà, bạn phải khai báo địa chỉ mới trong vòng hai tuần, tại trung tâm hành chính phường (주민센터), văn phòng xuất nhập cảnh hoặc trực tuyến qua HiKorea. Hãy gia hạn thời gian lưu trú trước khi visa hết hạn: bạn có thể đặt lịch gia hạn trên HiKorea.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Tôi có thể rời Hàn Quốc trong lúc chờ làm thẻ không?',
        answer:
          'Thường là được, nếu visa của bạn cho phép tái nhập cảnh, nhưng hãy sắp xếp theo ngày nhận thẻ và giữ giấy biên nhận cùng với hộ chiếu.',
      },
      {
        question: 'Tôi có thể gọi đến đâu để được hỗ trợ bằng ngôn ngữ của mình?',
        answer:
          'Tổng đài 1345 (Trung tâm thông tin tổng hợp cho người nước ngoài) hỗ trợ bằng nhiều thứ tiếng vào các ngày trong tuần.',
      },
    ],
    links: [
      { url: 'https://www.hikorea.go.kr/', description: 'HiKorea: cổng chính phủ điện tử về xuất nhập cảnh' },
      { url: 'https://www.immigration.go.kr/', description: 'Cục Xuất nhập cảnh Hàn Quốc (Korea Immigration Service)' },
    ],
  },
  // 2. Phone plans
  {
    slug: 'phone-plans-vi',
    translationKey: 'phone-plans',
    language: 'vi',
    category: 'tip',
    title: 'Chọn gói cước điện thoại: nhà mạng lớn, SIM giá rẻ và eSIM',
    sections: [
      {
        heading: 'Ba nhà mạng lớn và các nhà mạng giá rẻ',
        body: p(
          'SK Telecom, KT và LG U+ là ba nhà mạng vận hành hạ tầng mạng. Các nhà mạng giá rẻ (알뜰폰, "MVNO") thuê lại chính các mạng này và thường chỉ có giá bằng một nửa cho cùng dung lượng data, không cần hợp đồng dài hạn. Vùng phủ sóng như nhau; cái bạn mất đi chủ yếu là sự hỗ trợ tại cửa hàng và ưu đãi giảm giá khi mua máy.',
        ),
      },
      {
        heading: 'Bạn cần chuẩn bị gì',
        body: list(
          'Gói trả sau (trả theo tháng) thường cần thẻ người nước ngoài và một tài khoản ngân hàng hoặc thẻ ngân hàng Hàn Quốc để thanh toán.',
          'Trong lúc chờ thẻ người nước ngoài, bạn có thể dùng hộ chiếu để mua SIM hoặc eSIM trả trước và có số điện thoại Hàn Quốc.',
          'Hãy mang theo điện thoại không bị khóa mạng, hoặc mua máy mới: hầu hết điện thoại đời mới đều dùng được SIM hoặc eSIM Hàn Quốc.',
        ),
      },
      {
        heading: 'Mẹo nhỏ',
        body: p(
          'Số điện thoại Hàn Quốc rất quan trọng: nhiều ứng dụng và trang web xác minh danh tính bằng tin nhắn gửi tới số điện thoại đứng tên chính bạn. Hãy so sánh các gói cước giá rẻ trên trang MVNO Hub và kiểm tra xem gói cước có thời hạn hợp đồng tối thiểu hay không trước khi ký.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Tôi có giữ được số cũ khi đổi nhà mạng không?',
        answer:
          'Được. Bạn có thể chuyển mạng giữ số giữa tất cả các nhà mạng, kể cả nhà mạng giá rẻ; nhà mạng mới sẽ làm thủ tục giúp bạn.',
      },
      {
        question: 'Data không giới hạn có thật sự không giới hạn không?',
        answer:
          'Thường có một lượng data tốc độ cao theo ngày hoặc theo tháng; dùng hết lượng đó thì tốc độ sẽ bị giảm. Hãy đọc kỹ chi tiết gói cước.',
      },
    ],
    links: [{ url: 'https://www.mvnohub.kr/', description: 'MVNO Hub: so sánh các gói cước giá rẻ (tiếng Hàn)' }],
  },
  // 3. Banking
  {
    slug: 'opening-a-bank-account-vi',
    translationKey: 'opening-a-bank-account',
    language: 'vi',
    category: 'tip',
    title: 'Mở tài khoản ngân hàng ở Hàn Quốc',
    sections: [
      {
        heading: 'Cần mang theo gì',
        body:
          list(
            'hộ chiếu và thẻ người nước ngoài',
            'số điện thoại Hàn Quốc (đứng tên bạn, để đăng ký ứng dụng và xác minh qua tin nhắn)',
            'giấy tờ chứng minh lý do bạn cần mở tài khoản: hợp đồng lao động hoặc giấy xác nhận đang làm việc, hoặc giấy chứng nhận đang theo học nếu bạn là sinh viên',
          ) +
          p(
            'Ngân hàng mở cửa các ngày trong tuần, thường từ 9:00 đến 16:00. Các chi nhánh gần trường đại học và khu công nghiệp thường đã quen phục vụ khách hàng nước ngoài.',
          ),
      },
      {
        heading: 'Tài khoản bị giới hạn giao dịch',
        body: p(
          'Để phòng chống lừa đảo, tài khoản mới thường bắt đầu là tài khoản bị giới hạn giao dịch (한도제한계좌), với hạn mức chuyển khoản và rút tiền mỗi ngày thấp. Hạn mức sẽ được gỡ khi bạn xuất trình giấy tờ chứng minh thu nhập hoặc việc làm, vì vậy hãy mang theo các giấy tờ này, hoặc mang đến bổ sung sau.',
        ),
      },
      {
        heading: 'Gửi tiền về nước',
        body: p(
          'Để chuyển tiền ra nước ngoài, bạn phải chỉ định một ngân hàng làm ngân hàng chuyển tiền, và nếu không nộp thêm giấy tờ thì số tiền bạn gửi đi mỗi năm bị giới hạn ở một hạn mức nhất định. Các ứng dụng chuyển tiền được cấp phép tại Hàn Quốc thường rẻ hơn chuyển tiền qua ngân hàng; hãy so sánh cả phí lẫn tỷ giá.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Tôi có thể mở tài khoản chỉ với hộ chiếu không?',
        answer:
          'Một số chi nhánh có làm, nhưng với hạn mức rất chặt; phần lớn đều yêu cầu thẻ người nước ngoài. Chờ có thẻ rồi mở sẽ dễ hơn.',
      },
      {
        question: 'Tôi có được cấp thẻ ghi nợ không?',
        answer:
          'Có, ngân hàng thường cấp thẻ check card (체크카드) cùng với tài khoản, dùng được ở cửa hàng, khi mua hàng trực tuyến và tại cây ATM.',
      },
    ],
    links: [
      {
        url: 'https://www.fss.or.kr/eng/main/main.do',
        description: 'Cơ quan Giám sát Tài chính Hàn Quốc – FSS (tiếng Anh)',
      },
    ],
  },
  // 4. Health insurance
  {
    slug: 'national-health-insurance-vi',
    translationKey: 'national-health-insurance',
    language: 'vi',
    category: 'tip',
    title: 'Bảo hiểm y tế quốc dân cho người nước ngoài',
    sections: [
      {
        heading: 'Bạn được tham gia tự động',
        body: p(
          'Người nước ngoài đã ở Hàn Quốc được sáu tháng (với phần lớn các loại visa) sẽ được tự động tham gia bảo hiểm y tế quốc dân. Người lao động được tham gia qua nơi làm việc ngay từ ngày bắt đầu làm việc, còn du học sinh visa D-2 được tham gia ngay từ khi nhập cảnh. Giấy báo đóng phí đầu tiên sẽ được gửi qua bưu điện đến địa chỉ bạn đã đăng ký.',
        ),
      },
      {
        heading: 'Đóng phí và vì sao điều đó quan trọng',
        body: p(
          'Phí bảo hiểm được đóng hằng tháng, bằng chuyển khoản, trích tiền tự động hoặc tại cửa hàng tiện lợi. Nợ phí bảo hiểm có thể khiến quyền lợi bảo hiểm của bạn bị hạn chế và có thể bị tính đến khi xét đơn xin gia hạn lưu trú của bạn, vì vậy hãy đăng ký trích tiền tự động.',
        ),
      },
      {
        heading: 'Cách sử dụng',
        body: p(
          'Hãy xuất trình thẻ người nước ngoài tại bất kỳ phòng khám, bệnh viện hay nhà thuốc nào; bạn chỉ phải trả phần chi phí tự chi trả, ở phòng khám gần nhà thường chỉ vài nghìn won. Hãy luôn cập nhật địa chỉ, nếu không giấy báo phí sẽ bị gửi nhầm chỗ.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Có hỗ trợ bằng ngôn ngữ của tôi không?',
        answer: 'Tổng đài của NHIS (1577-1000) có dịch vụ bằng một số ngoại ngữ.',
      },
      {
        question: 'Tôi đã có bảo hiểm tư nhân ở nước mình, vẫn phải đóng phí sao?',
        answer:
          'Nhìn chung là có: tham gia là bắt buộc. Có một số trường hợp được miễn nếu bạn có bảo hiểm tương đương; hãy hỏi NHIS trước khi nhận giấy báo phí đầu tiên.',
      },
    ],
    links: [
      {
        url: 'https://www.nhis.or.kr/english/',
        description: 'Cơ quan Bảo hiểm Y tế Quốc dân Hàn Quốc – NHIS (tiếng Anh)',
      },
    ],
  },
  // 5. Transport cards
  {
    slug: 'transport-cards-vi',
    translationKey: 'transport-cards',
    language: 'vi',
    category: 'tip',
    title: 'Thẻ giao thông: T-money, chuyển tuyến và quẹt thẻ khi xuống xe',
    sections: [
      {
        heading: 'Có thẻ ngay từ ngày đầu tiên',
        body: p(
          'Hãy mua thẻ T-money (티머니) hoặc Cashbee ở bất kỳ cửa hàng tiện lợi hay ga tàu điện ngầm nào, rồi nạp tiền mặt vào thẻ tại máy nạp trong ga hoặc tại quầy thu ngân. Cùng một thẻ dùng được cho tàu điện ngầm, xe buýt và nhiều taxi trên khắp cả nước. Nhiều thẻ tín dụng và thẻ check card của Hàn Quốc cũng có sẵn chức năng thẻ giao thông.',
        ),
      },
      {
        heading: 'Chuyển tuyến miễn phí',
        body: p(
          'Chuyển giữa tàu điện ngầm và xe buýt được miễn phí hoặc chỉ mất rất ít tiền nếu bạn đổi xe trong vòng 30 phút (đêm khuya thì được lâu hơn). Quy tắc quan trọng nhất: <strong>khi xuống xe buýt cũng phải quẹt thẻ</strong>, nếu không lượt đi tiếp theo sẽ bị tính như một chuyến mới.',
        ),
      },
      {
        heading: 'Vé tháng',
        body: p(
          'Thẻ Climate Card của Seoul (기후동행카드) cho phép đi tàu điện ngầm và xe buýt ở Seoul không giới hạn với một khoản phí hằng tháng, rất có lợi nếu ngày nào bạn cũng đi làm hay đi học. Xem bài viết riêng về thẻ này.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Tôi có lấy lại được số tiền còn trong thẻ không?',
        answer:
          'Được, số dư còn lại có thể được hoàn trả tại cửa hàng tiện lợi với một khoản phí nhỏ (số tiền lớn thì quy định khác).',
      },
      {
        question: 'Taxi có nhận thẻ không?',
        answer: 'Phần lớn là có. Các ứng dụng gọi taxi như Kakao T cũng cho phép thanh toán bằng thẻ đã đăng ký.',
      },
    ],
    links: [{ url: 'https://www.t-money.co.kr/', description: 'T-money' }],
  },
  // 6. Recycling
  {
    slug: 'recycling-and-trash-rules-vi',
    translationKey: 'recycling-and-trash-rules',
    language: 'vi',
    category: 'tip',
    title: 'Giải thích dễ hiểu về quy định đổ rác và phân loại rác tái chế',
    sections: [
      {
        heading: 'Ba loại rác',
        body: list(
          '<strong>Rác thường</strong> cho vào túi rác có tính phí (종량제 봉투), bán ở cửa hàng tiện lợi và siêu thị. Mỗi quận (구) có loại túi riêng: hãy mua túi ở quận nơi bạn sống.',
          '<strong>Rác thực phẩm</strong> bỏ riêng, vào túi rác thực phẩm màu vàng, thùng có dán tem trả phí trước, hoặc thùng RFID trong các khu chung cư. Xương, vỏ sò ốc, hạt và túi trà là rác thường, không phải rác thực phẩm.',
          '<strong>Rác tái chế</strong> được phân loại thành giấy, nhựa, lon, thủy tinh và ni lông/màng bọc, đã rửa sạch và để rỗng. Chai PET trong suốt bỏ riêng, bóc nhãn và bóp dẹp.',
        ),
      },
      {
        heading: 'Khi nào và ở đâu',
        body: p(
          'Ở chung cư có khu phân loại rác với các thùng dán nhãn. Ở nhà villa (빌라) và nhà riêng, túi rác được để trước cửa tòa nhà vào những ngày quy định, thường là buổi tối; trang web của văn phòng quận hoặc trung tâm hành chính phường có ghi các ngày này.',
        ),
      },
      {
        heading: 'Đồ cồng kềnh',
        body: p(
          'Đồ nội thất và đồ điện gia dụng là rác cồng kềnh (대형폐기물): hãy khai báo với quận (trực tuyến hoặc tại trung tâm hành chính phường), trả một khoản phí nhỏ rồi dán tem hoặc ghi số khai báo lên đồ. Nhiều quận thu gom miễn phí đồ điện gia dụng cỡ lớn.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Nếu tôi bỏ rác vào túi thường thì sao?',
        answer: 'Rác có thể không được thu gom, và quận có thể phạt tiền bạn. Hãy dùng đúng loại túi của quận bạn.',
      },
      {
        question: 'Pin và bóng đèn thì bỏ ở đâu?',
        answer: 'Bỏ vào các thùng thu gom riêng đặt ở khu chung cư, trung tâm hành chính phường và một số cửa hàng.',
      },
    ],
    links: [{ url: 'https://www.me.go.kr/eng/web/main.do', description: 'Bộ Môi trường Hàn Quốc (tiếng Anh)' }],
  },
  // 7. Emergency numbers
  {
    slug: 'emergency-numbers-vi',
    translationKey: 'emergency-numbers',
    language: 'vi',
    category: 'tip',
    title: 'Các số điện thoại khẩn cấp và hỗ trợ nên lưu vào máy',
    sections: [
      {
        heading: 'Trường hợp khẩn cấp',
        body: list(
          '<strong>112</strong>: cảnh sát (bạn cũng có thể nhắn tin đến 112)',
          '<strong>119</strong>: cứu hỏa, cấp cứu và cứu hộ; có thể có phiên dịch viên tham gia cuộc gọi',
          '<strong>122</strong>: cảnh sát biển, cho các trường hợp khẩn cấp trên biển',
        ),
      },
      {
        heading: 'Hỗ trợ bằng ngôn ngữ của bạn',
        body: list(
          '<strong>1330</strong>: Đường dây nóng du lịch Hàn Quốc, 24 giờ, thông tin du lịch và phiên dịch',
          '<strong>1345</strong>: Trung tâm thông tin tổng hợp cho người nước ngoài, về visa và cư trú, nhiều thứ tiếng',
          '<strong>1339</strong>: tổng đài của Cơ quan Kiểm soát và Phòng ngừa Dịch bệnh Hàn Quốc (KDCA)',
          '<strong>1366</strong>: đường dây nóng khẩn cấp cho phụ nữ (bạo lực và ngược đãi), 24 giờ',
          '<strong>120</strong>: Tổng đài Dasan của Seoul, dịch vụ của thành phố, có hỗ trợ ngoại ngữ',
        ),
      },
      {
        heading: 'Chuẩn bị trước',
        body: p(
          'Hãy lưu địa chỉ nhà bằng tiếng Hàn trong điện thoại để có thể đọc cho nhân viên tổng đài. Tin nhắn cảnh báo khẩn cấp (재난문자) đến điện thoại kèm âm báo rất to; ứng dụng Emergency Ready cho biết các nơi trú ẩn và hiển thị cảnh báo đã được dịch.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Gọi các số khẩn cấp có mất tiền không?',
        answer: 'Không. Gọi 112 và 119 đều miễn phí, kể cả khi không có SIM.',
      },
      {
        question: 'Nếu tôi không nói được tiếng Hàn thì sao?',
        answer:
          'Hãy nói tên ngôn ngữ của bạn bằng tiếng Anh (ví dụ "Vietnamese"); 112 và 119 có thể kết nối phiên dịch viên, và 1330 có thể phiên dịch giúp bạn.',
      },
    ],
    links: [{ url: 'https://english.visitkorea.or.kr/', description: 'VisitKorea: đường dây nóng du lịch 1330' }],
  },
  // 8. Renting
  {
    slug: 'renting-a-home-vi',
    translationKey: 'renting-a-home',
    language: 'vi',
    category: 'tip',
    title: 'Thuê nhà: jeonse, wolse và cách bảo vệ tiền đặt cọc',
    sections: [
      {
        heading: 'Jeonse và wolse',
        body: p(
          '<strong>Wolse</strong> (월세) là tiền đặt cọc cộng tiền thuê hằng tháng; đặt cọc càng nhiều thì tiền thuê càng thấp. <strong>Jeonse</strong> (전세) là một khoản đặt cọc lớn duy nhất, không phải trả tiền thuê hằng tháng, và được trả lại khi bạn chuyển đi. Hãy tính thêm phí quản lý hằng tháng (관리비) vào ngân sách và hỏi rõ phí này bao gồm những gì.',
        ),
      },
      {
        heading: 'Trước khi ký hợp đồng',
        body: list(
          'Tra giấy chứng nhận đăng ký bất động sản (등기부등본) trên trang Internet Registry Office (인터넷등기소): chủ nhà phải đúng là người ký hợp đồng với bạn, và nếu căn nhà đang bị thế chấp những khoản vay lớn thì tiền đặt cọc của bạn sẽ gặp rủi ro.',
          'Hãy thuê qua môi giới bất động sản có giấy phép; phí môi giới có mức trần theo luật và phụ thuộc vào tiền đặt cọc và tiền thuê.',
          'Ghi mọi điều đã hứa (sửa chữa, đồ đạc, ngày dọn vào) vào hợp đồng.',
        ),
      },
      {
        heading: 'Sau khi ký hợp đồng',
        body: p(
          'Hãy khai báo địa chỉ mới (với người nước ngoài là khai báo thay đổi nơi cư trú) và xin đóng dấu xác nhận ngày (확정일자) lên hợp đồng tại trung tâm hành chính phường hoặc trực tuyến. Khi có đủ cả hai, tiền đặt cọc của bạn sẽ được pháp luật ưu tiên bảo vệ nếu chủ nhà lâm vào nợ nần.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Thuê nhà jeonse có an toàn không?',
        answer:
          'Có thể an toàn, nếu căn nhà không bị thế chấp quá mức và bạn đã hoàn tất khai báo địa chỉ và đóng dấu xác nhận ngày. Bảo hiểm tiền đặt cọc của HUG giúp bạn được bảo vệ thêm.',
      },
      {
        question: 'Tôi có thuê nhà được khi chưa có thẻ người nước ngoài không?',
        answer:
          'Với nhà thuê ngắn hạn và share house (nhà ở ghép) thì được; còn với hợp đồng thuê nhà thông thường, hầu hết chủ nhà và môi giới đều yêu cầu có thẻ.',
      },
    ],
    links: [
      {
        url: 'https://www.iros.go.kr/',
        description: 'Internet Registry Office (인터넷등기소): tra giấy chứng nhận đăng ký bất động sản',
      },
      {
        url: 'https://www.khug.or.kr/eng/',
        description: 'HUG (Tổng công ty Bảo lãnh Nhà ở và Đô thị): bảo hiểm bảo lãnh tiền đặt cọc',
      },
    ],
  },
  // 9. Seeing a doctor
  {
    slug: 'seeing-a-doctor-vi',
    translationKey: 'seeing-a-doctor',
    language: 'vi',
    category: 'tip',
    title: 'Đi khám bệnh: phòng khám, bệnh viện và nhà thuốc',
    sections: [
      {
        heading: 'Bắt đầu từ phòng khám gần nhà',
        body: p(
          'Khi ốm đau thông thường, hãy đến phòng khám (의원) đúng chuyên khoa: nội khoa (내과) cho cảm cúm và các vấn đề về dạ dày, tai mũi họng (이비인후과), da liễu (피부과), v.v. Không cần đặt lịch hẹn; hãy mang theo thẻ người nước ngoài. Các bệnh viện đại học lớn sẽ tính phí cao hơn nếu bạn không có giấy chuyển viện từ phòng khám.',
        ),
      },
      {
        heading: 'Thuốc',
        body: p(
          'Phòng khám sẽ đưa cho bạn đơn thuốc để mua ở bất kỳ nhà thuốc (약국) nào, thường ngay bên cạnh. Các loại thuốc đơn giản như thuốc giảm đau cũng được bán ở nhà thuốc, và loại đóng gói nhỏ còn có ở cửa hàng tiện lợi.',
        ),
      },
      {
        heading: 'Khám bằng ngoại ngữ',
        body: p(
          'Nhiều bệnh viện lớn có trung tâm khám chữa bệnh quốc tế với phiên dịch viên. Vào ban đêm và ngày lễ, hãy đến phòng cấp cứu hoặc tra cứu các phòng khám và nhà thuốc đang mở cửa trên trang E-Gen; khi khẩn cấp, 119 sẽ điều xe cấp cứu đến.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Khám ở phòng khám hết bao nhiêu tiền?',
        answer: 'Nếu có bảo hiểm y tế quốc dân, một lần khám đơn giản thường chỉ vài nghìn won, cộng thêm tiền thuốc.',
      },
      {
        question: 'Tìm nhà thuốc mở cửa ban đêm ở đâu?',
        answer: 'E-Gen và các ứng dụng bản đồ cho biết những nhà thuốc đang mở cửa.',
      },
    ],
    links: [
      {
        url: 'https://www.e-gen.or.kr/english/',
        description: 'E-Gen: phòng cấp cứu, phòng khám và nhà thuốc đang mở cửa',
      },
    ],
  },
  // 10. Learning Korean
  {
    slug: 'learning-korean-kiip-vi',
    translationKey: 'learning-korean-kiip',
    language: 'vi',
    category: 'tip',
    title: 'Học tiếng Hàn tiết kiệm: KIIP, Sejong và TOPIK',
    sections: [
      {
        heading: 'KIIP, chương trình của chính phủ',
        body: p(
          'Chương trình Hội nhập Xã hội (KIIP, 사회통합프로그램) dạy tiếng Hàn và kiến thức về xã hội Hàn Quốc với chi phí thấp tại các cơ sở trên khắp cả nước. Hoàn thành chương trình là một điểm cộng khi xin một số loại visa, cũng như khi xin thường trú và nhập quốc tịch. Hãy đăng ký trên trang Socinet.',
        ),
      },
      {
        heading: 'Các lựa chọn khác',
        body: list(
          'các khóa học của Học viện King Sejong, có cả bài học trực tuyến miễn phí',
          'các buổi giao lưu trao đổi ngôn ngữ (trên Moim có rất nhiều: hãy tìm "language")',
          'các viện ngôn ngữ (trường tiếng) của các trường đại học, nếu bạn muốn học chuyên sâu',
        ),
      },
      {
        heading: 'TOPIK',
        body: p(
          'Kỳ thi năng lực tiếng Hàn (TOPIK) được tổ chức nhiều lần trong năm; các trường đại học và nhiều nhà tuyển dụng đều yêu cầu chứng chỉ này. Hãy đăng ký sớm: chỗ thi ở các thành phố lớn hết rất nhanh.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Tôi có cần thẻ người nước ngoài để học KIIP không?',
        answer:
          'Có, KIIP dành cho người nước ngoài đã đăng ký cư trú; bạn sẽ làm bài kiểm tra đầu vào để xác định trình độ.',
      },
      {
        question: 'Học KIIP mất bao lâu?',
        answer: 'Tùy trình độ ban đầu của bạn, từ vài tháng đến hơn một năm, với các buổi học hằng tuần.',
      },
    ],
    links: [
      { url: 'https://www.socinet.go.kr/', description: 'Socinet: đăng ký học KIIP' },
      { url: 'https://www.topik.go.kr/', description: 'TOPIK: Kỳ thi năng lực tiếng Hàn' },
    ],
  },
  // 11. Climate card (news)
  {
    slug: 'seoul-climate-card-vi',
    translationKey: 'seoul-climate-card',
    language: 'vi',
    category: 'news',
    title: 'Thẻ Climate Card của Seoul: đi tàu điện ngầm và xe buýt không giới hạn với phí hằng tháng',
    sections: [
      {
        heading: 'Đây là thẻ gì',
        body: p(
          'Từ năm 2024, thẻ Climate Card của Seoul (기후동행카드) cho phép bạn đi tàu điện ngầm và xe buýt nội thành Seoul bao nhiêu lần tùy thích với một mức giá cố định mỗi tháng; có cả loại kèm xe đạp công cộng Ttareungyi (따릉이). Người trẻ được hưởng giá thấp hơn. Ngoài ra còn có vé ngắn hạn dành cho khách du lịch.',
        ),
      },
      {
        heading: 'Dùng được ở đâu',
        body: p(
          'Thẻ áp dụng cho tàu điện ngầm trong phạm vi Seoul và xe buýt nội thành Seoul; xe buýt tốc hành màu đỏ đi các thành phố khác không nằm trong phạm vi này, và nếu ra khỏi ga tàu điện ngầm bên ngoài Seoul, bạn có thể phải trả thêm. Hãy xem trang chính thức để biết danh sách và giá hiện hành trước khi mua.',
        ),
      },
      {
        heading: 'Cách mua',
        body: p(
          'Bạn có thể mua thẻ vật lý tại quầy dịch vụ trong ga và cửa hàng tiện lợi ở Seoul, hoặc dùng thẻ di động trên điện thoại Android, rồi nạp vé tháng. Vé có hiệu lực từ ngày bạn dùng lần đầu tiên và kéo dài 30 ngày.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Có đáng mua không?',
        answer: 'Nếu hầu hết các ngày bạn đi hai lượt, thẻ thường rẻ hơn so với trả tiền theo từng lượt.',
      },
      {
        question: 'Người nước ngoài có dùng được không?',
        answer: 'Được. Mua thẻ vật lý không cần giấy tờ tùy thân Hàn Quốc.',
      },
    ],
    links: [{ url: 'https://english.seoul.go.kr/', description: 'Chính quyền thành phố Seoul (tiếng Anh)' }],
  },
  // 12. Apps (blog)
  {
    slug: 'apps-for-life-in-korea-vi',
    translationKey: 'apps-for-life-in-korea',
    language: 'vi',
    category: 'blog',
    title: 'Những ứng dụng tôi ước mình đã cài ngay từ ngày đầu tiên đến Hàn Quốc',
    sections: [
      {
        heading: 'Đi lại',
        body: p(
          'Ở Hàn Quốc, Google Maps gần như chỉ hiển thị được thông tin phương tiện công cộng, vì vậy hãy cài <strong>Naver Map</strong> hoặc <strong>KakaoMap</strong> để xem đường đi bộ, giờ xe buýt đến và chuyến tàu cuối. <strong>Kakao T</strong> giúp bạn gọi taxi và thanh toán ngay trong ứng dụng.',
        ),
      },
      {
        heading: 'Nhắn tin và đọc hiểu',
        body: p(
          'Cả Hàn Quốc nhắn tin bằng <strong>KakaoTalk</strong>: chủ nhà, giáo viên và người tổ chức trên Moim đều sẽ hỏi Kakao ID của bạn. <strong>Papago</strong> dịch tiếng Hàn rất tốt, kể cả từ ảnh chụp thực đơn hay một lá thư.',
        ),
      },
      {
        heading: 'Ăn uống và mua sắm',
        body: p(
          '<strong>Baemin</strong> và <strong>Coupang Eats</strong> giao đồ ăn; <strong>Coupang</strong> giao gần như mọi thứ, thường ngay sáng hôm sau. Hầu hết các ứng dụng này cần số điện thoại Hàn Quốc để đăng ký, đó là thêm một lý do để bạn sớm làm số điện thoại.',
        ),
      },
    ],
    faqs: [
      {
        question: 'Các ứng dụng này có dùng được bằng tiếng Anh không?',
        answer: 'Phần lớn giờ đã có giao diện tiếng Anh; còn lại thì đã có Papago.',
      },
      {
        question: 'Tôi có thanh toán bằng thẻ nước ngoài được không?',
        answer: 'Một số ứng dụng nhận thẻ nước ngoài, nhưng thẻ Hàn Quốc thì dùng được ở mọi nơi.',
      },
    ],
    links: [
      { url: 'https://map.naver.com/', description: 'Naver Map' },
      { url: 'https://papago.naver.com/', description: 'Papago: ứng dụng dịch' },
    ],
  },
];
