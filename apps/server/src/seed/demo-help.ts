/** Help center sections in English and Bengali; `term` is what /help#term opens. */
export const DEMO_HELP: Record<'en' | 'bn', { id: string; title: string; body: string }[]> = {
  en: [
    {
      id: 'about',
      title: 'About Royal Tiger',
      body: '<p>Royal Tiger brings slots, live casino, sports, lottery, fishing and card games from many studios together with our own in-house games, in Bengali and English.</p><p>Your wallet works across every game, and every cent is recorded in your account history.</p>',
    },
    {
      id: 'term',
      title: 'Terms and conditions',
      body: '<h4>1. Eligibility</h4><p>You must be at least 18 years old and allowed to play in your country. One account per person.</p><h4>2. Your account</h4><p>Keep your password and payment password secret. We may ask for identity documents before a withdrawal.</p><h4>3. Deposits and withdrawals</h4><p>Deposits must come from payment accounts in your own name. Bonuses carry a turnover requirement that must be met before withdrawal.</p><h4>4. Fair play</h4><p>Game outcomes are produced by certified random number generators. Abuse of bonuses or collusion voids the winnings involved.</p><h4>5. Responsible gaming</h4><p>You can set limits or close your account at any time through customer service.</p>',
    },
    {
      id: 'privacy',
      title: 'Privacy policy',
      body: '<p>We keep the personal data needed to run your account and meet our legal duties, store it encrypted, and never sell it. You may ask for a copy or deletion at any time.</p>',
    },
    {
      id: 'responsible',
      title: 'Responsible gaming',
      body: '<p>Play for fun, never to earn a living. Set a budget and a time limit before you start. If gaming stops being fun, contact customer service to set limits or take a break.</p>',
    },
    {
      id: 'deposit',
      title: 'How to deposit',
      body: '<ol><li>Open Deposit from the header.</li><li>Choose bKash, Nagad, Rocket or bank transfer.</li><li>Send the amount, then enter the reference number and upload the receipt.</li></ol><p>Most deposits are credited within 5 minutes.</p>',
    },
    {
      id: 'withdraw',
      title: 'How to withdraw',
      body: '<ol><li>Bind a payout account in your own name.</li><li>Set a payment password.</li><li>Request the amount; after payout, confirm whether you received it.</li></ol>',
    },
    {
      id: 'faq',
      title: 'Frequently asked questions',
      body: '<p><b>I forgot my password.</b> Use “Forgot password” on the login window, by email or by mobile code.</p><p><b>Can I try games for free?</b> Yes, most slots offer a free trial from their game card.</p>',
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: '<p>Customer service is open 24 hours a day through live chat, Telegram, WhatsApp and Facebook. Use the headset button at the bottom right of any page.</p>',
    },
  ],
  bn: [
    {
      id: 'about',
      title: 'রয়্যাল টাইগার সম্পর্কে',
      body: '<p>রয়্যাল টাইগারে অনেক স্টুডিওর স্লট, লাইভ ক্যাসিনো, খেলাধুলা, লটারি, মাছ ধরা ও কার্ড গেম এবং আমাদের নিজস্ব গেম একসাথে, বাংলা ও ইংরেজিতে।</p><p>আপনার ওয়ালেট প্রতিটি গেমে কাজ করে, আর প্রতিটি পয়সা আপনার অ্যাকাউন্ট ইতিহাসে লেখা থাকে।</p>',
    },
    {
      id: 'term',
      title: 'শর্তাবলী',
      body: '<h4>1. যোগ্যতা</h4><p>আপনার বয়স কমপক্ষে 18 বছর হতে হবে এবং আপনার দেশে খেলার অনুমতি থাকতে হবে। প্রতি ব্যক্তির একটি অ্যাকাউন্ট।</p><h4>2. আপনার অ্যাকাউন্ট</h4><p>পাসওয়ার্ড ও পেমেন্ট পাসওয়ার্ড গোপন রাখুন। উত্তোলনের আগে আমরা পরিচয়পত্র চাইতে পারি।</p><h4>3. জমা ও উত্তোলন</h4><p>জমা অবশ্যই আপনার নিজের নামের পেমেন্ট অ্যাকাউন্ট থেকে হতে হবে। বোনাসের টার্নওভার শর্ত পূরণের পরেই উত্তোলন করা যাবে।</p><h4>4. ন্যায্য খেলা</h4><p>গেমের ফলাফল প্রত্যয়িত র‍্যান্ডম নম্বর জেনারেটর থেকে আসে। বোনাসের অপব্যবহার বা যোগসাজশে সংশ্লিষ্ট জয় বাতিল হয়।</p><h4>5. দায়িত্বশীল গেমিং</h4><p>গ্রাহক সেবার মাধ্যমে আপনি যেকোনো সময় সীমা নির্ধারণ বা অ্যাকাউন্ট বন্ধ করতে পারেন।</p>',
    },
    {
      id: 'privacy',
      title: 'গোপনীয়তা নীতি',
      body: '<p>আপনার অ্যাকাউন্ট চালাতে ও আইনি দায়িত্ব পালনে যে ব্যক্তিগত তথ্য দরকার শুধু সেটুকুই আমরা রাখি, এনক্রিপ্ট করে সংরক্ষণ করি এবং কখনো বিক্রি করি না। যেকোনো সময় কপি বা মুছে ফেলার অনুরোধ করতে পারেন।</p>',
    },
    {
      id: 'responsible',
      title: 'দায়িত্বশীল গেমিং',
      body: '<p>আনন্দের জন্য খেলুন, উপার্জনের জন্য নয়। শুরু করার আগে বাজেট ও সময়সীমা ঠিক করুন। খেলা আর আনন্দদায়ক না থাকলে সীমা নির্ধারণ বা বিরতির জন্য গ্রাহক সেবায় যোগাযোগ করুন।</p>',
    },
    {
      id: 'deposit',
      title: 'কীভাবে জমা দেবেন',
      body: '<ol><li>হেডার থেকে জমা খুলুন।</li><li>বিকাশ, নগদ, রকেট বা ব্যাংক ট্রান্সফার বেছে নিন।</li><li>টাকা পাঠিয়ে রেফারেন্স নম্বর লিখুন ও রসিদ আপলোড করুন।</li></ol><p>বেশিরভাগ জমা 5 মিনিটের মধ্যে যোগ হয়।</p>',
    },
    {
      id: 'withdraw',
      title: 'কীভাবে উত্তোলন করবেন',
      body: '<ol><li>নিজের নামে একটি পেআউট অ্যাকাউন্ট যুক্ত করুন।</li><li>একটি পেমেন্ট পাসওয়ার্ড সেট করুন।</li><li>পরিমাণ অনুরোধ করুন; পরিশোধের পর টাকা পেয়েছেন কি না নিশ্চিত করুন।</li></ol>',
    },
    {
      id: 'faq',
      title: 'সাধারণ জিজ্ঞাসা',
      body: '<p><b>পাসওয়ার্ড ভুলে গেছি।</b> লগইন উইন্ডোর “পাসওয়ার্ড ভুলে গেছেন” থেকে ইমেল বা মোবাইল কোডে নতুন পাসওয়ার্ড দিন।</p><p><b>বিনামূল্যে খেলা যায়?</b> হ্যাঁ, বেশিরভাগ স্লটের কার্ডে ফ্রি ট্রায়াল আছে।</p>',
    },
    {
      id: 'contact',
      title: 'যোগাযোগ',
      body: '<p>লাইভ চ্যাট, টেলিগ্রাম, হোয়াটসঅ্যাপ ও ফেসবুকে গ্রাহক সেবা 24 ঘণ্টা খোলা। যেকোনো পাতার নিচে ডানদিকের হেডসেট বোতাম ব্যবহার করুন।</p>',
    },
  ],
};
