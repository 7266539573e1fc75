/**
 * The demo brand's beginner guide, news and blog in English and Bengali. Bodies are plain text
 * (contracts articles.ts): blocks separated by blank lines, "# " a heading, "- " list items.
 */
type DemoArticle = {
  kind: 'guide' | 'blog' | 'news';
  slug: string;
  title: { en: string; bn: string };
  summary: { en: string; bn: string };
  body: { en: string; bn: string };
  /** Days before the seed ran that it was published. */
  daysAgo: number;
};

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    kind: 'guide',
    slug: 'how-to-register',
    daysAgo: 30,
    title: { en: 'How to register', bn: 'কীভাবে নিবন্ধন করবেন' },
    summary: {
      en: 'Open an account with a username or your mobile number in under a minute.',
      bn: 'ইউজারনেম বা মোবাইল নম্বর দিয়ে এক মিনিটেরও কম সময়ে অ্যাকাউন্ট খুলুন।',
    },
    body: {
      en: `You need to be 18 or older, and one account is allowed per person.

# With a username
- Press Register at the top of any page.
- Choose a username of 6 to 16 letters and digits that starts with a letter.
- Choose a password of 6 to 20 characters with both letters and digits, and type it again.
- Type the characters shown in the picture, tick that you are 18 or older and accept the terms.
- Press Register: you are logged in straight away.

# With your mobile number
- Open the Mobile tab in the register window.
- Enter your 10-digit number without the leading 0 (the +880 code is already there).
- Press Send code and type the 6-digit SMS code you receive.

# After registering
Add your real name and a payout account in My account before your first withdrawal: the name on the payout account must match the name on your account. If an agent gave you an invitation code, type it in the affiliate code field while registering.`,
      bn: `নিবন্ধনের জন্য আপনার বয়স 18 বা তার বেশি হতে হবে, আর প্রতি ব্যক্তির একটি অ্যাকাউন্ট।

# ইউজারনেম দিয়ে
- যেকোনো পাতার উপরে নিবন্ধন বোতাম চাপুন।
- অক্ষর দিয়ে শুরু হওয়া 6 থেকে 16টি অক্ষর ও সংখ্যার একটি ইউজারনেম বেছে নিন।
- অক্ষর ও সংখ্যা মিলিয়ে 6 থেকে 20 অক্ষরের পাসওয়ার্ড দিন এবং আবার লিখুন।
- ছবিতে দেখানো অক্ষরগুলো লিখুন, 18 বছর বা তার বেশি বয়স ও শর্তাবলীতে টিক দিন।
- নিবন্ধন চাপুন: সঙ্গে সঙ্গে আপনি লগইন হয়ে যাবেন।

# মোবাইল নম্বর দিয়ে
- নিবন্ধন উইন্ডোতে মোবাইল ট্যাব খুলুন।
- শুরুর 0 ছাড়া আপনার 10 অঙ্কের নম্বর দিন (+880 কোড আগেই দেওয়া আছে)।
- কোড পাঠান চাপুন এবং SMS-এ পাওয়া 6 অঙ্কের কোডটি লিখুন।

# নিবন্ধনের পরে
প্রথম উত্তোলনের আগে আমার অ্যাকাউন্টে আপনার আসল নাম ও একটি পেআউট অ্যাকাউন্ট যোগ করুন: পেআউট অ্যাকাউন্টের নাম আপনার অ্যাকাউন্টের নামের সাথে মিলতে হবে। কোনো এজেন্ট আমন্ত্রণ কোড দিলে নিবন্ধনের সময় অ্যাফিলিয়েট কোডের ঘরে লিখুন।`,
    },
  },
  {
    kind: 'guide',
    slug: 'how-to-deposit',
    daysAgo: 29,
    title: { en: 'How to deposit', bn: 'কীভাবে জমা দেবেন' },
    summary: {
      en: 'Top up with bKash, Nagad, Rocket or a bank transfer; most deposits arrive within 5 minutes.',
      bn: 'বিকাশ, নগদ, রকেট বা ব্যাংক ট্রান্সফারে টাকা জমা দিন; বেশিরভাগ জমা 5 মিনিটের মধ্যে যোগ হয়।',
    },
    body: {
      en: `Deposits must come from a wallet or bank account in your own name.

# Step by step
- Press Deposit in the header.
- Pick a channel: bKash, Nagad, Rocket or bank transfer. Each shows its minimum and maximum.
- Choose or type the amount.
- Send exactly that amount to the payee shown, using the copy buttons for the number.
- Enter the transaction reference from your wallet's SMS and add a screenshot of the receipt.
- Press Submit. The deposit shows as pending until it is checked.

# How long it takes
Most deposits are credited within 5 minutes. You can follow each one under Deposit records. If a deposit is still pending after 30 minutes, contact customer service with its reference number.

# Bonuses
A deposit bonus adds a turnover requirement: the amount you must bet before withdrawing. Bonus details in the member center shows what is left.`,
      bn: `জমা অবশ্যই আপনার নিজের নামের ওয়ালেট বা ব্যাংক অ্যাকাউন্ট থেকে হতে হবে।

# ধাপে ধাপে
- হেডারে জমা চাপুন।
- একটি চ্যানেল বেছে নিন: বিকাশ, নগদ, রকেট বা ব্যাংক ট্রান্সফার। প্রতিটিতে সর্বনিম্ন ও সর্বোচ্চ পরিমাণ দেখানো আছে।
- পরিমাণ বেছে নিন বা লিখুন।
- দেখানো প্রাপককে ঠিক সেই পরিমাণ পাঠান; নম্বরের জন্য কপি বোতাম ব্যবহার করুন।
- ওয়ালেটের SMS থেকে লেনদেনের রেফারেন্স লিখুন এবং রসিদের স্ক্রিনশট যোগ করুন।
- জমা দিন চাপুন। যাচাই না হওয়া পর্যন্ত জমাটি অপেক্ষমাণ দেখাবে।

# কত সময় লাগে
বেশিরভাগ জমা 5 মিনিটের মধ্যে যোগ হয়। জমার রেকর্ডে প্রতিটির অবস্থা দেখতে পারবেন। 30 মিনিট পরেও অপেক্ষমাণ থাকলে রেফারেন্স নম্বরসহ গ্রাহক সেবায় যোগাযোগ করুন।

# বোনাস
জমার বোনাসের সাথে একটি টার্নওভার শর্ত থাকে: উত্তোলনের আগে যে পরিমাণ বাজি ধরতে হবে। সদস্য কেন্দ্রের বোনাস বিবরণে বাকি পরিমাণ দেখা যায়।`,
    },
  },
  {
    kind: 'guide',
    slug: 'how-to-withdraw',
    daysAgo: 28,
    title: { en: 'How to withdraw', bn: 'কীভাবে উত্তোলন করবেন' },
    summary: {
      en: 'Bind a payout account, set a payment password, request the amount and confirm you received it.',
      bn: 'পেআউট অ্যাকাউন্ট যুক্ত করুন, পেমেন্ট পাসওয়ার্ড সেট করুন, পরিমাণ অনুরোধ করুন এবং টাকা পাওয়া নিশ্চিত করুন।',
    },
    body: {
      en: `# Before your first withdrawal
- Add a payout account (bKash, Nagad, Rocket or bank) in your own name. You can keep up to 5.
- Set a 6-digit payment password. It is asked for every withdrawal; five wrong tries lock it for 15 minutes.

# Requesting a withdrawal
- Open Withdraw in the header or the member center.
- Pick the payout account and type the amount.
- Enter your payment password and submit.

The amount leaves your balance at once and is held until it is paid. You can cancel a request while it is still waiting for review.

# Receiving the money
A withdrawal may be paid in several parts. For each part, press Received once the money is in your wallet, or Not received with a screenshot if it is not. A part you do not answer counts as received after the time shown.

# If it is refused
Withdrawals are refused when the turnover requirement of a bonus is not met yet, or the payout name does not match your account. The money returns to your balance.`,
      bn: `# প্রথম উত্তোলনের আগে
- নিজের নামে একটি পেআউট অ্যাকাউন্ট (বিকাশ, নগদ, রকেট বা ব্যাংক) যোগ করুন। সর্বোচ্চ 5টি রাখা যায়।
- 6 অঙ্কের একটি পেমেন্ট পাসওয়ার্ড সেট করুন। প্রতিটি উত্তোলনে এটি লাগে; পাঁচবার ভুল দিলে 15 মিনিট বন্ধ থাকে।

# উত্তোলনের অনুরোধ
- হেডার বা সদস্য কেন্দ্র থেকে উত্তোলন খুলুন।
- পেআউট অ্যাকাউন্ট বেছে নিয়ে পরিমাণ লিখুন।
- পেমেন্ট পাসওয়ার্ড দিয়ে জমা দিন।

পরিমাণটি সঙ্গে সঙ্গে আপনার ব্যালেন্স থেকে সরে যায় এবং পরিশোধ পর্যন্ত আটকে থাকে। যাচাইয়ের অপেক্ষায় থাকা অবস্থায় অনুরোধ বাতিল করতে পারেন।

# টাকা পাওয়া
একটি উত্তোলন কয়েক ভাগে পরিশোধ হতে পারে। প্রতিটি ভাগ ওয়ালেটে এলে পেয়েছি চাপুন, না এলে স্ক্রিনশটসহ পাইনি চাপুন। উত্তর না দিলে দেখানো সময়ের পরে ভাগটি পাওয়া বলে ধরা হয়।

# প্রত্যাখ্যান হলে
বোনাসের টার্নওভার শর্ত পূরণ না হলে বা পেআউটের নাম আপনার অ্যাকাউন্টের সাথে না মিললে উত্তোলন প্রত্যাখ্যান হয়। টাকা আপনার ব্যালেন্সে ফিরে আসে।`,
    },
  },
  {
    kind: 'guide',
    slug: 'responsible-gaming',
    daysAgo: 27,
    title: { en: 'Play responsibly', bn: 'দায়িত্বের সাথে খেলুন' },
    summary: {
      en: 'Limits, reality checks, time-outs and self-exclusion: tools to keep gaming fun.',
      bn: 'সীমা, রিয়ালিটি চেক, বিরতি ও স্ব-বর্জন: খেলাকে আনন্দদায়ক রাখার উপায়।',
    },
    body: {
      en: `Gaming is entertainment, never a way to earn money. Decide before you play how much you can afford to lose and how long you will play.

# Tools in your member center
- Deposit, loss and wager limits per day, week or month. Lowering a limit applies at once; raising or removing one waits 24 hours.
- A reality check that reminds you how long you have played and what you have won or lost.
- A time-out of 24 hours, 7 days or 30 days, during which you cannot log in.
- Self-exclusion from 6 months up to permanently. It cannot be lifted early, not even by customer service.

# Warning signs
- You chase losses or bet more to feel the same excitement.
- You borrow money or use money meant for bills to play.
- Gaming leaves you anxious, or you hide it from your family.

If any of these sound familiar, take a break now with a time-out and talk to someone you trust. Our customer service can also set limits for you.`,
      bn: `গেমিং বিনোদন, কখনো আয়ের উপায় নয়। খেলার আগে ঠিক করুন কত টাকা হারাতে পারবেন আর কতক্ষণ খেলবেন।

# সদস্য কেন্দ্রে যা আছে
- দিন, সপ্তাহ বা মাসে জমা, ক্ষতি ও বাজির সীমা। সীমা কমালে সঙ্গে সঙ্গে কার্যকর হয়; বাড়ালে বা তুলে দিলে 24 ঘণ্টা অপেক্ষা করতে হয়।
- রিয়ালিটি চেক, যা মনে করিয়ে দেয় কতক্ষণ খেলেছেন এবং কত জিতেছেন বা হেরেছেন।
- 24 ঘণ্টা, 7 দিন বা 30 দিনের বিরতি, যে সময় লগইন করা যায় না।
- 6 মাস থেকে স্থায়ী স্ব-বর্জন। এটি আগে তোলা যায় না, গ্রাহক সেবাও পারে না।

# সতর্ক সংকেত
- হারানো টাকা ফেরাতে বা একই উত্তেজনা পেতে বেশি বাজি ধরছেন।
- খেলার জন্য ধার করছেন বা বিলের টাকা ব্যবহার করছেন।
- খেলা আপনাকে উদ্বিগ্ন করে, বা পরিবারের কাছে লুকোচ্ছেন।

এর কোনোটি পরিচিত মনে হলে এখনই বিরতি নিন এবং বিশ্বস্ত কারো সাথে কথা বলুন। আমাদের গ্রাহক সেবাও আপনার জন্য সীমা নির্ধারণ করতে পারে।`,
    },
  },
  {
    kind: 'guide',
    slug: 'install-the-app',
    daysAgo: 26,
    title: { en: 'Install the app on your phone', bn: 'ফোনে অ্যাপ ইনস্টল করুন' },
    summary: {
      en: 'Add Royal Tiger to your home screen on Android or iPhone: it opens full screen like an app.',
      bn: 'অ্যান্ড্রয়েড বা আইফোনে হোম স্ক্রিনে রয়্যাল টাইগার যোগ করুন: অ্যাপের মতো পুরো পর্দায় খোলে।',
    },
    body: {
      en: `The Royal Tiger app installs from this site: there is nothing to download from a store, it takes almost no space and it updates itself.

# Android (Chrome)
- Open the site in Chrome and go to App download, then Android.
- Press Install, or open Chrome's menu and choose Install app.

# iPhone (Safari)
- Open the site in Safari and press the Share button.
- Choose Add to Home Screen, then Add.

When a new version is ready, the app offers to reload; press Reload to get it.`,
      bn: `রয়্যাল টাইগার অ্যাপ এই সাইট থেকেই ইনস্টল হয়: কোনো স্টোর থেকে কিছু নামাতে হয় না, প্রায় কোনো জায়গা নেয় না এবং নিজে থেকেই আপডেট হয়।

# অ্যান্ড্রয়েড (ক্রোম)
- ক্রোমে সাইটটি খুলে অ্যাপ ডাউনলোড, তারপর অ্যান্ড্রয়েড-এ যান।
- ইনস্টল চাপুন, অথবা ক্রোমের মেনু খুলে অ্যাপ ইনস্টল করুন বেছে নিন।

# আইফোন (সাফারি)
- সাফারিতে সাইটটি খুলে শেয়ার বোতাম চাপুন।
- হোম স্ক্রিনে যোগ করুন বেছে নিয়ে যোগ করুন চাপুন।

নতুন সংস্করণ এলে অ্যাপ আবার লোড করতে বলবে; নতুনটি পেতে রিলোড চাপুন।`,
    },
  },
  {
    kind: 'news',
    slug: 'nagad-deposits-now-instant',
    daysAgo: 2,
    title: { en: 'Nagad deposits are now credited in minutes', bn: 'নগদ জমা এখন কয়েক মিনিটেই যোগ হয়' },
    summary: {
      en: 'Our Nagad channel is now checked automatically around the clock.',
      bn: 'আমাদের নগদ চ্যানেল এখন দিনরাত স্বয়ংক্রিয়ভাবে যাচাই হয়।',
    },
    body: {
      en: `From today, Nagad deposits are checked automatically at any hour, so most arrive within 5 minutes, nights and weekends included.

Nothing changes for you: choose Nagad under Deposit, send the amount and enter the reference as before.`,
      bn: `আজ থেকে নগদ জমা যেকোনো সময় স্বয়ংক্রিয়ভাবে যাচাই হয়, তাই রাত ও ছুটির দিনসহ বেশিরভাগ জমা 5 মিনিটের মধ্যে যোগ হয়।

আপনার জন্য কিছুই বদলায়নি: জমা থেকে নগদ বেছে নিন, টাকা পাঠান এবং আগের মতো রেফারেন্স লিখুন।`,
    },
  },
  {
    kind: 'news',
    slug: 'new-crash-game',
    daysAgo: 6,
    title: { en: 'New in-house crash game', bn: 'নতুন নিজস্ব ক্র্যাশ গেম' },
    summary: {
      en: 'Cash out before the rocket flies away: provably fair rounds you can verify yourself.',
      bn: 'রকেট উড়ে যাওয়ার আগে ক্যাশ আউট করুন: প্রতিটি রাউন্ড আপনি নিজেই যাচাই করতে পারবেন।',
    },
    body: {
      en: `Our studio has released a crash game. Each round's crash point comes from a server seed committed before you bet, and the fairness panel in the game window lets you check any round after it ends.

Find it under Mini and crash games, or search for "crash" in the lobby.`,
      bn: `আমাদের স্টুডিও একটি ক্র্যাশ গেম এনেছে। প্রতিটি রাউন্ডের ক্র্যাশ পয়েন্ট আসে বাজির আগেই নির্ধারিত সার্ভার সিড থেকে, আর গেম উইন্ডোর ন্যায্যতা প্যানেলে রাউন্ড শেষে যেকোনো রাউন্ড যাচাই করা যায়।

মিনি ও ক্র্যাশ গেমে খুঁজুন, বা লবিতে "crash" লিখে সার্চ করুন।`,
    },
  },
  {
    kind: 'news',
    slug: 'sports-maintenance-tuesdays',
    daysAgo: 12,
    title: { en: 'Weekly sports maintenance on Tuesdays', bn: 'প্রতি মঙ্গলবার খেলাধুলার রক্ষণাবেক্ষণ' },
    summary: {
      en: 'Sports betting pauses every Tuesday 04:00–05:00 (GMT+6).',
      bn: 'প্রতি মঙ্গলবার ভোর 4টা–5টা (GMT+6) খেলাধুলা বেটিং বন্ধ থাকে।',
    },
    body: {
      en: `To keep odds and settlement fast, the sports book is maintained every Tuesday from 04:00 to 05:00 (GMT+6). Open bets are not affected and settle as usual afterwards. Casino, slots and lottery stay open.`,
      bn: `দ্রুত অডস ও নিষ্পত্তির জন্য প্রতি মঙ্গলবার ভোর 4টা থেকে 5টা (GMT+6) স্পোর্টস বুকের রক্ষণাবেক্ষণ হয়। খোলা বাজিতে কোনো প্রভাব পড়ে না, পরে স্বাভাবিকভাবে নিষ্পত্তি হয়। ক্যাসিনো, স্লট ও লটারি খোলা থাকে।`,
    },
  },
  {
    kind: 'blog',
    slug: 'understanding-rtp',
    daysAgo: 9,
    title: { en: 'What RTP really means', bn: 'RTP আসলে কী বোঝায়' },
    summary: {
      en: 'A 96% return to player is an average over millions of spins, not a promise for your session.',
      bn: '96% রিটার্ন টু প্লেয়ার লক্ষ লক্ষ স্পিনের গড়, আপনার এক সেশনের প্রতিশ্রুতি নয়।',
    },
    body: {
      en: `Every slot lists its RTP, the return to player. A 96% RTP means that over a very large number of spins the game pays back 96 of every 100 staked. The other 4 are the house edge.

Over one evening anything can happen: volatility decides how far your results swing from that average. Low-volatility games pay small wins often; high-volatility games pay rarely but more.

# What to take from it
- No strategy changes a slot's RTP.
- Pick volatility to match your budget and patience.
- Set a limit before you start, and treat any win as a bonus.`,
      bn: `প্রতিটি স্লটে তার RTP, অর্থাৎ খেলোয়াড়কে ফেরত দেওয়ার হার, লেখা থাকে। 96% RTP মানে অনেক বেশি সংখ্যক স্পিনে প্রতি 100 টাকা বাজিতে গেমটি 96 টাকা ফেরত দেয়। বাকি 4 টাকা হাউস এজ।

এক সন্ধ্যায় যা খুশি হতে পারে: ভোলাটিলিটি ঠিক করে আপনার ফল গড় থেকে কতটা দূরে যাবে। কম ভোলাটিলিটির গেম প্রায়ই ছোট জয় দেয়; বেশি ভোলাটিলিটির গেম কম দেয় কিন্তু বড়।

# যা মনে রাখবেন
- কোনো কৌশল স্লটের RTP বদলায় না।
- আপনার বাজেট ও ধৈর্য অনুযায়ী ভোলাটিলিটি বেছে নিন।
- শুরুর আগে সীমা ঠিক করুন, আর যেকোনো জয়কে বাড়তি পাওনা ভাবুন।`,
    },
  },
  {
    kind: 'blog',
    slug: 'keep-your-account-safe',
    daysAgo: 15,
    title: { en: 'Five ways to keep your account safe', bn: 'অ্যাকাউন্ট নিরাপদ রাখার পাঁচটি উপায়' },
    summary: {
      en: 'Strong passwords, an authenticator app and never sharing SMS codes.',
      bn: 'শক্ত পাসওয়ার্ড, অথেনটিকেটর অ্যাপ এবং কখনো SMS কোড শেয়ার না করা।',
    },
    body: {
      en: `- Use a password you use nowhere else, and a different payment password.
- Bind an authenticator app in My account: logins from a new place then need its code.
- Never tell anyone an SMS code. Our staff will never ask for it.
- Log out on shared phones and computers.
- Only deposit to the payee shown on the Deposit screen, never to a number sent in a message.`,
      bn: `- অন্য কোথাও ব্যবহার করেন না এমন পাসওয়ার্ড দিন, আর পেমেন্ট পাসওয়ার্ড আলাদা রাখুন।
- আমার অ্যাকাউন্টে একটি অথেনটিকেটর অ্যাপ যুক্ত করুন: নতুন জায়গা থেকে লগইনে তার কোড লাগবে।
- কাউকে SMS কোড বলবেন না। আমাদের কর্মীরা কখনো তা চাইবে না।
- শেয়ার করা ফোন ও কম্পিউটারে লগআউট করুন।
- শুধু জমা পাতায় দেখানো প্রাপককে টাকা পাঠান, বার্তায় আসা কোনো নম্বরে কখনো নয়।`,
    },
  },
];
