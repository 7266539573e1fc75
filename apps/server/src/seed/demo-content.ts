/** Banners and announcements of the demo brand, in English and Bengali. */
export const DEMO_BANNERS = [
  {
    group: 'w_home',
    url: '/static/banners/home-1.svg',
    title: { en: 'Welcome bonus 100% up to ৳10,000', bn: 'স্বাগতম বোনাস 100% সর্বোচ্চ ৳10,000' },
    linkage: '/promotions',
    linkageType: 'internal',
    sequence: 1,
  },
  {
    group: 'w_home',
    url: '/static/banners/home-2.svg',
    title: { en: 'Slots tournament: ৳500,000 prize pool', bn: 'স্লট টুর্নামেন্ট: ৳500,000 পুরস্কার' },
    linkage: '/rng',
    linkageType: 'internal',
    sequence: 2,
  },
  {
    group: 'w_home',
    url: '/static/banners/home-3.svg',
    title: { en: 'Live casino with real dealers', bn: 'আসল ডিলারের সাথে লাইভ ক্যাসিনো' },
    linkage: '/live',
    linkageType: 'internal',
    sequence: 3,
  },
  {
    group: 'w_promotion',
    url: '/static/banners/promo-1.svg',
    title: { en: 'Daily cashback up to 1.2%', bn: 'প্রতিদিন 1.2% পর্যন্ত ক্যাশব্যাক' },
    linkage: '/promotions',
    linkageType: 'internal',
    sequence: 1,
  },
  {
    group: 'w_promotion',
    url: '/static/banners/promo-2.svg',
    title: { en: 'Invite friends, earn together', bn: 'বন্ধুদের আমন্ত্রণ জানান, একসাথে আয় করুন' },
    linkage: '/promotions',
    linkageType: 'internal',
    sequence: 2,
  },
];

export const DEMO_ANNOUNCEMENTS = [
  {
    type: 'PL' as const,
    title: { en: 'Welcome', bn: 'স্বাগতম' },
    content: {
      en: 'Welcome to Royal Tiger! Deposits by bKash, Nagad and Rocket are credited within 5 minutes.',
      bn: 'রয়্যাল টাইগারে স্বাগতম! বিকাশ, নগদ ও রকেটে জমা 5 মিনিটের মধ্যে যোগ হয়।',
    },
    sequence: 1,
  },
  {
    type: 'PL' as const,
    title: { en: 'Maintenance window', bn: 'রক্ষণাবেক্ষণ' },
    content: {
      en: 'Scheduled maintenance for sports betting every Tuesday 04:00–05:00 (GMT+6).',
      bn: 'প্রতি মঙ্গলবার ভোর 4টা–5টা (GMT+6) খেলাধুলা বেটিংয়ের নির্ধারিত রক্ষণাবেক্ষণ।',
    },
    sequence: 2,
  },
  {
    type: 'PU' as const,
    execution: 'B' as const,
    title: { en: 'New here? Claim your welcome bonus', bn: 'নতুন? আপনার স্বাগতম বোনাস নিন' },
    content: {
      en: '<p>Register today and get <b>100%</b> on your first deposit, up to ৳10,000.</p>',
      bn: '<p>আজই নিবন্ধন করুন এবং প্রথম জমায় <b>100%</b> বোনাস পান, সর্বোচ্চ ৳10,000।</p>',
    },
    sequence: 1,
  },
  {
    type: 'PU' as const,
    execution: 'A' as const,
    title: { en: 'Weekend reload bonus', bn: 'সাপ্তাহিক রিলোড বোনাস' },
    content: {
      en: '<p>Deposit on Friday or Saturday and receive a 20% reload bonus.</p>',
      bn: '<p>শুক্র বা শনিবার জমা দিন এবং 20% রিলোড বোনাস পান।</p>',
    },
    sequence: 2,
  },
  {
    type: 'PU' as const,
    execution: 'F' as const,
    title: { en: 'Thanks for joining', bn: 'যোগ দেওয়ার জন্য ধন্যবাদ' },
    content: {
      en: '<p>Your account is ready. Visit the reward center to see your first missions.</p>',
      bn: '<p>আপনার অ্যাকাউন্ট প্রস্তুত। প্রথম মিশন দেখতে রিওয়ার্ড সেন্টারে যান।</p>',
    },
    sequence: 3,
  },
  {
    type: 'PR' as const,
    title: { en: 'Welcome bonus 100%', bn: 'স্বাগতম বোনাস 100%' },
    content: {
      en: '<p>100% on your first deposit up to ৳10,000. Turnover 10x on slots.</p>',
      bn: '<p>প্রথম জমায় 100%, সর্বোচ্চ ৳10,000। স্লটে 10 গুণ টার্নওভার।</p>',
    },
    images: [{ sequence: 1, url: '/static/banners/home-1.svg' }],
    sequence: 1,
  },
  {
    type: 'PR' as const,
    title: { en: 'Slots tournament', bn: 'স্লট টুর্নামেন্ট' },
    content: {
      en: '<p>Climb the leaderboard every week. Top 100 players share ৳500,000.</p>',
      bn: '<p>প্রতি সপ্তাহে লিডারবোর্ডে উঠুন। শীর্ষ 100 জন ভাগ করে নেবেন ৳500,000।</p>',
    },
    images: [{ sequence: 1, url: '/static/banners/home-2.svg' }],
    sequence: 2,
  },
  {
    type: 'PR' as const,
    title: { en: 'Daily cashback', bn: 'দৈনিক ক্যাশব্যাক' },
    content: {
      en: '<p>Get up to 1.2% of your daily turnover back, credited every morning.</p>',
      bn: '<p>দৈনিক টার্নওভারের 1.2% পর্যন্ত ফেরত, প্রতিদিন সকালে যোগ হয়।</p>',
    },
    images: [{ sequence: 1, url: '/static/banners/promo-1.svg' }],
    sequence: 3,
  },
];

/** Vendors per category; codes match the SVG logos under apps/web/public/static/vendors. */
export const DEMO_VENDORS: {
  code: string;
  name: string;
  categories: string[];
  walletMode?: 'seamless' | 'transfer';
  isGame?: string;
}[] = [
  { code: 'ELOTT', name: 'Royal E-Lottery', categories: ['ELOTT'] },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', categories: ['ELOTT'], walletMode: 'transfer' },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', categories: ['ELOTT'], walletMode: 'transfer' },
  { code: 'LOTT', name: 'Royal Lottery', categories: ['LOTT'] },
  { code: 'AURA_LIVE', name: 'Aura Live', categories: ['LIVE'], isGame: 'VASSALAGE' },
  { code: 'LOTUS_LIVE', name: 'Lotus Live', categories: ['LIVE'], isGame: 'VASSALAGE' },
  { code: 'APEX_SPORTS', name: 'Apex Sports', categories: ['SPORTS'], walletMode: 'transfer' },
  { code: 'GOAL_SPORTS', name: 'Goal Sports', categories: ['SPORTS'] },
  { code: 'OCEAN_FISH', name: 'Ocean Fishing', categories: ['FISH'] },
  { code: 'REEF_HUNTER', name: 'Reef Hunter', categories: ['FISH'] },
  { code: 'STARSLOT', name: 'StarSlot', categories: ['RNG'] },
  { code: 'NEON_SLOTS', name: 'Neon Slots', categories: ['RNG'] },
  { code: 'TIGER_REELS', name: 'Tiger Reels', categories: ['RNG'] },
  { code: 'BENGAL_SPINS', name: 'Bengal Spins', categories: ['RNG'] },
  { code: 'ROYAL_CARDS', name: 'Royal Cards', categories: ['PVP'] },
  { code: 'TEEN_PATTI', name: 'Teen Patti Club', categories: ['PVP'] },
  { code: 'ARENA_ES', name: 'Arena E-Sports', categories: ['ESPORTS'] },
  { code: 'SABONG_PIT', name: 'Sabong Pit', categories: ['COCKFIGHT'] },
  { code: 'HOUSE', name: 'Royal Originals', categories: ['BGS'] },
];
