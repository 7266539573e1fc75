// The game window's drawing: the reels, the crash multiplier and the card (see studio.window.js,
// which calls this with its helpers). Plain browser JavaScript, sent inline before the main script.
globalThis.studioEngines = (cfg, { $, t, money, toMinor, mult, sleep }) => {
  const LINE_COLOURS = ['#ffd23f', '#3ee6ff', '#ff5fa2', '#7cff6b', '#ff8c3a', '#b18cff', '#ffffff', '#4dabff'];
  // ---- slots ----
  const cells = [0, 1, 2, 3, 4].map((r) => Array.from($(`reel${r}`)?.children ?? []));
  let spinTimer = null;
  function drawGrid(grid) {
    grid.forEach((col, r) => {
      col.forEach((sym, row) => {
        cells[r][row].innerHTML = cfg.svgs[sym] ?? sym;
        cells[r][row].className = 'cell';
      });
    });
  }
  function clearWins() {
    $('lines').innerHTML = '';
    $('winlist').innerHTML = '';
    $('reels').classList.remove('won');
    for (const col of cells) for (const cell of col) cell.classList.remove('hit');
  }
  function startReels() {
    clearWins();
    const offsets = [0, 7, 13, 19, 26];
    for (let r = 0; r < 5; r++) $(`reel${r}`).classList.add('spinning');
    spinTimer = setInterval(() => {
      for (let r = 0; r < 5; r++) {
        if (!$(`reel${r}`).classList.contains('spinning')) continue;
        const strip = cfg.slot.reels[r];
        offsets[r] = (offsets[r] + 1) % strip.length;
        for (let row = 0; row < 3; row++) cells[r][row].innerHTML = cfg.svgs[strip[(offsets[r] + row) % strip.length]];
      }
    }, 70);
  }
  async function stopReels(grid) {
    for (let r = 0; r < 5; r++) {
      await sleep(r === 0 ? 250 : 170);
      $(`reel${r}`).classList.remove('spinning');
      grid[r].forEach((sym, row) => {
        cells[r][row].innerHTML = cfg.svgs[sym] ?? sym;
      });
    }
    clearInterval(spinTimer);
  }
  function showWins(wins) {
    const svg = [];
    const items = [];
    for (const w of wins) {
      const rows = cfg.slot.paylines[w.line];
      const colour = LINE_COLOURS[w.line % LINE_COLOURS.length];
      svg.push(
        `<polyline stroke="${colour}" points="${rows.map((row, r) => `${r * 100 + 50},${row * 100 + 50}`).join(' ')}"/>`,
      );
      for (let r = 0; r < w.count; r++) cells[r][rows[r]].classList.add('hit');
      items.push(
        `<li style="--c:${colour}">${t.line} ${w.line + 1} · ${w.count}× ${t[`sym${w.symbol}`] ?? w.symbol} · ${money(toMinor(w.pay))}</li>`,
      );
    }
    $('lines').innerHTML = svg.join('');
    $('winlist').innerHTML = items.join('');
    if (wins.length) $('reels').classList.add('won');
  }

  // ---- crash ----
  const crashes = [];
  async function runCrash(d) {
    const el = $('mult');
    el.className = 'big-mult';
    const duration = Math.min(2600, 500 + Math.log(d.crash / 100) * 900);
    const start = performance.now();
    for (;;) {
      const p = Math.min(1, (performance.now() - start) / duration);
      const value = Math.floor(100 * (d.crash / 100) ** p);
      el.textContent = mult(value);
      if (value >= d.target && d.target <= d.crash) el.className = 'big-mult cashed';
      if (p >= 1) break;
      await new Promise((r) => requestAnimationFrame(r));
    }
    el.textContent = mult(d.crash);
    if (d.target > d.crash) el.className = 'big-mult crashed';
    crashes.unshift(d.crash);
    $('chips').innerHTML = crashes
      .slice(0, 12)
      .map((c) => `<span style="color:${c >= 200 ? '#7ef0a8' : '#ffb0b0'}">${mult(c)}</span>`)
      .join('');
  }

  // ---- red or black ----
  const SUIT = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
  async function showCard(d) {
    const el = $('card');
    el.className = 'card back';
    el.textContent = '';
    await sleep(350);
    el.className = `card ${d.card.colour === 'red' ? 'red' : ''}`;
    el.textContent = `${d.card.rank}${SUIT[d.card.suit]}`;
  }

  function describe(r) {
    const d = r.detail;
    if (d.kind === 'slot') {
      // The round's grid as the reels drew it (symbol art, its name for screen readers), not engine codes.
      const cell = (sym) => `<span title="${t[`sym${sym}`] ?? ''}">${cfg.svgs[sym] ?? ''}</span>`;
      const mini = d.grid[0].map((_, row) => d.grid.map((col) => cell(col[row])).join('')).join('');
      return `<div class="mini">${mini}</div>`;
    }
    if (d.kind === 'crash') return `${t.crashedAt} ${mult(d.crash)} · ${t.target} ${mult(d.target)}<br>`;
    return `${d.card.rank}${SUIT[d.card.suit]} · ${t[d.call]}<br>`;
  }
  return { drawGrid, startReels, stopReels, showWins, runCrash, showCard, describe };
};
