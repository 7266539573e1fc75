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
      body: "<h4>1. Who may play</h4><p>You must be at least 18 years old and allowed to take part in online gaming where you live. One account per person, household, device and payment account. Accounts opened for someone else, or a second account, are closed and their winnings voided.</p><h4>2. Your account</h4><p>Keep your password and 6-digit payment password secret; you are responsible for play on your account. Your real name must match the name on every payout account. We may ask for identity documents (national ID, a recent bill) before a withdrawal or when the law requires it.</p><h4>3. Deposits</h4><p>Deposits must come from wallets or bank accounts in your own name. Give the exact reference of your transfer; a deposit we cannot match is held until customer service receives proof. Money is for play, not storage: we may return deposits that are withdrawn without being played.</p><h4>4. Withdrawals</h4><p>Withdrawals are paid to your own payout accounts only, possibly in several parts. Confirm each part when you receive it; a part you do not answer counts as received after the time shown. Withdrawals wait while a bonus turnover requirement is not met.</p><h4>5. Bonuses</h4><p>Every bonus states its turnover requirement. Opening several accounts, betting both sides of a market or low-risk patterns to clear turnover void the bonus and the winnings from it.</p><h4>6. Fair play</h4><p>Outcomes come from certified random number generators; our in-house games are provably fair and verifiable from the game window. Using software to play, collusion or exploiting a fault voids the bets involved. Where a game fails, the game's own record decides the result.</p><h4>7. Responsible gaming</h4><p>Deposit, loss and wager limits, time-outs and self-exclusion are available in the member center at any time. A self-exclusion cannot be lifted before it ends.</p><h4>8. Closing an account</h4><p>You can close your account through customer service; your balance is paid to your payout account first. We may suspend an account while we investigate a breach of these terms.</p><h4>9. Changes</h4><p>We may update these terms; the version on this page applies from the date it is published, and important changes are announced on the notice board.</p>",
    },
    {
      id: 'privacy',
      title: 'Privacy policy',
      body: "<h4>What we collect</h4><p>Your username, mobile number, email if you give it, real name and payout accounts; your deposits, withdrawals and bets; and the IP address and device of each login, which protect your account from logins elsewhere.</p><h4>Why</h4><p>To run your account and pay you, to keep you and us safe from fraud, to meet anti-money-laundering and licensing duties, and to offer the responsible-gaming tools.</p><h4>How it is kept</h4><p>Passwords are stored only as one-way hashes, passwords sent at login are encrypted in your browser, and access by staff is limited and logged. We never sell your data. Payment and SMS providers receive only what they need to carry out a payment or send a code.</p><h4>How long</h4><p>Account and transaction records are kept for as long as the law requires after an account closes (usually five years), then deleted.</p><h4>Your rights</h4><p>You may ask for a copy of your data, a correction, or deletion where the law allows, through customer service. Marketing messages stop whenever you ask.</p><h4>Cookies and storage</h4><p>The site keeps your session, language and theme in your browser's storage; it sets no advertising cookies. The installed app caches the site's own files, never your account data.</p>",
    },
    {
      id: 'responsible',
      title: 'Responsible gaming',
      body: "<p>Play for fun, never to earn a living or to win back losses. Set a budget and a time limit before you start, and stop when you reach either.</p><h4>Your tools (member center, Responsible gaming)</h4><ul><li><b>Limits</b> on deposits, losses and wagers per 24 hours, 7 days or 30 days. Lowering applies at once; raising or removing waits 24 hours.</li><li><b>Reality check</b>: a reminder at the interval you choose with your time played and net result.</li><li><b>Time-out</b> of 24 hours, 7 days or 30 days.</li><li><b>Self-exclusion</b> for 6 months, 1 year, 5 years or permanently; it runs its full term.</li></ul><h4>Ask yourself</h4><ul><li>Do I spend more time or money than I meant to?</li><li>Do I borrow or use money for bills to play?</li><li>Do I feel restless or irritable when I try to stop?</li></ul><p>If you answer yes to any, take a time-out now and talk to customer service or someone you trust. Under-18s may not play: use your phone's parental controls if children share your device.</p>",
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
      body: "<h4>Account</h4><p><b>I forgot my password.</b> Press “Forgot password” in the login window and reset it by email or by an SMS code to your mobile number.</p><p><b>Why am I asked for a code when I log in?</b> You logged in from a new network or device. The code goes to your mobile, email or authenticator app, to keep others out of your account.</p><p><b>Can I change my username?</b> No. You can change your nickname, password, mobile number and email in My account.</p><h4>Deposits and withdrawals</h4><p><b>My deposit has not arrived.</b> Most arrive within 5 minutes. Check its status under Deposit records; after 30 minutes, send customer service the reference number and receipt.</p><p><b>Why can I not withdraw?</b> Usually a bonus's turnover requirement is not met yet (see Bonus details), or no payout account or payment password is set.</p><p><b>How long does a withdrawal take?</b> Most are paid within an hour of approval, sometimes in several parts. Confirm each part when it arrives.</p><p><b>Are there fees?</b> We charge none; your wallet or bank may.</p><h4>Games</h4><p><b>Can I try games for free?</b> Yes: most slots have a Free trial button, and Free play gives a trial account with play money.</p><p><b>A game froze during a round.</b> The round finishes on the provider's side; the result appears in your Betting record and balance. If it does not within 15 minutes, contact customer service with the round number.</p><p><b>Are the games fair?</b> Provider games are certified; our in-house games show the seeds of every round so you can verify it.</p><h4>The app</h4><p><b>Is there an app?</b> Yes: install it from App download on Android, iPhone or any phone (Lite). It updates itself.</p>",
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
      body: '<h4>1. কে খেলতে পারবেন</h4><p>আপনার বয়স কমপক্ষে 18 বছর হতে হবে এবং আপনার এলাকায় অনলাইন গেমিংয়ে অংশ নেওয়ার অনুমতি থাকতে হবে। প্রতি ব্যক্তি, পরিবার, ডিভাইস ও পেমেন্ট অ্যাকাউন্টে একটি অ্যাকাউন্ট। অন্যের জন্য খোলা বা দ্বিতীয় অ্যাকাউন্ট বন্ধ করা হয় এবং তার জয় বাতিল হয়।</p><h4>2. আপনার অ্যাকাউন্ট</h4><p>পাসওয়ার্ড ও 6 অঙ্কের পেমেন্ট পাসওয়ার্ড গোপন রাখুন; আপনার অ্যাকাউন্টের খেলার দায় আপনার। প্রতিটি পেআউট অ্যাকাউন্টের নাম আপনার আসল নামের সাথে মিলতে হবে। উত্তোলনের আগে বা আইন চাইলে আমরা পরিচয়পত্র (জাতীয় পরিচয়পত্র, সাম্প্রতিক বিল) চাইতে পারি।</p><h4>3. জমা</h4><p>জমা অবশ্যই আপনার নিজের নামের ওয়ালেট বা ব্যাংক অ্যাকাউন্ট থেকে হতে হবে। লেনদেনের সঠিক রেফারেন্স দিন; মেলানো না গেলে প্রমাণ পাওয়া পর্যন্ত জমাটি আটকে থাকে। টাকা খেলার জন্য, জমিয়ে রাখার জন্য নয়: না খেলে তোলা জমা আমরা ফেরত দিতে পারি।</p><h4>4. উত্তোলন</h4><p>উত্তোলন শুধু আপনার নিজের পেআউট অ্যাকাউন্টে, কয়েক ভাগে হতে পারে। প্রতিটি ভাগ পেলে নিশ্চিত করুন; উত্তর না দিলে দেখানো সময়ের পরে ভাগটি পাওয়া বলে ধরা হয়। বোনাসের টার্নওভার পূরণ না হওয়া পর্যন্ত উত্তোলন অপেক্ষায় থাকে।</p><h4>5. বোনাস</h4><p>প্রতিটি বোনাসে তার টার্নওভার শর্ত লেখা থাকে। একাধিক অ্যাকাউন্ট, একই বাজারের দুই দিকে বাজি বা টার্নওভার পূরণে কম ঝুঁকির কৌশল বোনাস ও তার জয় বাতিল করে।</p><h4>6. ন্যায্য খেলা</h4><p>ফলাফল আসে প্রত্যয়িত র‍্যান্ডম নম্বর জেনারেটর থেকে; আমাদের নিজস্ব গেমের প্রতিটি রাউন্ড গেম উইন্ডো থেকে যাচাই করা যায়। সফটওয়্যার দিয়ে খেলা, যোগসাজশ বা ত্রুটির সুযোগ নেওয়া সংশ্লিষ্ট বাজি বাতিল করে। গেম বিকল হলে গেমের নিজস্ব রেকর্ড ফলাফল ঠিক করে।</p><h4>7. দায়িত্বশীল গেমিং</h4><p>সদস্য কেন্দ্রে যেকোনো সময় জমা, ক্ষতি ও বাজির সীমা, বিরতি ও স্ব-বর্জন পাওয়া যায়। স্ব-বর্জন শেষ হওয়ার আগে তোলা যায় না।</p><h4>8. অ্যাকাউন্ট বন্ধ</h4><p>গ্রাহক সেবার মাধ্যমে অ্যাকাউন্ট বন্ধ করতে পারেন; আগে আপনার ব্যালেন্স পেআউট অ্যাকাউন্টে পাঠানো হয়। এই শর্ত ভঙ্গের তদন্ত চলাকালে আমরা অ্যাকাউন্ট স্থগিত রাখতে পারি।</p><h4>9. পরিবর্তন</h4><p>আমরা এই শর্তাবলী হালনাগাদ করতে পারি; প্রকাশের দিন থেকে এই পাতার সংস্করণ প্রযোজ্য, আর গুরুত্বপূর্ণ পরিবর্তন নোটিশ বোর্ডে জানানো হয়।</p>',
    },
    {
      id: 'privacy',
      title: 'গোপনীয়তা নীতি',
      body: '<h4>আমরা যা সংগ্রহ করি</h4><p>আপনার ইউজারনেম, মোবাইল নম্বর, দিলে ইমেল, আসল নাম ও পেআউট অ্যাকাউন্ট; আপনার জমা, উত্তোলন ও বাজি; এবং প্রতিটি লগইনের IP ঠিকানা ও ডিভাইস, যা অন্য জায়গা থেকে লগইন থেকে আপনার অ্যাকাউন্ট রক্ষা করে।</p><h4>কেন</h4><p>আপনার অ্যাকাউন্ট চালাতে ও টাকা পরিশোধ করতে, প্রতারণা থেকে আপনাকে ও আমাদের রক্ষা করতে, মানি লন্ডারিং প্রতিরোধ ও লাইসেন্সের দায়িত্ব পালনে, এবং দায়িত্বশীল গেমিংয়ের সুবিধা দিতে।</p><h4>কীভাবে রাখা হয়</h4><p>পাসওয়ার্ড শুধু একমুখী হ্যাশ হিসেবে রাখা হয়, লগইনে পাঠানো পাসওয়ার্ড আপনার ব্রাউজারেই এনক্রিপ্ট হয়, আর কর্মীদের প্রবেশ সীমিত ও লিপিবদ্ধ। আমরা কখনো আপনার তথ্য বিক্রি করি না। পেমেন্ট ও SMS সেবাদাতারা শুধু লেনদেন বা কোড পাঠানোর জন্য যা দরকার তা-ই পায়।</p><h4>কতদিন</h4><p>অ্যাকাউন্ট বন্ধের পর আইন যতদিন চায় (সাধারণত পাঁচ বছর) অ্যাকাউন্ট ও লেনদেনের রেকর্ড রাখা হয়, তারপর মুছে ফেলা হয়।</p><h4>আপনার অধিকার</h4><p>গ্রাহক সেবার মাধ্যমে আপনার তথ্যের কপি, সংশোধন, বা আইন অনুমতি দিলে মুছে ফেলার অনুরোধ করতে পারেন। চাইলেই প্রচারমূলক বার্তা বন্ধ হয়।</p><h4>কুকি ও সংরক্ষণ</h4><p>সাইটটি আপনার সেশন, ভাষা ও থিম ব্রাউজারের স্টোরেজে রাখে; কোনো বিজ্ঞাপনী কুকি নেই। ইনস্টল করা অ্যাপ শুধু সাইটের নিজস্ব ফাইল রাখে, কখনো আপনার অ্যাকাউন্টের তথ্য নয়।</p>',
    },
    {
      id: 'responsible',
      title: 'দায়িত্বশীল গেমিং',
      body: '<p>আনন্দের জন্য খেলুন, কখনো উপার্জন বা হারানো টাকা ফেরাতে নয়। শুরুর আগে বাজেট ও সময়সীমা ঠিক করুন এবং যেকোনোটিতে পৌঁছালে থামুন।</p><h4>আপনার সুবিধা (সদস্য কেন্দ্র, দায়িত্বশীল গেমিং)</h4><ul><li>24 ঘণ্টা, 7 দিন বা 30 দিনে জমা, ক্ষতি ও বাজির <b>সীমা</b>। কমালে সঙ্গে সঙ্গে কার্যকর; বাড়ালে বা তুলে দিলে 24 ঘণ্টা অপেক্ষা।</li><li><b>রিয়ালিটি চেক</b>: আপনার বেছে নেওয়া সময় পরপর খেলার সময় ও ফলাফলের স্মরণ।</li><li>24 ঘণ্টা, 7 দিন বা 30 দিনের <b>বিরতি</b>।</li><li>6 মাস, 1 বছর, 5 বছর বা স্থায়ী <b>স্ব-বর্জন</b>; পুরো মেয়াদ চলে।</li></ul><h4>নিজেকে জিজ্ঞেস করুন</h4><ul><li>যতটা ভেবেছিলাম তার চেয়ে বেশি সময় বা টাকা খরচ করছি?</li><li>খেলার জন্য ধার করছি বা বিলের টাকা ব্যবহার করছি?</li><li>থামতে চাইলে অস্থির বা বিরক্ত লাগে?</li></ul><p>কোনোটির উত্তর হ্যাঁ হলে এখনই বিরতি নিন এবং গ্রাহক সেবা বা বিশ্বস্ত কারো সাথে কথা বলুন। 18 বছরের কম বয়সীরা খেলতে পারে না: শিশুরা আপনার ডিভাইস ব্যবহার করলে ফোনের প্যারেন্টাল কন্ট্রোল চালু করুন।</p>',
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
      body: '<h4>অ্যাকাউন্ট</h4><p><b>পাসওয়ার্ড ভুলে গেছি।</b> লগইন উইন্ডোতে “পাসওয়ার্ড ভুলে গেছেন” চাপুন এবং ইমেল বা মোবাইলে আসা SMS কোড দিয়ে নতুন পাসওয়ার্ড দিন।</p><p><b>লগইনে কোড চাওয়া হচ্ছে কেন?</b> আপনি নতুন নেটওয়ার্ক বা ডিভাইস থেকে লগইন করেছেন। অন্যদের ঠেকাতে কোডটি আপনার মোবাইল, ইমেল বা অথেনটিকেটর অ্যাপে যায়।</p><p><b>ইউজারনেম বদলানো যায়?</b> না। ডাকনাম, পাসওয়ার্ড, মোবাইল নম্বর ও ইমেল আমার অ্যাকাউন্ট থেকে বদলাতে পারেন।</p><h4>জমা ও উত্তোলন</h4><p><b>আমার জমা আসেনি।</b> বেশিরভাগ জমা 5 মিনিটে আসে। জমার রেকর্ডে অবস্থা দেখুন; 30 মিনিট পরে রেফারেন্স নম্বর ও রসিদ গ্রাহক সেবায় পাঠান।</p><p><b>উত্তোলন করতে পারছি না কেন?</b> সাধারণত বোনাসের টার্নওভার এখনো পূরণ হয়নি (বোনাস বিবরণ দেখুন), অথবা পেআউট অ্যাকাউন্ট বা পেমেন্ট পাসওয়ার্ড সেট করা নেই।</p><p><b>উত্তোলনে কত সময় লাগে?</b> বেশিরভাগ অনুমোদনের এক ঘণ্টার মধ্যে পরিশোধ হয়, কখনো কয়েক ভাগে। প্রতিটি ভাগ এলে নিশ্চিত করুন।</p><p><b>কোনো ফি আছে?</b> আমরা কোনো ফি নিই না; আপনার ওয়ালেট বা ব্যাংক নিতে পারে।</p><h4>গেম</h4><p><b>বিনামূল্যে খেলা যায়?</b> হ্যাঁ: বেশিরভাগ স্লটে ফ্রি ট্রায়াল বোতাম আছে, আর ফ্রি প্লে খেলার টাকাসহ একটি ট্রায়াল অ্যাকাউন্ট দেয়।</p><p><b>রাউন্ডের মাঝে গেম আটকে গেছে।</b> রাউন্ডটি প্রোভাইডারের দিকে শেষ হয়; ফলাফল আপনার বাজির রেকর্ড ও ব্যালেন্সে দেখা যায়। 15 মিনিটে না এলে রাউন্ড নম্বরসহ গ্রাহক সেবায় যোগাযোগ করুন।</p><p><b>গেমগুলো কি ন্যায্য?</b> প্রোভাইডারের গেম প্রত্যয়িত; আমাদের নিজস্ব গেমে প্রতিটি রাউন্ডের সিড দেখানো হয় যাতে আপনি যাচাই করতে পারেন।</p><h4>অ্যাপ</h4><p><b>অ্যাপ আছে?</b> হ্যাঁ: অ্যান্ড্রয়েড, আইফোন বা যেকোনো ফোনে (লাইট) অ্যাপ ডাউনলোড থেকে ইনস্টল করুন। এটি নিজেই আপডেট হয়।</p>',
    },
    {
      id: 'contact',
      title: 'যোগাযোগ',
      body: '<p>লাইভ চ্যাট, টেলিগ্রাম, হোয়াটসঅ্যাপ ও ফেসবুকে গ্রাহক সেবা 24 ঘণ্টা খোলা। যেকোনো পাতার নিচে ডানদিকের হেডসেট বোতাম ব্যবহার করুন।</p>',
    },
  ],
};
