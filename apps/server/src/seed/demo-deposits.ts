import { depositChannels } from '../modules/deposits/deposits.tables';
import type { Tx } from '../platform/db/tx';

type Channel = Omit<typeof depositChannels.$inferInsert, 'brandId' | 'id'>;

const PAY_PAGE = {
  en: 'You will be taken to the secure payment page. Your balance updates as soon as the payment is confirmed.',
  bn: 'আপনাকে নিরাপদ পেমেন্ট পেজে নিয়ে যাওয়া হবে। পেমেন্ট নিশ্চিত হলেই আপনার ব্যালেন্স আপডেট হবে।',
};

/**
 * The demo brand's deposit channels (BDT, minor units): bKash and Nagad through the sandbox gateway,
 * Rocket and a Dutch-Bangla Bank transfer as manual channels an operator approves.
 */
export const DEMO_DEPOSIT_CHANNELS: Channel[] = [
  {
    code: 'BKASH',
    kind: 'gateway',
    method: 'bkash',
    gateway: 'sandbox',
    names: { en: 'bKash', bn: 'বিকাশ' },
    instructions: PAY_PAGE,
    minMinor: 10_000n,
    maxMinor: 2_500_000n,
  },
  {
    code: 'NAGAD',
    kind: 'gateway',
    method: 'nagad',
    gateway: 'sandbox',
    names: { en: 'Nagad', bn: 'নগদ' },
    instructions: PAY_PAGE,
    minMinor: 10_000n,
    maxMinor: 2_500_000n,
  },
  {
    code: 'ROCKET',
    kind: 'manual',
    method: 'rocket',
    names: { en: 'Rocket', bn: 'রকেট' },
    instructions: {
      en: 'Send money to the Rocket number below, then enter the transaction ID (TxnID) and attach a screenshot of the payment.',
      bn: 'নিচের রকেট নম্বরে টাকা পাঠান, তারপর ট্রানজেকশন আইডি (TxnID) লিখুন এবং পেমেন্টের স্ক্রিনশট সংযুক্ত করুন।',
    },
    payeeProvider: 'Rocket (DBBL Mobile Banking)',
    payeeAccountName: 'RT Gaming Ltd',
    payeeAccountNumber: '017123456789',
    minMinor: 10_000n,
    maxMinor: 2_500_000n,
  },
  {
    code: 'DBBL',
    kind: 'manual',
    method: 'bank',
    names: { en: 'Bank transfer (Dutch-Bangla Bank)', bn: 'ব্যাংক ট্রান্সফার (ডাচ্-বাংলা ব্যাংক)' },
    instructions: {
      en: 'Transfer to the account below from your bank or banking app, then enter the transfer reference and attach the receipt.',
      bn: 'আপনার ব্যাংক বা ব্যাংকিং অ্যাপ থেকে নিচের অ্যাকাউন্টে টাকা পাঠান, তারপর ট্রান্সফার রেফারেন্স লিখুন এবং রসিদ সংযুক্ত করুন।',
    },
    payeeProvider: 'Dutch-Bangla Bank PLC',
    payeeAccountName: 'RT Gaming Ltd',
    payeeAccountNumber: '1051100012345',
    minMinor: 50_000n,
    maxMinor: 10_000_000n,
  },
];

export async function seedDepositChannels(tx: Tx, brandId: number) {
  await tx.insert(depositChannels).values(DEMO_DEPOSIT_CHANNELS.map((c, i) => ({ ...c, brandId, sequence: i })));
}
