// The demo studio's game window script: plain browser JavaScript served inline by studio.page.ts
// (no build step). It runs in a sandboxed iframe (opaque origin), so it keeps nothing in storage
// and talks only to /studio/api/* with the session id the studio issued.
(() => {
  const cfg = JSON.parse(document.getElementById('cfg').textContent);
  const t = cfg.t;
  const $ = (id) => document.getElementById(id);
  const SIGNS = { BDT: '৳', INR: '₹', USD: '$', EUR: '€', PHP: '₱', VND: '₫', THB: '฿', PKR: '₨' };
  const ERRORS = {
    STUDIO_INSUFFICIENT_FUNDS: 'insufficient',
    STUDIO_WALLET_UNAVAILABLE: 'unavailable',
    STUDIO_SESSION_EXPIRED: 'expired',
    STUDIO_TOKEN_INVALID: 'tokenInvalid',
    PROVIDER_PLAYER_DISABLED: 'tokenInvalid',
    STUDIO_PLAYER_BLOCKED: 'blocked',
  };
  let session = null;
  let currency = 'BDT';
  let balance = 0;
  let betIndex = 4;
  let busy = false;
  let auto = false;

  const toMinor = (s) => {
    const neg = s.startsWith('-');
    const [w, f = ''] = s.replace('-', '').split('.');
    const v = Number(w) * 100 + Number(f.padEnd(2, '0').slice(0, 2));
    return neg ? -v : v;
  };
  const money = (minor) => {
    const a = Math.abs(minor);
    const whole = String(Math.floor(a / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
    return `${minor < 0 ? '-' : ''}${SIGNS[currency] ?? `${currency} `}${whole}.${String(a % 100).padStart(2, '0')}`;
  };
  const decimal = (minor) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
  const mult = (centi) => `${(centi / 100).toFixed(2)}x`;
  const bet = () => cfg.betSteps[betIndex];
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const { drawGrid, startReels, stopReels, showWins, runCrash, showCard, describe } = globalThis.studioEngines(cfg, {
    $,
    t,
    money: (m) => money(m),
    toMinor,
    mult,
    sleep,
  });

  function say(text, kind) {
    const el = $('msg');
    el.textContent = text || '';
    el.className = `msg ${kind || ''}`;
  }
  function setBalance(minor) {
    const changed = minor !== balance;
    balance = minor;
    $('balance').textContent = money(minor);
    // Tell the site around the window that the wallet moved (no data: it asks its own API), so
    // its header balance follows real-money play. The frame's origin is opaque, hence '*'.
    if (changed && !cfg.demo && window.parent !== window) window.parent.postMessage({ studio: 'balance' }, '*');
  }
  function setSeeds(s) {
    $('seedHash').textContent = s.serverSeedHash;
    $('clientSeed').textContent = s.clientSeed;
    $('nonce').textContent = String(s.nonce);
  }
  function showBet() {
    $('bet').textContent = money(bet());
    const lineBet = bet() / 20;
    for (const el of document.querySelectorAll('.amt')) {
      el.textContent = money(Math.floor((lineBet * Number(el.dataset.centi)) / 100));
    }
    $('betDown').disabled = busy || betIndex === 0;
    $('betUp').disabled = busy || betIndex === cfg.betSteps.length - 1;
  }
  function lock(on) {
    busy = on;
    for (const id of ['go', 'red', 'black', 'rotate']) if ($(id)) $(id).disabled = on || !session;
    showBet();
  }

  async function api(path, body) {
    try {
      const res = await fetch(path, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return await res.json();
    } catch {
      return { success: false, code: 'NETWORK', message: t.error, value: null };
    }
  }
  const errorText = (env) => t[ERRORS[env.code]] || env.message || t.error;
  // A round's state in the window's words (the text table's status* entries).
  const statusText = (s) => t[`status${s}`] ?? s;

  function showPrevious(r) {
    $('previous').innerHTML =
      `${t.round} <div class="mono">${r.roundId}</div>${describe(r)}${t.bet} ${money(toMinor(r.bet))} · ` +
      `${t.win} <b class="${toMinor(r.win) > 0 ? 'pos' : ''}">${money(toMinor(r.win))}</b> · ${statusText(r.status)}<br>` +
      `${t.seedHash}<div class="mono">${r.serverSeedHash}</div>${t.clientSeed}: ${r.clientSeed} · ${t.nonce}: ${r.nonce}` +
      (r.revealedSeed ? `<br>${t.revealed}<div class="mono">${r.revealedSeed}</div>` : '');
  }
  async function loadHistory() {
    const env = await api(`/studio/api/history?sessionId=${session.sessionId}`);
    if (!env.success) return;
    const rounds = env.value.rounds;
    $('history').innerHTML = rounds
      .map(
        (r) =>
          `<tr><td>#${r.nonce}</td><td>${money(toMinor(r.bet))}</td><td class="${toMinor(r.win) > 0 ? 'pos' : ''}">${money(toMinor(r.win))}</td><td>${statusText(r.status)}</td></tr>`,
      )
      .join('');
    if (rounds[0]) showPrevious(rounds[0]);
  }

  async function play(extra) {
    if (busy || !session) return;
    if (bet() > balance) {
      say(t.insufficient, 'bad');
      auto = false;
      if ($('auto')) $('auto').className = 'auto';
      return;
    }
    lock(true);
    say('');
    if (cfg.engine === 'slot') startReels();
    const env = await api('/studio/api/play', {
      sessionId: session.sessionId,
      bet: decimal(bet()),
      lang: cfg.lang,
      ...extra,
    });
    if (!env.success) {
      if (cfg.engine === 'slot') await stopReels(cfg.slot.reels.map((s) => [s[0], s[1], s[2]]));
      if (env.value?.balance) setBalance(toMinor(env.value.balance));
      say(errorText(env), 'bad');
      auto = false;
      if ($('auto')) $('auto').className = 'auto';
      lock(false);
      return;
    }
    const v = env.value;
    const d = v.round.detail;
    setBalance(balance - bet());
    if (d.kind === 'slot') {
      await stopReels(d.grid);
      showWins(d.wins);
    } else if (d.kind === 'crash') await runCrash(d);
    else await showCard(d);
    const win = toMinor(v.round.win);
    setBalance(toMinor(v.balance));
    $('lastWin').textContent = money(win);
    if (v.pending) say(t.pending, 'bad');
    else if (d.kind === 'crash')
      say(
        win > 0 ? `${t.cashedOut} ${mult(d.target)} · ${money(win)}` : `${t.crashedAt} ${mult(d.crash)}`,
        win > 0 ? 'good' : 'bad',
      );
    else say(win > 0 ? `${t.win} ${money(win)}` : t.noWin, win >= bet() * 10 ? 'big' : win > 0 ? 'good' : '');
    setSeeds(v.seeds);
    showPrevious(v.round);
    void loadHistory();
    lock(false);
    if (auto) setTimeout(() => auto && play(extra), 700);
  }

  function targetCenti() {
    const n = Number.parseFloat($('target').value);
    const c = Math.round((Number.isFinite(n) ? n : 2) * 100);
    const clamped = Math.min(100000, Math.max(101, c));
    $('target').value = (clamped / 100).toFixed(2);
    return clamped;
  }

  function wire() {
    $('betDown').onclick = () => {
      betIndex = Math.max(0, betIndex - 1);
      showBet();
    };
    $('betUp').onclick = () => {
      betIndex = Math.min(cfg.betSteps.length - 1, betIndex + 1);
      showBet();
    };
    if (cfg.engine === 'slot') {
      $('go').onclick = () => play({});
      $('auto').onclick = () => {
        auto = !auto;
        $('auto').className = auto ? 'auto on' : 'auto';
        $('auto').textContent = auto ? t.stop : t.auto;
        if (auto) play({});
      };
      document.addEventListener('keydown', (e) => {
        if (e.code === 'Space' && e.target === document.body) {
          e.preventDefault();
          play({});
        }
      });
      drawGrid(cfg.slot.reels.map((s) => [s[0], s[1], s[2]]));
    } else if (cfg.engine === 'crash') {
      $('go').onclick = () => play({ target: decimal(targetCenti()) });
    } else {
      $('red').onclick = () => play({ call: 'red' });
      $('black').onclick = () => play({ call: 'black' });
    }
    $('rotate').onclick = async () => {
      if (!session || busy) return;
      const env = await api('/studio/api/rotate', { sessionId: session.sessionId });
      if (!env.success) return say(errorText(env), 'bad');
      $('revealed').innerHTML = `<small>${t.revealed}</small><div class="mono">${env.value.revealed.serverSeed}</div>`;
      setSeeds(env.value.seeds);
      void loadHistory();
    };
  }

  async function open() {
    wire();
    lock(true);
    say(t.loading);
    const env = await api('/studio/api/session', {
      vendor: cfg.vendor,
      game: cfg.game,
      lang: cfg.lang,
      ...(cfg.demo ? { demo: true } : { token: cfg.token }),
    });
    if (!env.success) {
      say(errorText(env), 'bad');
      return;
    }
    session = env.value;
    currency = session.currency;
    setBalance(toMinor(session.balance));
    setSeeds(session.seeds);
    say('');
    lock(false);
  }
  open();
})();
