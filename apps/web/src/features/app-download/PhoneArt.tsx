/**
 * Install steps drawn for the project (not screenshots of any system's screens): a phone outline with
 * the part to press ringed in gold. Words stay out of the drawings; each step's caption under it is in
 * the visitor's language.
 */
export type PhoneStep =
  | 'ios-share'
  | 'ios-add'
  | 'ios-confirm'
  | 'android-menu'
  | 'android-install'
  | 'android-confirm'
  | 'lite-open'
  | 'lite-install'
  | 'home';

const GOLD = '#f5c451';
const INK = '#0b1530';
const LINE = '#8fa0c8';

/** The gold ring drawn around what to press. */
const Ring = ({ x, y, r = 11 }: { x: number; y: number; r?: number }) => (
  <g>
    <circle cx={x} cy={y} r={r + 5} fill={GOLD} opacity="0.18" />
    <circle cx={x} cy={y} r={r} fill="none" stroke={GOLD} strokeWidth="2.5" />
  </g>
);
const Icon = ({ x, y, s = 22 }: { x: number; y: number; s?: number }) => (
  <image href="/static/app/icon.svg" x={x} y={y} width={s} height={s} />
);
/** A page of the site: the header bar and a few blocks. */
const Page = ({ top = 34 }: { top?: number }) => (
  <g>
    <rect x="14" y={top} width="92" height="14" rx="3" fill="#1c2d5c" />
    <rect x="18" y={top + 4} width="26" height="6" rx="2" fill={GOLD} opacity="0.8" />
    <rect x="14" y={top + 20} width="92" height="40" rx="5" fill="#22366b" />
    <rect x="14" y={top + 66} width="28" height="28" rx="4" fill="#22366b" />
    <rect x="46" y={top + 66} width="28" height="28" rx="4" fill="#22366b" />
    <rect x="78" y={top + 66} width="28" height="28" rx="4" fill="#22366b" />
    <rect x="14" y={top + 100} width="92" height="8" rx="3" fill="#22366b" />
    <rect x="14" y={top + 112} width="64" height="8" rx="3" fill="#22366b" />
  </g>
);
/** The square with an arrow up: the share button. */
const ShareGlyph = ({ x, y }: { x: number; y: number }) => (
  <g transform={`translate(${x} ${y})`} fill="none" stroke={LINE} strokeWidth="1.8" strokeLinecap="round">
    <path d="M-5 -1v7h10v-7" />
    <path d="M0 3v-11M-3.5 -5l3.5-3.5 3.5 3.5" />
  </g>
);
const PlusSquare = ({ x, y }: { x: number; y: number }) => (
  <g transform={`translate(${x} ${y})`} fill="none" stroke={LINE} strokeWidth="1.8" strokeLinecap="round">
    <rect x="-6" y="-6" width="12" height="12" rx="3" />
    <path d="M0 -3v6M-3 0h6" />
  </g>
);
const Dots = ({ x, y }: { x: number; y: number }) => (
  <g fill={LINE}>
    <circle cx={x} cy={y - 5} r="1.6" />
    <circle cx={x} cy={y} r="1.6" />
    <circle cx={x} cy={y + 5} r="1.6" />
  </g>
);
/** Grey lines standing for a row of text. */
const Row = ({ y, w = 46, hl = false }: { y: number; w?: number; hl?: boolean }) => (
  <g>
    {hl && <rect x="16" y={y - 8} width="88" height="16" rx="4" fill={GOLD} opacity="0.16" />}
    <rect x="38" y={y - 2.5} width={w} height="5" rx="2.5" fill={hl ? GOLD : LINE} opacity={hl ? 0.9 : 0.5} />
  </g>
);

function Screen({ step }: { step: PhoneStep }) {
  switch (step) {
    case 'ios-share':
      return (
        <g>
          <Page />
          <rect x="8" y="186" width="104" height="22" fill="#14224a" />
          <rect x="20" y="170" width="80" height="12" rx="6" fill="#22366b" />
          <ShareGlyph x={60} y={199} />
          <Ring x={60} y={197} />
        </g>
      );
    case 'ios-add':
      return (
        <g>
          <Page />
          <rect x="8" y="96" width="104" height="112" rx="10" fill="#14224a" />
          <rect x="50" y="101" width="20" height="3" rx="1.5" fill={LINE} opacity="0.5" />
          <Icon x={16} y={110} s={18} />
          <rect x="40" y="114" width="40" height="5" rx="2.5" fill={LINE} opacity="0.6" />
          <g>
            <ShareGlyph x={26} y={144} />
            <Row y={144} w={40} />
          </g>
          <g>
            <PlusSquare x={26} y={166} />
            <Row y={166} w={52} hl />
          </g>
          <Row y={188} w={34} />
          <Ring x={26} y={166} r={10} />
        </g>
      );
    case 'ios-confirm':
      return (
        <g>
          <rect x="8" y="20" width="104" height="188" fill="#14224a" />
          <rect x="16" y="30" width="22" height="6" rx="3" fill={LINE} opacity="0.6" />
          <rect x="84" y="29" width="20" height="8" rx="4" fill={GOLD} />
          <Ring x={94} y={33} r={12} />
          <Icon x={18} y={52} s={30} />
          <rect x="56" y="58" width="46" height="6" rx="3" fill="#e8ecf7" opacity="0.85" />
          <rect x="56" y="70" width="34" height="5" rx="2.5" fill={LINE} opacity="0.5" />
          <rect x="16" y="98" width="88" height="1" fill={LINE} opacity="0.3" />
        </g>
      );
    case 'android-menu':
      return (
        <g>
          <rect x="8" y="20" width="104" height="14" fill="#14224a" />
          <rect x="14" y="23" width="78" height="8" rx="4" fill="#22366b" />
          <Dots x={103} y={27} />
          <Ring x={103} y={27} r={9} />
          <Page top={40} />
        </g>
      );
    case 'android-install':
      return (
        <g>
          <Page top={40} />
          <rect x="44" y="24" width="66" height="112" rx="6" fill="#1a2a56" stroke="#2c4282" />
          <rect x="52" y="36" width="40" height="5" rx="2.5" fill={LINE} opacity="0.5" />
          <rect x="52" y="54" width="34" height="5" rx="2.5" fill={LINE} opacity="0.5" />
          <rect x="46" y="66" width="62" height="16" rx="4" fill={GOLD} opacity="0.16" />
          <g transform="translate(56 74)" fill="none" stroke={GOLD} strokeWidth="1.8" strokeLinecap="round">
            <rect x="-5" y="-6" width="10" height="12" rx="2" />
            <path d="M0 -3v5M-2.5 0l2.5 2.5 2.5-2.5" />
          </g>
          <rect x="66" y="71.5" width="36" height="5" rx="2.5" fill={GOLD} />
          <rect x="52" y="92" width="44" height="5" rx="2.5" fill={LINE} opacity="0.5" />
          <rect x="52" y="110" width="30" height="5" rx="2.5" fill={LINE} opacity="0.5" />
          <Ring x={56} y={74} r={10} />
        </g>
      );
    case 'android-confirm':
    case 'lite-install':
      return (
        <g>
          <Page top={step === 'lite-install' ? 34 : 40} />
          <rect x="8" y="20" width="104" height="188" fill={INK} opacity="0.55" />
          <rect x="16" y="78" width="88" height="72" rx="10" fill="#1a2a56" stroke="#2c4282" />
          <Icon x={24} y={88} s={24} />
          <rect x="54" y="93" width="40" height="6" rx="3" fill="#e8ecf7" opacity="0.85" />
          <rect x="54" y="104" width="28" height="4" rx="2" fill={LINE} opacity="0.5" />
          <rect x="26" y="128" width="30" height="12" rx="6" fill="#22366b" />
          <rect x="62" y="128" width="34" height="12" rx="6" fill={GOLD} />
          <Ring x={79} y={134} r={13} />
        </g>
      );
    case 'lite-open':
      return (
        <g>
          <rect x="8" y="20" width="104" height="14" fill="#14224a" />
          <rect x="14" y="23" width="92" height="8" rx="4" fill="#22366b" />
          <rect x="18" y="25.5" width="40" height="3" rx="1.5" fill={GOLD} opacity="0.9" />
          <Ring x={40} y={27} r={9} />
          <Page top={40} />
        </g>
      );
    case 'home':
      return (
        <g>
          <rect x="8" y="20" width="104" height="188" fill="#101c3d" />
          {[0, 1, 2, 3].flatMap((r) =>
            [0, 1, 2, 3].map((c) =>
              r === 1 && c === 2 ? null : (
                <rect
                  key={`${r}-${c}`}
                  x={18 + c * 23}
                  y={40 + r * 30}
                  width="16"
                  height="16"
                  rx="4"
                  fill="#2a3d73"
                  opacity="0.8"
                />
              ),
            ),
          )}
          <Icon x={61} y={67} s={22} />
          <Ring x={72} y={78} r={14} />
          <rect x="18" y="184" width="84" height="16" rx="8" fill="#1c2d5c" />
        </g>
      );
  }
}

export function PhoneArt({ step, title }: { step: PhoneStep; title: string }) {
  return (
    <svg viewBox="0 0 120 220" role="img" aria-label={title} className="h-auto w-full max-w-[150px]">
      <rect x="3" y="3" width="114" height="214" rx="18" fill="#0e1836" stroke="#3a4d85" strokeWidth="2.5" />
      <rect x="8" y="20" width="104" height="188" rx="4" fill={INK} />
      <rect x="46" y="9" width="28" height="5" rx="2.5" fill="#3a4d85" />
      <Screen step={step} />
    </svg>
  );
}
