import type { LanguageCode } from '@platform/contracts/languages';

/**
 * Word lists the demo studio builds game names from: a theme, a kind of game and an optional
 * edition. 23 of the 26 interface languages have real words in their own script; Khmer, Lao and
 * Burmese fall back to the English words (a name must exist in every language; a translator can
 * add a list here without touching the generator). Malay shares the Indonesian words, which are
 * the same for these themes. Card-game names (Teen Patti, Sic Bo...) are kept as players know them.
 */

export const THEMES = [
  'tiger',
  'dragon',
  'gold',
  'fortune',
  'lotus',
  'ocean',
  'phoenix',
  'moon',
  'star',
  'jade',
  'ruby',
  'thunder',
  'emerald',
  'lion',
  'pearl',
  'sun',
] as const;

export const KINDS = [
  'kingdom',
  'riches',
  'palace',
  'legend',
  'treasure',
  'quest',
  'temple',
  'rush',
  'dreams',
  'empire',
  'hunter',
  'fishing',
  'reef',
  'catch',
  'poker',
  'rummy',
  'teenpatti',
  'andarbahar',
  'blackjack',
  'roulette',
  'baccarat',
  'sicbo',
  'dragontiger',
  'crash',
  'rocket',
  'plinko',
  'mines',
  'dice',
] as const;
export type Kind = (typeof KINDS)[number];

export const EDITIONS = ['', 'deluxe', 'mega', 'royal', 'super', 'grand'] as const;

export interface LanguageWords {
  themes: readonly string[];
  kinds: readonly string[];
  /** Editions after the empty one. */
  editions: readonly string[];
  /** `tk`: theme then kind (English); `kt`: kind then theme (Spanish "Ruleta Tigre"). */
  order: 'tk' | 'kt';
  sep: string;
  /** Chinese puts the edition first (超级猛虎王国); the others append it. */
  editionFirst: boolean;
}

const w = (
  themes: string,
  kinds: string,
  editions: string,
  order: 'tk' | 'kt' = 'tk',
  sep = ' ',
  editionFirst = false,
): LanguageWords => ({
  themes: themes.split('|'),
  kinds: kinds.split('|'),
  editions: editions.split('|'),
  order,
  sep,
  editionFirst,
});

const en = w(
  'Tiger|Dragon|Gold|Fortune|Lotus|Ocean|Phoenix|Moon|Star|Jade|Ruby|Thunder|Emerald|Lion|Pearl|Sun',
  'Kingdom|Riches|Palace|Legend|Treasure|Quest|Temple|Rush|Dreams|Empire|Hunter|Fishing|Reef|Catch|Poker|Rummy|Teen Patti|Andar Bahar|Blackjack|Roulette|Baccarat|Sic Bo|Dragon Tiger|Crash|Rocket|Plinko|Mines|Dice',
  'Deluxe|Mega|Royal|Super|Grand',
);

const id = w(
  'Harimau|Naga|Emas|Rezeki|Teratai|Samudra|Phoenix|Bulan|Bintang|Giok|Rubi|Guntur|Zamrud|Singa|Mutiara|Matahari',
  'Kerajaan|Kekayaan|Istana|Legenda|Harta|Petualangan|Kuil|Serbu|Impian|Kekaisaran|Pemburu|Memancing|Karang|Tangkapan|Poker|Remi|Teen Patti|Andar Bahar|Blackjack|Roulette|Bakarat|Sic Bo|Naga Harimau|Crash|Roket|Plinko|Ranjau|Dadu',
  'Mewah|Mega|Raja|Super|Agung',
  'kt',
);

export const WORDS: Partial<Record<LanguageCode, LanguageWords>> = {
  en,
  id,
  ms: id,
  bn: w(
    'বাঘ|ড্রাগন|সোনা|ভাগ্য|পদ্ম|সমুদ্র|ফিনিক্স|চাঁদ|তারা|জেড|রুবি|বজ্র|পান্না|সিংহ|মুক্তা|সূর্য',
    'রাজ্য|ঐশ্বর্য|প্রাসাদ|কিংবদন্তি|গুপ্তধন|অভিযান|মন্দির|ঝড়|স্বপ্ন|সাম্রাজ্য|শিকারি|মাছ ধরা|প্রবাল|শিকার|পোকার|রামি|তিন পাত্তি|আন্দার বাহার|ব্ল্যাকজ্যাক|রুলেট|ব্যাকারাট|সিক বো|ড্রাগন টাইগার|ক্র্যাশ|রকেট|প্লিংকো|মাইনস|পাশা',
    'ডিলাক্স|মেগা|রাজকীয়|সুপার|মহা',
  ),
  hi: w(
    'बाघ|ड्रैगन|सोना|भाग्य|कमल|सागर|फीनिक्स|चाँद|तारा|जेड|माणिक|वज्र|पन्ना|शेर|मोती|सूरज',
    'साम्राज्य|दौलत|महल|किंवदंती|ख़ज़ाना|खोज|मंदिर|तूफ़ान|सपने|सल्तनत|शिकारी|मछली पकड़|मूंगा|पकड़|पोकर|रमी|तीन पत्ती|अंदर बाहर|ब्लैकजैक|रूलेट|बैकारेट|सिक बो|ड्रैगन टाइगर|क्रैश|रॉकेट|प्लिंको|माइंस|पासा',
    'डीलक्स|मेगा|शाही|सुपर|महा',
  ),
  zh: w(
    '猛虎|神龙|黄金|财富|莲花|海洋|凤凰|明月|星辰|翡翠|红宝石|雷霆|绿宝石|雄狮|珍珠|太阳',
    '王国|财宝|宫殿|传奇|宝藏|探险|神庙|狂潮|梦境|帝国|猎手|捕鱼|珊瑚礁|渔获|扑克|拉米|三张牌|安达巴哈|二十一点|轮盘|百家乐|骰宝|龙虎|飞升|火箭|弹珠|扫雷|骰子',
    '豪华|超级|皇家|至尊|大',
    'tk',
    '',
    true,
  ),
  ja: w(
    'タイガー|ドラゴン|ゴールド|フォーチュン|ロータス|オーシャン|フェニックス|ムーン|スター|ジェイド|ルビー|サンダー|エメラルド|ライオン|パール|サン',
    'キングダム|リッチ|パレス|レジェンド|トレジャー|クエスト|テンプル|ラッシュ|ドリーム|エンパイア|ハンター|フィッシング|リーフ|キャッチ|ポーカー|ラミー|ティーンパティ|アンダルバハル|ブラックジャック|ルーレット|バカラ|シックボー|ドラゴンタイガー|クラッシュ|ロケット|プリンコ|マインズ|ダイス',
    'デラックス|メガ|ロイヤル|スーパー|グランド',
  ),
  ko: w(
    '호랑이|드래곤|황금|행운|연꽃|바다|불사조|달|별|비취|루비|천둥|에메랄드|사자|진주|태양',
    '왕국|부귀|궁전|전설|보물|모험|신전|러시|꿈|제국|사냥꾼|낚시|산호초|어획|포커|러미|틴 파티|안다르 바하르|블랙잭|룰렛|바카라|식보|드래곤 타이거|크래시|로켓|플링코|마인즈|주사위',
    '디럭스|메가|로열|슈퍼|그랜드',
  ),
  th: w(
    'เสือ|มังกร|ทองคำ|โชคลาภ|ดอกบัว|มหาสมุทร|ฟีนิกซ์|จันทรา|ดวงดาว|หยก|ทับทิม|สายฟ้า|มรกต|สิงโต|ไข่มุก|ตะวัน',
    'อาณาจักร|ความมั่งคั่ง|พระราชวัง|ตำนาน|สมบัติ|การผจญภัย|วิหาร|พายุ|ความฝัน|จักรวรรดิ|นักล่า|ตกปลา|แนวปะการัง|จับปลา|โป๊กเกอร์|รัมมี่|ทีนปัตตี|อันดาร์บาฮาร์|แบล็คแจ็ค|รูเล็ต|บาคาร่า|ไฮโล|เสือมังกร|แครช|จรวด|พลิงโก|ทุ่นระเบิด|ลูกเต๋า',
    'ดีลักซ์|เมกะ|รอยัล|ซูเปอร์|แกรนด์',
    'kt',
  ),
  vi: w(
    'Hổ|Rồng|Vàng|Phú Quý|Hoa Sen|Đại Dương|Phượng Hoàng|Trăng|Ngôi Sao|Ngọc Bích|Hồng Ngọc|Sấm Sét|Lục Bảo|Sư Tử|Ngọc Trai|Mặt Trời',
    'Vương Quốc|Giàu Sang|Cung Điện|Huyền Thoại|Kho Báu|Phiêu Lưu|Đền Thờ|Cơn Lốc|Giấc Mơ|Đế Chế|Thợ Săn|Bắn Cá|Rạn San Hô|Mẻ Lưới|Poker|Rummy|Teen Patti|Andar Bahar|Xì Dách|Cò Quay|Baccarat|Tài Xỉu|Rồng Hổ|Crash|Tên Lửa|Plinko|Dò Mìn|Xúc Xắc',
    'Sang Trọng|Mega|Hoàng Gia|Siêu|Đại',
    'kt',
  ),
  ru: w(
    'Тигр|Дракон|Золото|Фортуна|Лотос|Океан|Феникс|Луна|Звезда|Нефрит|Рубин|Гром|Изумруд|Лев|Жемчуг|Солнце',
    'Королевство|Богатство|Дворец|Легенда|Сокровище|Поход|Храм|Лихорадка|Мечты|Империя|Охотник|Рыбалка|Риф|Улов|Покер|Рамми|Тин Патти|Андар Бахар|Блэкджек|Рулетка|Баккара|Сик Бо|Дракон Тигр|Краш|Ракета|Плинко|Мины|Кости',
    'Делюкс|Мега|Королевский|Супер|Гранд',
  ),
  ar: w(
    'النمر|التنين|الذهب|الثروة|اللوتس|المحيط|العنقاء|القمر|النجمة|اليشم|الياقوت|الرعد|الزمرد|الأسد|اللؤلؤ|الشمس',
    'مملكة|كنوز|قصر|أسطورة|كنز|مغامرة|معبد|اندفاع|أحلام|إمبراطورية|صياد|صيد السمك|شعاب|صيد|بوكر|رامي|تين باتي|أندر باهار|بلاك جاك|روليت|باكارا|سيك بو|التنين والنمر|كراش|صاروخ|بلينكو|ألغام|نرد',
    'فاخر|ميغا|ملكي|سوبر|كبير',
    'kt',
  ),
  es: w(
    'Tigre|Dragón|Oro|Fortuna|Loto|Océano|Fénix|Luna|Estrella|Jade|Rubí|Trueno|Esmeralda|León|Perla|Sol',
    'Reino|Riquezas|Palacio|Leyenda|Tesoro|Aventura|Templo|Fiebre|Sueños|Imperio|Cazador|Pesca|Arrecife|Captura|Póker|Rummy|Teen Patti|Andar Bahar|Blackjack|Ruleta|Baccarat|Sic Bo|Dragón Tigre|Crash|Cohete|Plinko|Minas|Dados',
    'Deluxe|Mega|Real|Súper|Gran',
    'kt',
  ),
  pt: w(
    'Tigre|Dragão|Ouro|Fortuna|Lótus|Oceano|Fênix|Lua|Estrela|Jade|Rubi|Trovão|Esmeralda|Leão|Pérola|Sol',
    'Reino|Riquezas|Palácio|Lenda|Tesouro|Aventura|Templo|Febre|Sonhos|Império|Caçador|Pesca|Recife|Captura|Pôquer|Rummy|Teen Patti|Andar Bahar|Blackjack|Roleta|Bacará|Sic Bo|Dragão Tigre|Crash|Foguete|Plinko|Minas|Dados',
    'Deluxe|Mega|Real|Super|Grande',
    'kt',
  ),
  fr: w(
    'Tigre|Dragon|Or|Fortune|Lotus|Océan|Phénix|Lune|Étoile|Jade|Rubis|Tonnerre|Émeraude|Lion|Perle|Soleil',
    'Royaume|Richesses|Palais|Légende|Trésor|Quête|Temple|Ruée|Rêves|Empire|Chasseur|Pêche|Récif|Prise|Poker|Rami|Teen Patti|Andar Bahar|Blackjack|Roulette|Baccara|Sic Bo|Dragon Tigre|Crash|Fusée|Plinko|Mines|Dés',
    'Deluxe|Méga|Royal|Super|Grand',
    'kt',
  ),
  tr: w(
    'Kaplan|Ejderha|Altın|Talih|Lotus|Okyanus|Anka|Ay|Yıldız|Yeşim|Yakut|Gök Gürültüsü|Zümrüt|Aslan|İnci|Güneş',
    'Krallık|Zenginlik|Saray|Efsane|Hazine|Macera|Tapınak|Hücum|Rüyalar|İmparatorluk|Avcı|Balık Avı|Resif|Av|Poker|Rummy|Teen Patti|Andar Bahar|Blackjack|Rulet|Bakara|Sic Bo|Ejderha Kaplan|Crash|Roket|Plinko|Mayınlar|Zar',
    'Lüks|Mega|Kraliyet|Süper|Büyük',
  ),
  ne: w(
    'बाघ|ड्रागन|सुन|भाग्य|कमल|सागर|फिनिक्स|चन्द्रमा|तारा|जेड|माणिक|गर्जन|पन्ना|सिंह|मोती|सूर्य',
    'राज्य|सम्पत्ति|दरबार|किंवदन्ती|खजाना|खोज|मन्दिर|हतार|सपना|साम्राज्य|शिकारी|माछा मार्ने|मूँगा|शिकार|पोकर|रमी|तीन पत्ती|अन्दर बाहर|ब्ल्याकज्याक|रुलेट|ब्याकारेट|सिक बो|ड्रागन टाइगर|क्र्यास|रकेट|प्लिङ्को|माइन्स|पासा',
    'डिलक्स|मेगा|शाही|सुपर|महा',
  ),
  ur: w(
    'باگھ|ڈریگن|سونا|قسمت|کنول|سمندر|ققنس|چاند|ستارہ|یشب|یاقوت|گرج|زمرد|شیر|موتی|سورج',
    'سلطنت|دولت|محل|داستان|خزانہ|مہم|مندر|طوفان|خواب|شہنشاہی|شکاری|مچھلی کا شکار|مرجان|شکار|پوکر|رمی|تین پتی|اندر باہر|بلیک جیک|رولیٹ|بکارا|سک بو|ڈریگن ٹائیگر|کریش|راکٹ|پلنکو|مائنز|پانسا',
    'ڈیلکس|میگا|شاہی|سپر|گرینڈ',
  ),
  fa: w(
    'ببر|اژدها|طلا|بخت|نیلوفر|اقیانوس|ققنوس|ماه|ستاره|یشم|یاقوت|تندر|زمرد|شیر|مروارید|خورشید',
    'پادشاهی|ثروت|کاخ|افسانه|گنج|جستجو|معبد|هجوم|رویاها|امپراتوری|شکارچی|ماهیگیری|صخره مرجانی|صید|پوکر|رامی|تین پتی|اندر بهار|بلک جک|رولت|باکارا|سیک بو|اژدها و ببر|کرش|موشک|پلینکو|مین‌ها|تاس',
    'لوکس|مگا|سلطنتی|سوپر|بزرگ',
    'kt',
  ),
  ta: w(
    'புலி|டிராகன்|தங்கம்|அதிர்ஷ்டம்|தாமரை|கடல்|ஃபீனிக்ஸ்|நிலா|நட்சத்திரம்|பச்சைக்கல்|மாணிக்கம்|இடி|மரகதம்|சிங்கம்|முத்து|சூரியன்',
    'இராச்சியம்|செல்வம்|அரண்மனை|புராணம்|புதையல்|தேடல்|கோவில்|ரஷ்|கனவுகள்|பேரரசு|வேட்டைக்காரன்|மீன்பிடி|பவளப்பாறை|பிடிப்பு|போக்கர்|ரம்மி|டீன் பட்டி|அந்தர் பாஹர்|பிளாக்ஜாக்|ரவுலட்|பக்காரட்|சிக் போ|டிராகன் டைகர்|கிராஷ்|ராக்கெட்|பிளிங்கோ|மைன்ஸ்|பகடை',
    'டீலக்ஸ்|மெகா|ராயல்|சூப்பர்|கிராண்ட்',
  ),
  tl: w(
    'Tigre|Dragon|Ginto|Suwerte|Lotus|Karagatan|Phoenix|Buwan|Bituin|Jade|Rubi|Kulog|Esmeralda|Leon|Perlas|Araw',
    'Kaharian|Yaman|Palasyo|Alamat|Kayamanan|Paglalakbay|Templo|Dagsa|Pangarap|Imperyo|Mangangaso|Pangingisda|Bahura|Huli|Poker|Rummy|Teen Patti|Andar Bahar|Blackjack|Roleta|Baccarat|Sic Bo|Dragon Tiger|Crash|Rocket|Plinko|Mines|Dais',
    'Deluxe|Mega|Royal|Super|Grand',
    'kt',
  ),
  kk: w(
    'Жолбарыс|Айдаһар|Алтын|Бақыт|Лотос|Мұхит|Феникс|Ай|Жұлдыз|Нефрит|Лағыл|Найзағай|Зүбәржат|Арыстан|Інжу|Күн',
    'Патшалық|Байлық|Сарай|Аңыз|Қазына|Сапар|Ғибадатхана|Дүрбелең|Армандар|Империя|Аңшы|Балық аулау|Риф|Олжа|Покер|Рамми|Тин Патти|Андар Бахар|Блэкджек|Рулетка|Баккара|Сик Бо|Айдаһар Жолбарыс|Краш|Зымыран|Плинко|Миналар|Кубик',
    'Люкс|Мега|Корольдік|Супер|Гранд',
  ),
  uz: w(
    'Yoʻlbars|Ajdar|Oltin|Omad|Lotus|Okean|Semurgʻ|Oy|Yulduz|Nefrit|Yoqut|Momaqaldiroq|Zumrad|Sher|Marvarid|Quyosh',
    'Qirollik|Boylik|Saroy|Afsona|Xazina|Sarguzasht|Ibodatxona|Shiddat|Orzular|Imperiya|Ovchi|Baliq ovi|Rif|Ov|Poker|Rummi|Teen Patti|Andar Bahar|Blekjek|Ruletka|Bakkara|Sik Bo|Ajdar Yoʻlbars|Crash|Raketa|Plinko|Minalar|Zar',
    'Lyuks|Mega|Shohona|Super|Grand',
  ),
};

/** The English words: the fallback of every language without its own list. */
export const ENGLISH_WORDS = en;
