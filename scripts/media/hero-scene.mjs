// The hero's artwork: a MoveEase truck driving past an Indian city skyline at dawn, drawn as SVG
// for a loop phase t in [0, 1). Every moving layer repeats with a period that divides its travel
// over one loop, so frame 0 follows the last frame seamlessly.
export const WIDTH = 1280;
export const HEIGHT = 720;

const C = {
  skyTop: '#0f2257',
  skyMid: '#1a3fae',
  skyLow: '#5b6fd0',
  horizon: '#fdba74',
  far: '#4660bb',
  mid: '#18348a',
  near: '#0c1b4d',
  window: '#fcd34d',
  road: '#172036',
  white: '#f8fafc',
  orange: '#f97316',
  navy: '#0f2257',
};

const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

// Deterministic pseudo-random numbers, so every render draws the same windows.
function rng(seed) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

function highRise(x, w, h, base, fill, antenna = false) {
  let out = rect(x, base - h, w, h, fill);
  if (antenna) out += rect(x + w / 2 - 1.5, base - h - 24, 3, 24, fill);
  return out;
}

function shikhara(x, w, h, base, fill) {
  const top = base - h;
  const mid = x + w / 2;
  return (
    `<path d="M${x} ${base} L${x} ${base - h * 0.3} C${x} ${top + h * 0.25} ${mid - w * 0.18} ${top + h * 0.06} ${mid} ${top}` +
    ` C${mid + w * 0.18} ${top + h * 0.06} ${x + w} ${top + h * 0.25} ${x + w} ${base - h * 0.3} L${x + w} ${base} Z" fill="${fill}"/>` +
    `<circle cx="${mid}" cy="${top - 5}" r="5" fill="${fill}"/>` +
    rect(mid - 1, top - 22, 2, 14, fill)
  );
}

function domeHall(x, w, h, base, fill) {
  const top = base - h;
  const mid = x + w / 2;
  const dome = w * 0.3;
  return (
    rect(x + w * 0.12, top, w * 0.76, h, fill) +
    `<path d="M${mid - dome} ${top} C${mid - dome} ${top - dome * 1.3} ${mid + dome} ${top - dome * 1.3} ${mid + dome} ${top} Z" fill="${fill}"/>` +
    rect(mid - 1.5, top - dome * 1.25, 3, 18, fill) +
    [x, x + w - 10]
      .map(
        (mx) =>
          rect(mx, top - 40, 10, h + 40, fill) +
          `<circle cx="${mx + 5}" cy="${top - 42}" r="7" fill="${fill}"/>`,
      )
      .join('')
  );
}

function archGate(x, w, h, base, fill) {
  const top = base - h;
  const r = w * 0.22;
  const mid = x + w / 2;
  return (
    `<path fill-rule="evenodd" fill="${fill}" d="M${x} ${base} V${top} H${x + w} V${base} Z ` +
    `M${mid - r} ${base} V${base - h * 0.45} A${r} ${r} 0 0 1 ${mid + r} ${base - h * 0.45} V${base} Z"/>` +
    [x, x + w - 12].map((tx) => rect(tx, top - 18, 12, 18, fill)).join('')
  );
}

function clockTower(x, w, h, base, fill, face) {
  const top = base - h;
  return (
    rect(x, top, w, h, fill) +
    `<path d="M${x - 4} ${top} L${x + w / 2} ${top - 34} L${x + w + 4} ${top} Z" fill="${fill}"/>` +
    `<circle cx="${x + w / 2}" cy="${top + 22}" r="${w * 0.3}" fill="${face}" opacity="0.8"/>`
  );
}

function farTile(ox) {
  const b = 588;
  const f = C.far;
  return (
    `<g transform="translate(${ox} 0)">` +
    highRise(0, 46, 150, b, f, true) +
    shikhara(52, 72, 200, b, f) +
    highRise(128, 40, 112, b, f) +
    domeHall(176, 128, 84, b, f) +
    highRise(312, 58, 176, b, f, true) +
    archGate(378, 96, 104, b, f) +
    highRise(482, 44, 136, b, f) +
    clockTower(534, 30, 196, b, f, C.horizon) +
    highRise(574, 66, 118, b, f) +
    `</g>`
  );
}

function midTile(ox) {
  const b = 604;
  const random = rng(7);
  const blocks = [
    [0, 70, 120],
    [78, 54, 84],
    [140, 92, 150],
    [240, 60, 96],
    [310, 84, 128],
    [402, 48, 72],
    [458, 100, 162],
    [566, 66, 104],
  ];
  let out = `<g transform="translate(${ox} 0)">`;
  for (const [x, w, h] of blocks) {
    out += rect(x, b - h, w, h, C.mid, 'rx="3"');
    for (let wy = b - h + 14; wy < b - 16; wy += 22) {
      for (let wx = x + 10; wx < x + w - 12; wx += 18) {
        if (random() > 0.58) out += rect(wx, wy, 8, 10, C.window, 'opacity="0.75"');
      }
    }
  }
  // Trees in front of the blocks.
  for (const tx of [60, 226, 392, 552]) {
    out +=
      rect(tx - 3, b - 34, 6, 34, C.near) +
      `<circle cx="${tx}" cy="${b - 44}" r="22" fill="${C.near}"/>` +
      `<circle cx="${tx - 16}" cy="${b - 32}" r="15" fill="${C.near}"/>` +
      `<circle cx="${tx + 16}" cy="${b - 32}" r="15" fill="${C.near}"/>`;
  }
  return out + '</g>';
}

function lampTile(ox) {
  return (
    `<g transform="translate(${ox} 0)">` +
    rect(150, 470, 5, 142, C.near) +
    `<path d="M152 474 Q152 458 176 458 L190 458" stroke="${C.near}" stroke-width="5" fill="none"/>` +
    rect(180, 456, 22, 8, C.near, 'rx="3"') +
    `<circle cx="191" cy="468" r="20" fill="url(#lampGlow)"/>` +
    `</g>`
  );
}

function clouds(ox) {
  return (
    `<g transform="translate(${ox} 0)" fill="${C.white}" opacity="0.12">` +
    `<ellipse cx="120" cy="150" rx="90" ry="22"/><ellipse cx="160" cy="134" rx="50" ry="24"/>` +
    `<ellipse cx="470" cy="230" rx="110" ry="20"/><ellipse cx="430" cy="216" rx="46" ry="20"/>` +
    `</g>`
  );
}

function wheel(cx, cy, angle) {
  const spokes = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<rect x="-1.6" y="-12" width="3.2" height="12" fill="#64748b" transform="rotate(${a + angle})"/>`,
    )
    .join('');
  return (
    `<g transform="translate(${cx} ${cy})">` +
    `<circle r="29" fill="#0b1220"/><circle r="15" fill="#cbd5e1"/>${spokes}<circle r="4" fill="#334155"/>` +
    `</g>`
  );
}

function truck(t) {
  const bob = (1.4 * Math.sin(2 * Math.PI * 8 * t)).toFixed(2);
  const angle = 360 * 16 * t;
  const x = 660;
  return (
    `<ellipse cx="${x + 205}" cy="708" rx="230" ry="10" fill="#000" opacity="0.35"/>` +
    // Headlight beam.
    `<path d="M${x + 396} 632 L${x + 600} 600 L${x + 600} 690 Z" fill="url(#beam)"/>` +
    `<g transform="translate(0 ${bob})">` +
    rect(x, 520, 262, 146, C.white, 'rx="10"') +
    rect(x, 612, 262, 12, C.orange) +
    rect(x, 624, 262, 34, C.navy) +
    `<text x="${x + 131}" y="578" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="38" fill="${C.navy}">Move<tspan fill="${C.orange}">Ease</tspan></text>` +
    `<text x="${x + 131}" y="602" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="600" font-size="15" letter-spacing="2" fill="#334155">PACKERS &amp; MOVERS</text>` +
    rect(x, 658, 262, 12, '#1e293b') +
    `<path d="M${x + 266} 566 H${x + 336} Q${x + 346} 566 ${x + 352} 574 L${x + 384} 610 Q${x + 392} 616 ${x + 396} 624 V668 H${x + 266} Z" fill="${C.orange}"/>` +
    `<path d="M${x + 280} 578 H${x + 332} L${x + 366} 612 H${x + 280} Z" fill="#bfdbfe"/>` +
    `<path d="M${x + 290} 578 L${x + 304} 578 L${x + 290} 598 Z" fill="#fff" opacity="0.6"/>` +
    rect(x + 296, 622, 20, 4, C.navy, 'rx="2"') +
    rect(x + 386, 628, 12, 10, '#fef3c7', 'rx="2"') +
    rect(x + 262, 656, 142, 14, '#334155', 'rx="4"') +
    `</g>` +
    wheel(x + 62, 676, angle) +
    wheel(x + 132, 676, angle) +
    wheel(x + 334, 676, angle)
  );
}

/** The scene at loop phase t (0 ≤ t < 1). */
export function sceneSvg(t) {
  const shift = (travel, period) => -((travel * t) % period);
  const tiles = (period, travel, draw) => {
    const start = shift(travel, period);
    let out = '';
    for (let ox = start; ox < WIDTH + period; ox += period) out += draw(ox);
    return out;
  };
  const dashes = (() => {
    const start = shift(2560, 160);
    let out = '';
    for (let ox = start; ox < WIDTH + 160; ox += 160)
      out += rect(ox, 668, 70, 6, C.white, 'opacity="0.55" rx="3"');
    return out;
  })();
  const stars = [
    [80, 60],
    [240, 110],
    [390, 40],
    [560, 90],
    [700, 30],
    [880, 70],
    [1040, 40],
    [1190, 100],
    [1130, 190],
    [320, 200],
  ]
    .map(([sx, sy], i) => {
      const o = 0.35 + 0.35 * Math.sin(2 * Math.PI * (2 * t + i / 10));
      return `<circle cx="${sx}" cy="${sy}" r="1.8" fill="#fff" opacity="${o.toFixed(2)}"/>`;
    })
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.skyTop}"/><stop offset="0.32" stop-color="${C.skyMid}"/>
    <stop offset="0.58" stop-color="${C.skyLow}"/><stop offset="0.8" stop-color="${C.horizon}"/>
  </linearGradient>
  <radialGradient id="sunGlow"><stop offset="0.45" stop-color="#fed7aa"/><stop offset="0.6" stop-color="#fdba74" stop-opacity="0.5"/><stop offset="1" stop-color="#fdba74" stop-opacity="0"/></radialGradient>
  <radialGradient id="lampGlow"><stop offset="0" stop-color="#fde68a" stop-opacity="0.9"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fef3c7" stop-opacity="0.55"/><stop offset="1" stop-color="#fef3c7" stop-opacity="0"/></linearGradient>
</defs>
${rect(0, 0, WIDTH, HEIGHT, 'url(#sky)')}
${stars}
<circle cx="1000" cy="540" r="220" fill="url(#sunGlow)"/>
${tiles(640, 640, clouds)}
${tiles(640, 640, farTile)}
${tiles(640, 1280, midTile)}
${rect(0, 600, WIDTH, 16, C.near)}
${rect(0, 616, WIDTH, HEIGHT - 616, C.road)}
${rect(0, 616, WIDTH, 3, C.orange, 'opacity="0.8"')}
${dashes}
${tiles(320, 2560, lampTile)}
${truck(t)}
</svg>`;
}
