import { formatMinor } from '@platform/contracts';
import { PAGE_FONT_STACK, pageFontFaces } from '../platform/http/page-fonts';
import type { SandboxPayment } from './sandbox.store';

/** Where the page's fonts are served (a customer's machine may have no Bengali font). */
export const SANDBOX_FONTS = '/sandbox/fonts';

const TEXT = {
  en: {
    title: 'Sandbox payment',
    notice: 'Test gateway: no real money moves.',
    merchant: 'Merchant',
    amount: 'Amount',
    order: 'Order',
    reference: 'Reference',
    pay: 'Pay',
    fail: 'Fail',
    paid: 'This payment is complete.',
    failed: 'This payment failed.',
    back: 'Return to the merchant',
    undelivered: 'The merchant did not confirm the notification (HTTP {status}).',
    retry: 'Send again',
    notFound: 'Payment not found',
    foot: 'Sandbox Pay · HMAC-SHA256 webhooks',
  },
  bn: {
    title: 'স্যান্ডবক্স পেমেন্ট',
    notice: 'পরীক্ষামূলক গেটওয়ে: কোনো আসল টাকা লেনদেন হয় না।',
    merchant: 'মার্চেন্ট',
    amount: 'পরিমাণ',
    order: 'অর্ডার',
    reference: 'রেফারেন্স',
    pay: 'পেমেন্ট করুন',
    fail: 'ব্যর্থ করুন',
    paid: 'এই পেমেন্ট সম্পন্ন হয়েছে।',
    failed: 'এই পেমেন্ট ব্যর্থ হয়েছে।',
    back: 'মার্চেন্টে ফিরে যান',
    undelivered: 'মার্চেন্ট নোটিফিকেশন নিশ্চিত করেনি (HTTP {status})।',
    retry: 'আবার পাঠান',
    notFound: 'পেমেন্ট পাওয়া যায়নি',
    foot: 'স্যান্ডবক্স পে · HMAC-SHA256 ওয়েবহুক',
  },
} as const;
export type SandboxLang = keyof typeof TEXT;
export const sandboxLang = (q: unknown): SandboxLang => (q === 'bn' ? 'bn' : 'en');

const SYMBOLS: Record<string, string> = { BDT: '৳', INR: '₹', USD: '$', EUR: '€' };
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const grouped = (minor: bigint) => {
  const [whole = '0', frac = '00'] = formatMinor(minor).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${frac}`;
};

const CSS = `${pageFontFaces(SANDBOX_FONTS)}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:linear-gradient(160deg,#eef3fb,#dfe7f5);font-family:${PAGE_FONT_STACK};color:#172033}
.card{width:min(420px,94vw);background:#fff;border-radius:18px;box-shadow:0 18px 50px rgb(20 40 90/.18);overflow:hidden}
.top{background:#1f4fd1;color:#fff;padding:18px 22px;display:flex;align-items:center;gap:12px}
.logo{width:36px;height:36px;border-radius:10px;background:#fff;color:#1f4fd1;display:grid;place-items:center;font-weight:800}
.top h1{font-size:17px;margin:0}.top p{margin:2px 0 0;font-size:12px;opacity:.85}
.body{padding:22px}.amount{font-size:34px;font-weight:800;margin:4px 0 18px;letter-spacing:-.5px}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:8px 14px;font-size:14px}dt{color:#5d6b86}dd{margin:0;text-align:end;word-break:break-all}
.btns{display:grid;grid-template-columns:1fr 1fr;gap:10px}button,a.btn{border:0;border-radius:10px;padding:13px;font-size:15px;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;font-family:inherit}
.pay{background:#16a34a;color:#fff}.fail{background:#eef1f6;color:#b42318}.back{display:block;background:#1f4fd1;color:#fff;margin-top:10px}
.state{padding:12px;border-radius:10px;margin-bottom:14px;font-weight:600}.ok{background:#e7f7ee;color:#15803d}.bad{background:#fdecec;color:#b42318}
.foot{padding:12px 22px;font-size:12px;color:#5d6b86;border-top:1px solid #eef1f6;text-align:center}`;

function layout(lang: SandboxLang, title: string, inner: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${CSS}</style></head><body><main class="card">${inner}</main></body></html>`;
}

/** The hosted payment page: what a customer sees at the provider, in EN or BN. */
export function paymentPage(p: SandboxPayment, lang: SandboxLang, undelivered?: number): string {
  const t = TEXT[lang];
  const q = `?lang=${lang}`;
  const done = p.status !== 'created';
  const state = done
    ? `<div class="state ${p.status === 'paid' ? 'ok' : 'bad'}" data-testid="sandbox-state">${p.status === 'paid' ? t.paid : t.failed}</div>`
    : '';
  const warn =
    undelivered !== undefined
      ? `<div class="state bad" role="alert">${esc(t.undelivered.replace('{status}', String(undelivered)))}</div>`
      : '';
  const actions = done
    ? `${undelivered !== undefined ? `<form method="post" action="/sandbox/pay/${esc(p.ref)}${q}"><input type="hidden" name="action" value="${p.status === 'paid' ? 'pay' : 'fail'}"><button class="pay" style="width:100%">${t.retry}</button></form>` : ''}
<a class="btn back" href="${esc(p.returnUrl)}">${t.back}</a>`
    : `<form method="post" action="/sandbox/pay/${esc(p.ref)}${q}" class="btns">
<button class="pay" name="action" value="pay">${t.pay}</button><button class="fail" name="action" value="fail">${t.fail}</button></form>`;
  return layout(
    lang,
    t.title,
    `<div class="top"><div class="logo">S</div><div><h1>${t.title}</h1><p>${t.notice}</p></div></div>
<div class="body"><div class="amount" data-testid="sandbox-amount">${SYMBOLS[p.currency] ?? esc(p.currency)} ${grouped(p.amountMinor)}</div>
${state}${warn}<dl><dt>${t.merchant}</dt><dd>${esc(p.merchantName)}</dd><dt>${t.order}</dt><dd>${esc(p.orderId)}</dd>
<dt>${t.reference}</dt><dd>${esc(p.ref)}</dd></dl>${actions}</div><div class="foot">${t.foot}</div>`,
  );
}

export const notFoundPage = (lang: SandboxLang) =>
  layout(lang, TEXT[lang].notFound, `<div class="body"><div class="state bad">${TEXT[lang].notFound}</div></div>`);
