import type { SitePageSlug } from '@khela/domain';

/**
 * Demo texts of older seeds that promised what the site does not have (issue 32: tables "run by real dealers and
 * streamed", fishing, arcade and poker games): the MD5 of each page's English and Bangla body as those seeds wrote
 * them. A page still holding exactly both gets today's text at the next start; a page an operator edited stays.
 */
export const SITE_PAGE_REPLACED: { slug: SitePageSlug; body_md5: string; body_bn_md5: string }[] = [
  { slug: 'about-us', body_md5: 'c36c1be7434f917763b755ccc6f26315', body_bn_md5: 'b499726a1747a6a51be95bcb63790dc2' },
  { slug: 'footer-text', body_md5: 'a5e40906e79a3a350ab5d6e645b1e4af', body_bn_md5: '24e60f5342e53c5ddf5f92d964906a43' },
];

/**
 * The demo texts of the footer's pages, in English and Bangla. Plain text: blank lines separate paragraphs; a
 * paragraph of several lines whose first line is short is shown with that line as its heading.
 */
export const SITE_PAGE_SEED: { slug: SitePageSlug; title: string; title_bn: string; body: string; body_bn: string }[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    title_bn: 'আমাদের সম্পর্কে',
    body: `Khela is an online casino and cricket exchange made for players in Bangladesh. You play in taka, deposit and withdraw with the wallets you already use (bKash, Nagad, Rocket, Upay and bank transfer), and every time you see is Dhaka time.

Our lobby brings together live tables dealt by a virtual dealer, slots, table games, crash games, keno and our own provably fair originals, next to a back-and-lay exchange for cricket, football and tennis.

Fair play first
Our own games publish their seeds, so every round can be checked. Our payments team reviews every withdrawal, and our support team answers in English and Bangla around the clock.

Brand ambassadors and sponsorship
Khela supports local cricket and football clubs and works with brand ambassadors who share our love of the game. News of our partnerships appears on this page and in our promotions.

Contact us
Write to our support team by e-mail or WhatsApp, or open the live chat at any time. The links are at the bottom of every page.`,
    body_bn: `খেলা বাংলাদেশের খেলোয়াড়দের জন্য তৈরি একটি অনলাইন ক্যাসিনো ও ক্রিকেট এক্সচেঞ্জ। এখানে আপনি টাকায় খেলেন, চেনা ওয়ালেট (বিকাশ, নগদ, রকেট, উপায় ও ব্যাংক ট্রান্সফার) দিয়ে জমা ও উত্তোলন করেন, আর সব সময় দেখানো হয় ঢাকার সময়ে।

আমাদের লবিতে আছে ভার্চুয়াল ডিলারের লাইভ টেবিল, স্লট, টেবিল গেম, ক্র্যাশ গেম, কেনো এবং আমাদের নিজস্ব যাচাইযোগ্য ন্যায্য গেম; পাশাপাশি ক্রিকেট, ফুটবল ও টেনিসের ব্যাক-লে এক্সচেঞ্জ।

ন্যায্য খেলাই প্রথম
আমাদের নিজস্ব গেমগুলো তাদের সিড প্রকাশ করে, তাই প্রতিটি রাউন্ড যাচাই করা যায়। আমাদের পেমেন্ট টিম প্রতিটি উত্তোলন পরীক্ষা করে, আর আমাদের সাপোর্ট টিম দিনরাত ইংরেজি ও বাংলায় উত্তর দেয়।

ব্র্যান্ড অ্যাম্বাসেডর ও স্পনসরশিপ
খেলা স্থানীয় ক্রিকেট ও ফুটবল ক্লাবের পাশে থাকে এবং খেলাকে ভালোবাসেন এমন ব্র্যান্ড অ্যাম্বাসেডরদের সঙ্গে কাজ করে। আমাদের অংশীদারিত্বের খবর এই পাতায় ও আমাদের প্রোমোশনে প্রকাশ করা হয়।

যোগাযোগ
ই-মেইল বা হোয়াটসঅ্যাপে আমাদের সাপোর্ট টিমকে লিখুন, অথবা যেকোনো সময় লাইভ চ্যাট খুলুন। লিংকগুলো প্রতিটি পাতার নিচে আছে।`,
  },
  {
    slug: 'responsible-gaming',
    title: 'Responsible Gaming',
    title_bn: 'দায়িত্বশীল গেমিং',
    body: `Playing at Khela should be fun, never a way to make money or to escape problems. We want you to stay in control of the time and money you spend, and we give you the tools to do it.

Only for adults (18+)
You must be at least 18 years old to open an account and play. We ask for your date of birth before the first withdrawal and may ask for proof of age at any time. Accounts of minors are closed and their deposits returned.

Set your limits
Decide before you play how much you can afford to lose, and never deposit more. Ask our support team to set a daily, weekly or monthly deposit limit on your account: a lower limit applies at once, a higher one only after 24 hours.

Take a break
If you need time away, ask support for a time-out of 24 hours, 7 days or 30 days, or for a self-exclusion of six months or longer. While it runs you cannot log in or deposit, and we send you no promotions.

Signs to watch for
Chasing losses, playing longer than you planned, borrowing money to play, hiding your play from your family, or feeling restless when you are not playing are warning signs. If any of them sound familiar, stop and talk to someone.

Where to get help
Talk to our support team in confidence by live chat, WhatsApp or e-mail, 24 hours a day. Independent, free help is available from Gamblers Anonymous (www.gamblersanonymous.org), GamCare (www.gamcare.org.uk) and Gambling Therapy (www.gamblingtherapy.org), which supports players in many languages. In Bangladesh, the emotional support helpline Kaan Pete Roi (www.shuni.org) listens in confidence.

Protecting minors
Keep your login details to yourself, do not leave your device logged in, and use parental control software such as Google Family Link on devices children use.`,
    body_bn: `খেলায় খেলা হওয়া উচিত আনন্দের জন্য; টাকা কামানোর বা সমস্যা থেকে পালানোর উপায় হিসেবে কখনোই নয়। আমরা চাই আপনি কতটা সময় ও টাকা খরচ করছেন তা আপনার নিয়ন্ত্রণে থাকুক, আর সেজন্য আমরা আপনাকে প্রয়োজনীয় সুবিধা দিই।

শুধু প্রাপ্তবয়স্কদের জন্য (১৮+)
অ্যাকাউন্ট খুলতে ও খেলতে আপনার বয়স অন্তত ১৮ বছর হতে হবে। প্রথম উত্তোলনের আগে আমরা আপনার জন্মতারিখ জানতে চাই এবং যেকোনো সময় বয়সের প্রমাণ চাইতে পারি। অপ্রাপ্তবয়স্কদের অ্যাকাউন্ট বন্ধ করা হয় এবং তাদের জমা ফেরত দেওয়া হয়।

আপনার সীমা ঠিক করুন
খেলার আগেই ঠিক করুন কতটা হারানোর সামর্থ্য আপনার আছে, এবং তার বেশি কখনো জমা দেবেন না। আপনার অ্যাকাউন্টে দৈনিক, সাপ্তাহিক বা মাসিক জমার সীমা বসাতে আমাদের সাপোর্ট টিমকে বলুন: কম সীমা সঙ্গে সঙ্গে কার্যকর হয়, বেশি সীমা কার্যকর হয় ২৪ ঘণ্টা পরে।

বিরতি নিন
কিছুদিন দূরে থাকতে চাইলে সাপোর্টের কাছে ২৪ ঘণ্টা, ৭ দিন বা ৩০ দিনের টাইম-আউট, অথবা ছয় মাস বা তার বেশি সময়ের সেলফ-এক্সক্লুশন চান। এই সময়ে আপনি লগইন বা জমা করতে পারবেন না, এবং আমরা আপনাকে কোনো প্রোমোশন পাঠাব না।

যে লক্ষণগুলো খেয়াল রাখবেন
হারানো টাকা ফেরত পেতে বারবার খেলা, পরিকল্পনার চেয়ে বেশি সময় খেলা, খেলার জন্য টাকা ধার করা, পরিবারের কাছ থেকে খেলা লুকানো, বা না খেললে অস্থির লাগা সতর্কসংকেত। এর কোনোটি যদি চেনা মনে হয়, থামুন এবং কারও সঙ্গে কথা বলুন।

কোথায় সাহায্য পাবেন
লাইভ চ্যাট, হোয়াটসঅ্যাপ বা ই-মেইলে দিনরাত ২৪ ঘণ্টা গোপনীয়ভাবে আমাদের সাপোর্ট টিমের সঙ্গে কথা বলুন। স্বাধীন ও বিনামূল্যে সাহায্য পাবেন Gamblers Anonymous (www.gamblersanonymous.org), GamCare (www.gamcare.org.uk) এবং Gambling Therapy (www.gamblingtherapy.org) থেকে, যারা অনেক ভাষায় সহায়তা দেয়। বাংলাদেশে মানসিক সহায়তা হেল্পলাইন কান পেতে রই (www.shuni.org) গোপনীয়ভাবে আপনার কথা শোনে।

অপ্রাপ্তবয়স্কদের সুরক্ষা
আপনার লগইনের তথ্য নিজের কাছে রাখুন, ডিভাইসে লগইন করা অবস্থায় ফেলে রাখবেন না, এবং শিশুরা যে ডিভাইস ব্যবহার করে তাতে Google Family Link-এর মতো প্যারেন্টাল কন্ট্রোল সফটওয়্যার ব্যবহার করুন।`,
  },
  {
    slug: 'affiliate',
    title: 'Affiliate Programme',
    title_bn: 'অ্যাফিলিয়েট প্রোগ্রাম',
    body: `Earn with Khela by bringing new players. Our affiliate programme is open to website owners, streamers, tipsters and community groups who reach players in Bangladesh.

How it works
Sign up for a Khela account and open Referral Program to find your personal invitation link and code. Share it on your site, page or group. Every player who signs up with your link stays yours.

What you earn
You earn a share of the turnover of the players you bring, every day, up to three levels deep: you also earn when your players invite their friends. Rewards are credited each morning (Dhaka time) and can be claimed as cash.

Bigger partners
Run a large site or community? Write to our support team with your name, your channels and your audience. Our partner team offers custom rates, banners in English and Bangla, and monthly reports.

Fair play rules
Self-referrals, duplicate accounts, spam and misleading adverts are not allowed and void the rewards. You must be 18 or older to join, and your promotion must follow the laws of your country and our responsible gaming rules.`,
    body_bn: `নতুন খেলোয়াড় এনে খেলার সঙ্গে আয় করুন। আমাদের অ্যাফিলিয়েট প্রোগ্রাম ওয়েবসাইটের মালিক, স্ট্রিমার, টিপস্টার ও কমিউনিটি গ্রুপের জন্য খোলা, যারা বাংলাদেশের খেলোয়াড়দের কাছে পৌঁছান।

যেভাবে কাজ করে
খেলায় একটি অ্যাকাউন্ট খুলুন এবং রেফারেল প্রোগ্রাম খুলে আপনার নিজস্ব আমন্ত্রণ লিংক ও কোড নিন। সেটি আপনার সাইট, পেজ বা গ্রুপে শেয়ার করুন। আপনার লিংক দিয়ে যে খেলোয়াড় সাইন আপ করেন, তিনি আপনারই থাকেন।

আপনি যা আয় করবেন
আপনার আনা খেলোয়াড়দের টার্নওভারের একটি অংশ আপনি প্রতিদিন পান, তিন স্তর পর্যন্ত: আপনার খেলোয়াড়রা বন্ধুদের আমন্ত্রণ জানালেও আপনি আয় করেন। পুরস্কার প্রতিদিন সকালে (ঢাকার সময়) জমা হয় এবং নগদ হিসেবে দাবি করা যায়।

বড় অংশীদারদের জন্য
বড় কোনো সাইট বা কমিউনিটি চালান? আপনার নাম, চ্যানেল ও দর্শকের তথ্য দিয়ে আমাদের সাপোর্ট টিমকে লিখুন। আমাদের পার্টনার টিম বিশেষ হার, ইংরেজি ও বাংলায় ব্যানার এবং মাসিক রিপোর্ট দেয়।

ন্যায্য খেলার নিয়ম
নিজেকে রেফার করা, একাধিক অ্যাকাউন্ট, স্প্যাম ও বিভ্রান্তিকর বিজ্ঞাপন নিষিদ্ধ; এতে পুরস্কার বাতিল হয়। যোগ দিতে আপনার বয়স ১৮ বা তার বেশি হতে হবে, এবং আপনার প্রচার আপনার দেশের আইন ও আমাদের দায়িত্বশীল গেমিং নিয়ম মেনে চলতে হবে।`,
  },
  {
    slug: 'footer-text',
    title: 'Khela: online casino and games for Bangladesh',
    title_bn: 'খেলা: বাংলাদেশের জন্য অনলাইন ক্যাসিনো ও গেম',
    body: `About Khela
Khela is an online casino and games site made for players in Bangladesh. Amounts are shown in taka (BDT), with INR and PKR also available at sign-up, times follow Bangladesh time (GMT+6), and the whole site reads in English or Bangla.
One account opens every part of the site: the live tables, slots, table, crash and lottery games, and the sports exchange. Signing up takes two short steps: choose a username, a password and your currency, then add your name, phone number and e-mail address. You are logged in as soon as the account is created.

Live tables
Sit at live tables of Teen Patti, Andar Bahar, Dragon Tiger and other card games. Each table deals its rounds on a fixed rhythm to everyone seated at it, by a virtual dealer, and is provably fair: a round's cards come from a seed whose hash is shown before you bet, so you can check the deal afterwards. You place your bets on screen while betting is open, and the result is settled to your Main Wallet.

Slots
Slots, starting with our own Royal Bengal and its free spins. Choose a provider to see its games, or browse all of them at once.

Table, crash and lottery
Table games such as European Roulette play at your own pace. In crash games a multiplier climbs until it crashes, and you decide when to cash out. Dice, Limbo, Mines and Plinko are quick rounds you can check one by one, and Keno draws its numbers as soon as you play.

Sports exchange
Bet on cricket, football and tennis on the exchange with live odds. Back or lay a selection in Match Odds, or bet on the Bookmaker and fancy markets while the match is in play.

Deposits and withdrawals
Money moves through the payment methods you already use: mobile wallets and agent transfers such as bKash, UPAY, OKWallet, SureCash and tapPay, as well as bank deposits, USDT and BTC where they are offered.
To deposit, choose a payment method and an amount, send the money to the account number shown on screen, then enter the transaction ID so that we can verify it. Withdrawals are paid to your own account once your phone number and birthday are verified.

Promotions, VIP and referrals
Welcome offers and regular promotions for slots, live casino, sports and more are listed on the Promotions page with their terms and periods. Playing earns VIP points, and the referral programme rewards you when friends you invite sign up and play.

Your account and its security
Verify your phone number and e-mail address to raise your account's security level from Unverified to Normal and then Safe. Use a password of letters and numbers that you use nowhere else, and never share your password or verification codes with anyone: our staff will never ask for them.

Support
Our support team answers on WhatsApp, Facebook and e-mail. The links are at the top of every page and in this footer, and the round chat button on every page opens a conversation with us.

Frequently asked questions
How do I sign up? Click Sign up at the top of the page and complete the two steps.
Which currencies can I use? BDT, INR or PKR: you choose one when you sign up.
Why should I verify my phone number? A verified phone number is needed for deposits and withdrawals, so that payments reach the right person.
I forgot my password. What can I do? Contact our support team with your username and they will help you get back into your account.

Responsible gaming
Gambling is only for adults aged 18 and over. Play for fun, set yourself a budget and a time limit, and never chase losses or play with money you need for other things. If gambling stops being fun, take a break and talk to our support team.`,
    body_bn: `খেলা সম্পর্কে
খেলা বাংলাদেশের খেলোয়াড়দের জন্য তৈরি একটি অনলাইন ক্যাসিনো ও গেমের সাইট। টাকার অঙ্ক দেখানো হয় টাকায় (BDT), সাইন আপের সময় INR ও PKR-ও বেছে নেওয়া যায়, সময় চলে বাংলাদেশ সময় (GMT+6) অনুযায়ী, আর পুরো সাইট পড়া যায় ইংরেজি বা বাংলায়।
একটি অ্যাকাউন্ট দিয়েই সাইটের সব অংশে ঢোকা যায়: লাইভ টেবিল, স্লট, টেবিল, ক্র্যাশ ও লটারি গেম, আর স্পোর্টস এক্সচেঞ্জ। সাইন আপে লাগে দুটি ছোট ধাপ: ইউজারনেম, পাসওয়ার্ড ও মুদ্রা বেছে নিন, তারপর নাম, ফোন নম্বর ও ইমেইল ঠিকানা দিন। অ্যাকাউন্ট তৈরি হওয়ার সঙ্গে সঙ্গেই আপনি লগইন হয়ে যাবেন।

লাইভ টেবিল
তিন পাত্তি, আন্দর বাহার, ড্রাগন টাইগার ও অন্যান্য কার্ড গেমের লাইভ টেবিলে বসুন। প্রতিটি টেবিলে একজন ভার্চুয়াল ডিলার নির্দিষ্ট ছন্দে সবার জন্য একসাথে রাউন্ড দেয়, আর খেলাটি যাচাইযোগ্যভাবে ন্যায্য: প্রতিটি রাউন্ডের কার্ড আসে একটি সিড থেকে, যার হ্যাশ বাজি ধরার আগেই দেখানো হয়, তাই পরে আপনি ডিল যাচাই করতে পারেন। বাজি খোলা থাকার সময় স্ক্রিনে বাজি ধরুন, আর ফলাফল জমা হয় আপনার মূল ওয়ালেটে।

স্লট
স্লট, শুরুতে আমাদের নিজস্ব রয়্যাল বেঙ্গল ও তার ফ্রি স্পিন। কোনো প্রোভাইডার বেছে নিয়ে তার গেমগুলো দেখুন, অথবা একসাথে সব গেম ঘুরে দেখুন।

টেবিল, ক্র্যাশ ও লটারি
ইউরোপিয়ান রুলেটের মতো টেবিল গেম নিজের গতিতে খেলুন। ক্র্যাশ গেমে একটি মাল্টিপ্লায়ার বাড়তে থাকে যতক্ষণ না সেটি ক্র্যাশ করে, আর কখন ক্যাশ আউট করবেন তা আপনিই ঠিক করেন। ডাইস, লিম্বো, মাইনস ও প্লিংকো দ্রুত রাউন্ডের গেম, প্রতিটি রাউন্ড আলাদা করে যাচাই করা যায়, আর কেনো খেলার সঙ্গে সঙ্গেই সংখ্যা ড্র করে।

স্পোর্টস এক্সচেঞ্জ
লাইভ অডসসহ এক্সচেঞ্জে ক্রিকেট, ফুটবল ও টেনিসে বাজি ধরুন। ম্যাচ অডসে কোনো দলের পক্ষে (ব্যাক) বা বিপক্ষে (লে) বাজি ধরুন, অথবা ম্যাচ চলাকালীন বুকমেকার ও ফ্যান্সি মার্কেটে বাজি ধরুন।

ডিপোজিট ও উইথড্র
টাকা লেনদেন হয় আপনার পরিচিত পেমেন্ট পদ্ধতিতেই: bKash, UPAY, OKWallet, SureCash ও tapPay-এর মতো মোবাইল ওয়ালেট ও এজেন্ট ট্রান্সফার, আর যেখানে সুবিধা আছে সেখানে ব্যাংক ডিপোজিট, USDT ও BTC।
ডিপোজিট করতে একটি পেমেন্ট পদ্ধতি ও টাকার পরিমাণ বেছে নিন, স্ক্রিনে দেখানো অ্যাকাউন্ট নম্বরে টাকা পাঠান, তারপর লেনদেনের আইডি (ট্রানজ্যাকশন আইডি) লিখুন যাতে আমরা সেটি যাচাই করতে পারি। ফোন নম্বর ও জন্মতারিখ যাচাই হয়ে গেলে উইথড্রর টাকা আপনার নিজের অ্যাকাউন্টে পাঠানো হয়।

প্রমোশন, ভিআইপি ও রেফারেল
স্লট, লাইভ ক্যাসিনো, স্পোর্টস ও আরও অনেক কিছুর জন্য স্বাগত অফার ও নিয়মিত প্রমোশন শর্ত ও মেয়াদসহ প্রমোশন পেজে দেওয়া থাকে। খেললে ভিআইপি পয়েন্ট জমে, আর আপনার আমন্ত্রিত বন্ধুরা সাইন আপ করে খেললে রেফারেল প্রোগ্রাম থেকে আপনি পুরস্কার পান।

আপনার অ্যাকাউন্ট ও তার নিরাপত্তা
ফোন নম্বর ও ইমেইল ঠিকানা যাচাই করে আপনার অ্যাকাউন্টের নিরাপত্তার স্তর "যাচাই হয়নি" থেকে "সাধারণ" এবং তারপর "নিরাপদ"-এ তুলুন। অক্ষর ও সংখ্যা দিয়ে এমন একটি পাসওয়ার্ড ব্যবহার করুন যা অন্য কোথাও ব্যবহার করেন না, আর পাসওয়ার্ড বা যাচাই কোড কখনো কাউকে জানাবেন না: আমাদের কর্মীরা কখনোই এগুলো চাইবে না।

সহায়তা
আমাদের সহায়তা টিম হোয়াটসঅ্যাপ, ফেসবুক ও ইমেইলে উত্তর দেয়। লিংকগুলো প্রতিটি পেজের উপরে ও এই ফুটারে আছে, আর প্রতিটি পেজের গোল চ্যাট বাটনে চাপ দিলেই আমাদের সাথে কথা শুরু হয়।

সাধারণ প্রশ্নোত্তর
কীভাবে সাইন আপ করব? পেজের উপরে "সাইন আপ" চাপুন এবং দুটি ধাপ সম্পূর্ণ করুন।
কোন কোন মুদ্রা ব্যবহার করা যায়? BDT, INR বা PKR: সাইন আপের সময় একটি বেছে নিন।
ফোন নম্বর যাচাই করা কেন দরকার? ডিপোজিট ও উইথড্রর জন্য যাচাইকৃত ফোন নম্বর লাগে, যাতে টাকা সঠিক মানুষের কাছে পৌঁছায়।
পাসওয়ার্ড ভুলে গেছি, কী করব? আপনার ইউজারনেমসহ আমাদের সহায়তা টিমের সাথে যোগাযোগ করুন, তারা আপনাকে অ্যাকাউন্টে ফিরতে সাহায্য করবে।

দায়িত্বশীল গেমিং
জুয়া শুধুমাত্র ১৮ বছর বা তার বেশি বয়সী প্রাপ্তবয়স্কদের জন্য। আনন্দের জন্য খেলুন, নিজের জন্য বাজেট ও সময়সীমা ঠিক করুন, হারানো টাকা ফেরত পাওয়ার জন্য খেলবেন না এবং অন্য কাজের টাকা দিয়ে খেলবেন না। খেলা আর আনন্দের না থাকলে বিরতি নিন এবং আমাদের সহায়তা টিমের সাথে কথা বলুন।`,
  },
  {
    slug: 'footer-licence',
    title: 'Licence',
    title_bn: 'লাইসেন্স',
    body: `Khela is operated by Khela Entertainment N.V. (demo), registered in Curaçao, and holds a gaming licence of the Curaçao Gaming Control Board (demo licence number OGL/2024/0000). Games are offered only where the law allows them, to adults aged 18 and over. Gambling can be addictive: please play responsibly. © Khela. All rights reserved.`,
    body_bn: `খেলা পরিচালনা করে কুরাসাওতে নিবন্ধিত খেলা এন্টারটেইনমেন্ট এন.ভি. (ডেমো), যার কুরাসাও গেমিং কন্ট্রোল বোর্ডের গেমিং লাইসেন্স আছে (ডেমো লাইসেন্স নম্বর OGL/2024/0000)। গেমগুলো শুধু যেখানে আইন অনুমতি দেয় সেখানে, ১৮ বছর বা তার বেশি বয়সী প্রাপ্তবয়স্কদের জন্য। জুয়া আসক্তি তৈরি করতে পারে: দায়িত্ব নিয়ে খেলুন। © খেলা। সর্বস্বত্ব সংরক্ষিত।`,
  },
];

/** The Bangla texts of the demo promotions, by their English name (written where the operator has none yet). */
export const PROMOTION_BN: Record<string, { name_bn: string; description_bn: string }> = {
  'Welcome Offer: 100% First Deposit Bonus': {
    name_bn: 'স্বাগতম অফার: প্রথম জমায় ১০০% বোনাস',
    description_bn:
      'আপনার প্রথম জমা দ্বিগুণ করুন: জমার ১০০% আমরা বোনাস হিসেবে যোগ করি, সর্বোচ্চ ১০,০০০ টাকা। ন্যূনতম জমা ৫০০ টাকা। উত্তোলনের আগে জমা ও বোনাস মিলিয়ে ১০ গুণ বাজি ধরতে হবে। প্রতি খেলোয়াড় একবার।',
  },
  'Reload Bonus 10% on Every Deposit': {
    name_bn: 'প্রতিটি জমায় ১০% রিলোড বোনাস',
    description_bn: '১,০০০ টাকা বা তার বেশি প্রতিটি জমায় ১০% বাড়তি পান, প্রতি জমায় সর্বোচ্চ ২,০০০ টাকা। জমা ও বোনাস মিলিয়ে ৫ গুণ বাজি ধরতে হবে।',
  },
  'Cricket Exchange Deposit Bonus 5%': {
    name_bn: 'ক্রিকেট এক্সচেঞ্জ জমা বোনাস ৫%',
    description_bn: 'প্রতিটি ম্যাচে ব্যাক ও লে করুন: এক্সচেঞ্জের জন্য ৫০০ টাকা বা তার বেশি জমায় ৫% বোনাস, সর্বোচ্চ ১,৫০০ টাকা। ৩ গুণ বাজি ধরতে হবে।',
  },
};
