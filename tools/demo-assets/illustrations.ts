/**
 * Product artwork of the demo catalogue, drawn as flat vector SVG (BRAND.md "Imagery").
 * Pure functions without dependencies: a colour option recolours the same drawing.
 * Every picture has a viewBox and explicit width and height; none references anything external.
 */

/** Brand tokens of BRAND.md plus the neutral shades the drawings need. */
export const PALETTE = {
  ink: '#111418',
  paper: '#FFFFFF',
  mist: '#F3F4F1',
  line: '#D9DCD6',
  accent: '#1F7A4D',
  accentStrong: '#15573A',
  signal: '#E4572E',
  tyre: '#1B1F23',
  dark: '#2B3036',
  metal: '#A3AAB1',
  spoke: '#8E959C',
  light: '#FFF4C7',
  leather: '#7A4B2A',
  water: '#CFE3DA',
  snow: '#FFFFFF',
} as const;

export const BIKE_MODELS = [
  'mighty',
  'classy',
  'cargo',
  'xplorer',
  'adventure',
  'maverick',
  'circular',
  'cruisy',
] as const;
export type BikeModel = (typeof BIKE_MODELS)[number];

export interface BikeArt {
  model: BikeModel;
  frameColor: string;
  rimColor: string;
  /** Secondary colour: cargo box, saddle stitching, emblem. */
  accentColor?: string;
  /** Fills the whole picture when given; transparent otherwise. */
  background?: string;
  /** Rotation of the spokes in degrees (used by the animated scene). */
  wheelAngle?: number;
}

type Pt = readonly [number, number];

export const BIKE_WIDTH = 800;
export const BIKE_HEIGHT = 480;
const GROUND = 440;

/** Rounds to one decimal so the markup stays compact. */
const n = (value: number) => String(Math.round(value * 10) / 10);
const pt = ([x, y]: Pt) => `${n(x)} ${n(y)}`;

function svgOpen(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
}

function stroke(points: readonly Pt[], color: string, width: number, extra = ''): string {
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${pt(p)}`).join('');
  return `<path d="${d}" stroke="${color}" stroke-width="${width}"${extra}/>`;
}

function pathStroke(d: string, color: string, width: number): string {
  return `<path d="${d}" stroke="${color}" stroke-width="${width}"/>`;
}

function circle([cx, cy]: Pt, r: number, attrs: string): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
}

function lerp(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

function angleOf(a: Pt, b: Pt): number {
  return (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
}

function polar([cx, cy]: Pt, r: number, deg: number): Pt {
  const rad = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
}

function arc(c: Pt, r: number, from: number, to: number): string {
  const a = polar(c, r, from);
  const b = polar(c, r, to);
  const large = Math.abs(to - from) > 180 ? 1 : 0;
  return `M${pt(a)}A${n(r)} ${n(r)} 0 ${large} 1 ${pt(b)}`;
}

interface WheelOptions {
  tyre: number;
  rim: string;
  spokes?: number;
  knobby?: boolean;
  deep?: boolean;
  motor?: boolean;
  disc?: boolean;
  angle?: number;
}

/** Tyre, rim, laced spokes and hub (a motor hub when asked). */
function wheel(c: Pt, r: number, o: WheelOptions): string {
  const rimWidth = o.deep ? 18 : 6;
  const rimRadius = r - o.tyre - rimWidth / 2 + 1;
  const count = o.spokes ?? 18;
  const inner = rimRadius - rimWidth / 2;
  const hub = o.motor ? 20 : 8;
  const lacing: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (360 / count) * i;
    const from = polar(c, hub, a);
    const to = polar(c, inner, a + (i % 2 ? 24 : -24));
    lacing.push(`M${pt(from)}L${pt(to)}`);
  }
  const parts = [
    circle(c, r - o.tyre / 2, `fill="none" stroke="${PALETTE.tyre}" stroke-width="${o.tyre}"`),
    o.knobby ? circle(c, r + 1, `fill="none" stroke="${PALETTE.tyre}" stroke-width="5" stroke-dasharray="5 6"`) : '',
    circle(c, rimRadius, `fill="none" stroke="${o.rim}" stroke-width="${rimWidth}"`),
    `<path transform="rotate(${n(o.angle ?? 0)} ${pt(c)})" d="${lacing.join('')}" stroke="${PALETTE.spoke}" stroke-width="1.6"/>`,
    o.disc ? circle(c, 27, `fill="none" stroke="${PALETTE.metal}" stroke-width="4"`) : '',
    circle(c, hub, `fill="${PALETTE.dark}"`),
    o.motor ? circle(c, 10, `fill="${PALETTE.metal}"`) : '',
    circle(c, 4, `fill="${PALETTE.ink}"`),
  ];
  return parts.join('');
}

/** Chain ring with teeth, chain to the rear cog, crank and pedal. */
function drivetrain(bb: Pt, rear: Pt, ring = 24): string {
  const cog = 11;
  const pedal = polar(bb, 44, 120);
  return [
    stroke([polar(bb, ring, -90), polar(rear, cog, -90)], PALETTE.dark, 3),
    stroke([polar(bb, ring, 90), polar(rear, cog, 90)], PALETTE.dark, 3),
    circle(rear, cog, `fill="none" stroke="${PALETTE.dark}" stroke-width="4"`),
    circle(bb, ring, `fill="${PALETTE.mist}" stroke="${PALETTE.dark}" stroke-width="5" stroke-dasharray="3 2"`),
    circle(bb, ring - 9, `fill="${PALETTE.dark}"`),
    stroke([bb, pedal], PALETTE.dark, 8),
    `<rect x="${n(pedal[0] - 13)}" y="${n(pedal[1] - 4)}" width="26" height="8" rx="3" fill="${PALETTE.ink}"/>`,
  ].join('');
}

/** The removable battery lies on the down tube (between two points), on its upper side. */
function battery(from: Pt, to: Pt, thickness: number, offset: number, accent: string): string {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const mid = lerp(from, to, 0.5);
  const deg = angleOf(from, to);
  return (
    `<g transform="translate(${pt(mid)}) rotate(${n(deg)})">` +
    `<rect x="${n(-length / 2)}" y="${n(-offset - thickness)}" width="${n(length)}" height="${thickness}" rx="${n(thickness / 2.6)}" fill="${PALETTE.dark}"/>` +
    `<rect x="${n(length / 2 - 34)}" y="${n(-offset - thickness / 2 - 2.5)}" width="18" height="5" rx="2.5" fill="${accent}"/>` +
    `<path d="M${n(-length / 2 + 12)} ${n(-offset - thickness + 5)}H${n(length / 2 - 44)}" stroke="#4A5058" stroke-width="2"/>` +
    '</g>'
  );
}

type ForkKind = 'rigid' | 'normal' | 'inverted';

function fork(crown: Pt, hub: Pt, kind: ForkKind, color: string): string {
  if (kind === 'rigid') return stroke([crown, hub], color, 9);
  const split = lerp(crown, hub, 0.45);
  const [upper, lower] = kind === 'normal' ? [PALETTE.metal, PALETTE.dark] : [PALETTE.dark, PALETTE.metal];
  const [upperWidth, lowerWidth] = kind === 'normal' ? [8, 13] : [14, 8];
  return (
    stroke([crown, lerp(crown, hub, 0.6)], upper, upperWidth) +
    stroke([split, hub], lower, lowerWidth) +
    stroke([lerp(crown, hub, -0.04), lerp(crown, hub, 0.08)], PALETTE.dark, 18)
  );
}

type BarKind = 'riser' | 'swept' | 'drop' | 'moto';

/** Stem rising from the head tube, then the bar seen from the side. */
function handlebar(headTop: Pt, kind: BarKind, color: string): string {
  const [x, y] = headTop;
  const stemTop: Pt = [x - 6, y - 26];
  const bars: Record<BarKind, string> = {
    riser: `M${pt(stemTop)}l18 -4l-8 -14l-16 2`,
    swept: `M${pt(stemTop)}c10 -14 -6 -24 -40 -22`,
    drop: `M${pt(stemTop)}l22 0c16 0 18 30 2 34c-8 2 -14 -2 -14 -8`,
    moto: `M${pt(stemTop)}l2 -22l-26 -6`,
  };
  const grip: Record<BarKind, Pt> = {
    riser: [stemTop[0] - 6, stemTop[1] - 16],
    swept: [stemTop[0] - 38, stemTop[1] - 24],
    drop: [stemTop[0] + 20, stemTop[1] - 2],
    moto: [stemTop[0] - 22, stemTop[1] - 27],
  };
  const g = grip[kind];
  return (
    stroke([headTop, stemTop], color, 9) +
    pathStroke(bars[kind], PALETTE.dark, 6) +
    stroke([g, [g[0] - 6, g[1] + 1]], PALETTE.ink, 10)
  );
}

type SaddleKind = 'sport' | 'comfort' | 'bench';

function saddle(top: Pt, kind: SaddleKind, color: string): string {
  const [x, y] = top;
  if (kind === 'bench') {
    return `<path d="M${n(x - 80)} ${n(y)}c0 -14 10 -18 26 -18h96c14 0 22 6 22 14v6z" fill="${color}"/>`;
  }
  if (kind === 'comfort') {
    return (
      stroke(
        [
          [x - 10, y + 2],
          [x - 10, y + 12],
        ],
        PALETTE.metal,
        3,
      ) +
      stroke(
        [
          [x + 14, y + 2],
          [x + 14, y + 12],
        ],
        PALETTE.metal,
        3,
      ) +
      `<path d="M${n(x - 24)} ${n(y)}c0 -12 14 -14 30 -12c14 2 26 4 34 8c2 4 -4 6 -10 6h-48c-4 0 -6 -1 -6 -2z" fill="${color}"/>`
    );
  }
  return `<path d="M${n(x - 26)} ${n(y)}c4 -8 20 -10 34 -8l26 4c4 1 4 5 0 6l-24 2c-14 1 -28 0 -36 -4z" fill="${color}"/>`;
}

function fender(c: Pt, r: number, from: number, to: number, color: string): string {
  return pathStroke(arc(c, r + 8, from, to), color, 7);
}

function headlight(at: Pt): string {
  return circle(at, 9, `fill="${PALETTE.light}" stroke="${PALETTE.ink}" stroke-width="4"`);
}

function taillight(at: Pt): string {
  return `<rect x="${n(at[0] - 8)}" y="${n(at[1] - 5)}" width="14" height="10" rx="3" fill="${PALETTE.signal}"/>`;
}

/** A small coffee cup, the emblem of the circular edition. */
function coffeeCup(at: Pt, color: string): string {
  const [x, y] = at;
  return (
    `<g fill="none" stroke="${color}" stroke-width="3">` +
    `<path d="M${n(x - 11)} ${n(y - 6)}h22l-3 16h-16z" fill="${color}"/>` +
    `<path d="M${n(x + 10)} ${n(y - 2)}c8 -2 8 8 -1 8"/>` +
    `<path d="M${n(x - 4)} ${n(y - 11)}c-3 -4 3 -6 0 -10M${n(x + 4)} ${n(y - 11)}c-3 -4 3 -6 0 -10"/>` +
    '</g>'
  );
}

/** Rear shock of a full-suspension frame: body, stanchion and coil spring. */
function shock(top: Pt, bottom: Pt, spring: string): string {
  return (
    stroke([top, lerp(top, bottom, 0.7)], PALETTE.dark, 14) +
    stroke([lerp(top, bottom, 0.5), bottom], PALETTE.metal, 8) +
    stroke(
      [lerp(top, bottom, 0.15), lerp(top, bottom, 0.6)],
      spring,
      20,
      ' stroke-linecap="butt" stroke-dasharray="3 4"',
    )
  );
}

/** Classic two-wheel layout shared by the diamond and fat frames. */
interface Layout {
  rear: Pt;
  front: Pt;
  r: number;
  bb: Pt;
  seatTop: Pt;
  headTop: Pt;
  headBottom: Pt;
  tube: number;
}

function wheelsAndDrive(l: Layout, o: WheelOptions, frontOptions: Partial<WheelOptions> = {}): string {
  return (
    wheel(l.rear, l.r, { ...o, motor: o.motor ?? true, disc: o.motor === false }) +
    wheel(l.front, l.r, { ...o, motor: false, disc: true, ...frontOptions })
  );
}

function mainTriangle(l: Layout, color: string, topJoint: Pt = l.seatTop, seatJoint: Pt = topJoint): string {
  return (
    stroke([l.rear, l.bb], color, l.tube * 0.7) +
    stroke([l.rear, seatJoint], color, l.tube * 0.6) +
    stroke([l.bb, l.seatTop], color, l.tube) +
    stroke([l.bb, l.headBottom], color, l.tube * 1.15) +
    stroke([topJoint, l.headTop], color, l.tube) +
    stroke([l.headTop, l.headBottom], color, l.tube * 1.3)
  );
}

function seatpost(seatTop: Pt, towards: Pt, length: number): Pt {
  const d = Math.hypot(seatTop[0] - towards[0], seatTop[1] - towards[1]);
  return lerp(seatTop, towards, -length / d);
}

function drawMighty(art: BikeArt, emblem: boolean): string {
  const l: Layout = {
    rear: [205, 340],
    front: [598, 340],
    r: 100,
    bb: [388, 352],
    seatTop: [338, 212],
    headTop: [546, 172],
    headBottom: [560, 226],
    tube: 17,
  };
  const rail: Pt = [250, 214];
  const accent = art.accentColor ?? PALETTE.accent;
  return [
    wheelsAndDrive(l, { tyre: 30, rim: art.rimColor, spokes: 16, angle: art.wheelAngle }),
    fender(l.rear, l.r, 200, 290, PALETTE.dark),
    fender(l.front, l.r, 235, 320, PALETTE.dark),
    drivetrain(l.bb, l.rear, 26),
    stroke([rail, l.seatTop], art.frameColor, 14),
    stroke([rail, l.rear], art.frameColor, 12),
    mainTriangle(l, art.frameColor),
    stroke([lerp(l.seatTop, l.bb, 0.2), lerp(l.headTop, l.headBottom, 0.62)], art.frameColor, 11),
    battery(lerp(l.bb, l.headBottom, 0.1), lerp(l.bb, l.headBottom, 0.8), 36, 8, accent),
    emblem ? coffeeCup(lerp(l.bb, l.headBottom, 0.42), art.accentColor ?? '#D9B38C') : '',
    fork(l.headBottom, l.front, 'inverted', art.frameColor),
    handlebar(l.headTop, 'moto', PALETTE.dark),
    headlight([570, 196]),
    saddle([292, 198], 'bench', emblem ? PALETTE.leather : PALETTE.ink),
    taillight([244, 222]),
  ].join('');
}

function drawClassy(art: BikeArt): string {
  const l: Layout = {
    rear: [205, 335],
    front: [602, 335],
    r: 105,
    bb: [382, 350],
    seatTop: [332, 188],
    headTop: [548, 172],
    headBottom: [562, 226],
    tube: 14,
  };
  const f = art.frameColor;
  const curve = `M${pt(l.headBottom)}C500 260 430 330 ${pt(l.bb)}`;
  const upper = `M${pt(l.headTop)}C480 200 400 262 356 262`;
  const saddleTop = seatpost(l.seatTop, l.bb, 40);
  return [
    wheelsAndDrive(l, { tyre: 11, rim: art.rimColor, spokes: 24, angle: art.wheelAngle }),
    fender(l.rear, l.r, 185, 315, f),
    fender(l.front, l.r, 215, 345, f),
    drivetrain(l.bb, l.rear),
    pathStroke(`M${pt(l.bb)}L${pt(l.rear)}`, PALETTE.dark, 12),
    stroke([l.rear, l.seatTop], f, 9),
    stroke([l.rear, l.bb], f, 10),
    stroke([l.bb, l.seatTop], f, l.tube),
    pathStroke(curve, f, 17),
    pathStroke(upper, f, 11),
    stroke([l.headTop, l.headBottom], f, 18),
    battery([412, 330], [505, 262], 24, 6, art.accentColor ?? PALETTE.accent),
    stroke([saddleTop, l.seatTop], PALETTE.metal, 7),
    stroke(
      [
        [150, 222],
        [300, 222],
      ],
      PALETTE.dark,
      6,
    ),
    stroke([[170, 222], l.rear], PALETTE.dark, 5),
    stroke(
      [
        [300, 222],
        [330, 200],
      ],
      PALETTE.dark,
      5,
    ),
    taillight([156, 232]),
    fork(l.headBottom, l.front, 'rigid', f),
    handlebar(l.headTop, 'swept', f),
    headlight([574, 196]),
    saddle(saddleTop, 'comfort', PALETTE.leather),
  ].join('');
}

function drawCargo(art: BikeArt): string {
  const rear: Pt = [170, 345];
  const front: Pt = [662, 370];
  const bb: Pt = [330, 360];
  const seatTop: Pt = [300, 200];
  const steerTop: Pt = [418, 176];
  const steerBottom: Pt = [432, 236];
  const headTop: Pt = [628, 280];
  const headBottom: Pt = [640, 318];
  const f = art.frameColor;
  const box = art.accentColor ?? '#B98A57';
  const saddleTop = seatpost(seatTop, bb, 40);
  return [
    wheel(rear, 95, { tyre: 13, rim: art.rimColor, motor: true, angle: art.wheelAngle }),
    wheel(front, 70, { tyre: 12, rim: art.rimColor, spokes: 14, disc: true, angle: art.wheelAngle }),
    fender(rear, 95, 190, 300, PALETTE.dark),
    drivetrain(bb, rear),
    stroke([rear, bb], f, 11),
    stroke([rear, seatTop], f, 10),
    stroke([bb, seatTop], f, 15),
    stroke([seatTop, steerTop], f, 14),
    stroke([steerBottom, bb], f, 16),
    stroke([steerTop, steerBottom], f, 18),
    stroke([bb, [360, 386], [600, 386], headBottom], f, 16),
    stroke([headTop, headBottom], f, 18),
    stroke(
      [
        [470, 376],
        [630, 350],
      ],
      PALETTE.metal,
      3,
    ),
    fork(headBottom, front, 'rigid', f),
    battery([340, 344], [418, 256], 26, 6, PALETTE.accent),
    `<path d="M452 250h160l-12 128h-136z" fill="${box}"/>`,
    `<path d="M452 250h160M458 290h148M462 334h140" stroke="${PALETTE.ink}" stroke-opacity=".25" stroke-width="3"/>`,
    `<path d="M452 250h160" stroke="${PALETTE.dark}" stroke-width="6"/>`,
    stroke(
      [
        [450, 250],
        [440, 242],
      ],
      PALETTE.dark,
      6,
    ),
    stroke([seatTop, saddleTop], PALETTE.metal, 7),
    `<path d="M150 232h110" stroke="${PALETTE.dark}" stroke-width="6"/>`,
    stroke([[165, 232], rear], PALETTE.dark, 5),
    taillight([154, 242]),
    handlebar(steerTop, 'swept', f),
    headlight([648, 292]),
    saddle(saddleTop, 'comfort', PALETTE.ink),
  ].join('');
}

function drawXplorer(art: BikeArt): string {
  const l: Layout = {
    rear: [200, 328],
    front: [618, 328],
    r: 112,
    bb: [385, 346],
    seatTop: [342, 178],
    headTop: [556, 168],
    headBottom: [572, 226],
    tube: 15,
  };
  const joint: Pt = [352, 222];
  const f = art.frameColor;
  const saddleTop = seatpost(l.seatTop, l.bb, 46);
  return [
    wheelsAndDrive(l, { tyre: 16, rim: art.rimColor, knobby: true, motor: false, angle: art.wheelAngle }),
    drivetrain(l.bb, l.rear, 20),
    mainTriangle(l, f, joint, lerp(l.rear, joint, 0.78)),
    stroke([lerp(l.rear, joint, 0.78), joint], f, 10),
    shock(lerp(joint, l.headTop, 0.3), lerp(l.bb, l.seatTop, 0.4), art.accentColor ?? PALETTE.signal),
    battery(lerp(l.bb, l.headBottom, 0.16), lerp(l.bb, l.headBottom, 0.86), 24, 9, PALETTE.accent),
    `<path d="M${pt([l.bb[0] - 28, l.bb[1] - 10])}c6 -26 40 -34 58 -14c8 10 6 28 -8 34h-38c-10 -2 -14 -10 -12 -20z" fill="${PALETTE.dark}"/>`,
    circle(l.bb, 8, `fill="${PALETTE.metal}"`),
    fork(l.headBottom, l.front, 'normal', f),
    stroke([l.seatTop, saddleTop], PALETTE.ink, 8),
    handlebar(l.headTop, 'riser', PALETTE.dark),
    saddle(saddleTop, 'sport', PALETTE.ink),
  ].join('');
}

function drawRoadLike(art: BikeArt, gravel: boolean): string {
  const l: Layout = {
    rear: [210, 332],
    front: [602, 332],
    r: 108,
    bb: [388, 348],
    seatTop: [348, 184],
    headTop: [556, 180],
    headBottom: [566, 226],
    tube: gravel ? 13 : 12,
  };
  const f = art.frameColor;
  const joint: Pt = [352, 196];
  const saddleTop = seatpost(l.seatTop, l.bb, 44);
  const wheelOptions: WheelOptions = gravel
    ? { tyre: 12, rim: art.rimColor, knobby: true, angle: art.wheelAngle }
    : { tyre: 8, rim: art.rimColor, deep: true, spokes: 12, angle: art.wheelAngle };
  return [
    wheelsAndDrive(l, wheelOptions),
    drivetrain(l.bb, l.rear, gravel ? 24 : 28),
    mainTriangle(l, f, joint, lerp(l.rear, joint, 0.96)),
    gravel ? '' : stroke([lerp(l.bb, l.headBottom, 0.1), lerp(l.bb, l.headBottom, 0.9)], f, 20),
    battery(
      lerp(l.bb, l.headBottom, 0.18),
      lerp(l.bb, l.headBottom, 0.8),
      gravel ? 18 : 10,
      gravel ? 7 : 2,
      PALETTE.accent,
    ),
    gravel
      ? ''
      : stroke([lerp(joint, l.headTop, 0.1), lerp(joint, l.headTop, 0.85)], '#FFFFFF', 2, ' stroke-opacity=".35"'),
    gravel
      ? `<path d="M${pt(lerp(joint, l.headTop, 0.22))}h120l-20 40h-80z" fill="${art.accentColor ?? PALETTE.dark}" opacity=".9"/>`
      : '',
    fork(l.headBottom, l.front, 'rigid', f),
    stroke([l.seatTop, saddleTop], PALETTE.ink, 7),
    handlebar(l.headTop, 'drop', gravel ? PALETTE.dark : f),
    saddle(saddleTop, 'sport', PALETTE.ink),
  ].join('');
}

function drawCruisy(art: BikeArt): string {
  const rear: Pt = [220, 378];
  const front: Pt = [590, 378];
  const far: Pt = [622, 370];
  const f = art.frameColor;
  const wheelOptions: WheelOptions = { tyre: 18, rim: art.rimColor, spokes: 10, angle: art.wheelAngle };
  return [
    wheel(far, 58, { ...wheelOptions, rim: PALETTE.dark, disc: true }),
    wheel(rear, 62, { ...wheelOptions, motor: true }),
    stroke([[524, 150], front], PALETTE.dark, 14),
    stroke([far, front], PALETTE.dark, 12),
    wheel(front, 62, { ...wheelOptions, disc: true }),
    fender(front, 62, 200, 290, f),
    `<path d="M150 352c0 -54 44 -92 110 -92h112l8 42h-54c-28 0 -40 22 -44 50z" fill="${f}"/>`,
    `<path d="M270 350h270c14 0 22 8 20 22h-296z" fill="${f}"/>`,
    `<rect x="300" y="358" width="210" height="8" rx="4" fill="${PALETTE.dark}"/>`,
    `<path d="M516 358c10 -56 8 -118 -10 -172l40 -12c24 58 30 124 18 184z" fill="${f}"/>`,
    `<path d="M520 168l-12 -22l-36 -4" stroke="${PALETTE.dark}" stroke-width="7"/>`,
    stroke(
      [
        [476, 142],
        [462, 140],
      ],
      PALETTE.ink,
      12,
    ),
    circle([540, 190], 13, `fill="${PALETTE.light}" stroke="${PALETTE.ink}" stroke-width="4"`),
    `<path d="M222 252c0 -18 12 -24 32 -24h90c16 0 24 8 24 20v12h-146z" fill="${PALETTE.ink}"/>`,
    taillight([158, 318]),
  ].join('');
}

/** Inner markup of a bike drawing in the 800 × 480 coordinate system. */
export function bikeMarkup(art: BikeArt): string {
  const body: Record<BikeModel, () => string> = {
    mighty: () => drawMighty(art, false),
    circular: () => drawMighty(art, true),
    classy: () => drawClassy(art),
    cargo: () => drawCargo(art),
    xplorer: () => drawXplorer(art),
    adventure: () => drawRoadLike(art, true),
    maverick: () => drawRoadLike(art, false),
    cruisy: () => drawCruisy(art),
  };
  return (
    `<ellipse cx="400" cy="${GROUND + 2}" rx="300" ry="10" fill="${PALETTE.ink}" opacity=".12"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${body[art.model]()}</g>`
  );
}

/** A side view of one bike in one colour option (product gallery, cards, cart). */
export function bikeSvg(art: BikeArt): string {
  const background = art.background
    ? `<rect width="${BIKE_WIDTH}" height="${BIKE_HEIGHT}" fill="${art.background}"/>`
    : '';
  return `${svgOpen(BIKE_WIDTH, BIKE_HEIGHT)}${background}${bikeMarkup(art)}</svg>`;
}

export const SCENE_WIDTH = 960;
export const SCENE_HEIGHT = 540;

export interface SceneArt {
  bike: BikeArt;
  /** Position in the animation loop, 0 to 1; the picture at 1 equals the picture at 0. */
  phase?: number;
}

const SCENE_SCALE = 0.72;
const ROAD_TOP = 452;
/** Distance the road moves in one loop: two turns of a 105-unit wheel, so the spokes return to their start. */
const LOOP_TRAVEL = 2 * 2 * Math.PI * 105 * SCENE_SCALE;

const FAR_RIDGE: Pt[] = [
  [0, 330],
  [110, 210],
  [180, 270],
  [300, 120],
  [410, 240],
  [470, 190],
  [610, 330],
  [730, 200],
  [840, 310],
  [960, 250],
];
const NEAR_RIDGE: Pt[] = [
  [0, 370],
  [160, 250],
  [250, 310],
  [400, 186],
  [550, 330],
  [640, 270],
  [790, 380],
  [960, 290],
];

/** A mountain range down to the lake, with a snow cap on every peak higher than `snowLine`. */
function mountains(ridge: readonly Pt[], color: string, capDepth: number, snowLine = 260): string {
  const d = `M${ridge.map(pt).join('L')}V${SCENE_HEIGHT}H0Z`;
  const caps: string[] = [];
  ridge.forEach((peak, i) => {
    const left = ridge[i - 1];
    const right = ridge[i + 1];
    if (!left || !right || peak[1] > snowLine || peak[1] > left[1] || peak[1] > right[1]) return;
    const down = (to: Pt, t: number) => lerp(peak, to, (capDepth * t) / (to[1] - peak[1]));
    const points = [
      peak,
      down(right, 1),
      down(right, 0.45),
      lerp(down(right, 0.6), down(left, 0.6), 0.5),
      down(left, 0.5),
      down(left, 1),
    ];
    caps.push(`M${points.map(pt).join('L')}Z`);
  });
  return `<path d="${d}" fill="${color}"/><path d="${caps.join('')}" fill="${PALETTE.snow}"/>`;
}

function repeatAcross(period: number, shift: number, draw: (x: number) => string): string {
  const start = -(((shift % period) + period) % period);
  const parts: string[] = [];
  for (let x = start - period; x < SCENE_WIDTH + period; x += period) parts.push(draw(x));
  return parts.join('');
}

function fir(x: number, base: number, height: number, color: string): string {
  const w = height * 0.42;
  return `<path d="M${n(x)} ${n(base - height)}l${n(w / 2)} ${n(height * 0.55)}h${n(-w / 5)}l${n(w / 3)} ${n(height * 0.45)}h${n(-w * 1.26)}l${n(w / 3)} ${n(-height * 0.45)}h${n(-w / 5)}z" fill="${color}"/>`;
}

function cloud(x: number, y: number, s: number): string {
  return `<path d="M${n(x)} ${n(y)}h${n(120 * s)}c${n(14 * s)} 0 ${n(14 * s)} ${n(-26 * s)} ${n(-8 * s)} ${n(-26 * s)}c0 ${n(-26 * s)} ${n(-40 * s)} ${n(-34 * s)} ${n(-54 * s)} ${n(-14 * s)}c${n(-12 * s)} ${n(-12 * s)} ${n(-40 * s)} ${n(-6 * s)} ${n(-40 * s)} ${n(14 * s)}c${n(-20 * s)} 0 ${n(-26 * s)} ${n(26 * s)} ${n(-18 * s)} ${n(26 * s)}z" fill="#FFFFFF" opacity=".9"/>`;
}

/** Lake Geneva below the Alps: sun, snowy peaks, firs on the shore, a road with the bike riding on it. */
export function sceneMarkup({ bike, phase = 0 }: SceneArt): string {
  const wave = Math.sin(2 * Math.PI * phase);
  const travel = LOOP_TRAVEL * phase;
  const treePeriod = (LOOP_TRAVEL * 0.4) / 3;
  const dashPeriod = LOOP_TRAVEL / 12;
  const bob = 1.5 * Math.sin(4 * Math.PI * phase);
  const spin = (travel / (105 * SCENE_SCALE)) * (180 / Math.PI);
  return [
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="#E7EFE9"/>`,
    circle([742, 138], 54, `fill="${PALETTE.signal}" opacity=".8"`),
    cloud(150 + 18 * wave, 120, 1),
    cloud(520 - 14 * wave, 84, 0.7),
    mountains(FAR_RIDGE, '#B9CBBF', 52),
    mountains(NEAR_RIDGE, PALETTE.accentStrong, 40),
    `<path d="M0 380h960v64h-960z" fill="${PALETTE.water}"/>`,
    `<path d="M40 398h180M420 410h220M700 396h160M160 426h140M560 430h120" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round" stroke-dasharray="60 24" stroke-dashoffset="${n(20 * wave)}" opacity=".8"/>`,
    repeatAcross(
      treePeriod,
      travel * 0.4,
      (x) => fir(x + 20, 452, 86, PALETTE.accentStrong) + fir(x + 62, 452, 58, PALETTE.accent),
    ),
    `<path d="M0 ${ROAD_TOP}h960v${SCENE_HEIGHT - ROAD_TOP}h-960z" fill="${PALETTE.dark}"/>`,
    `<path d="M0 ${ROAD_TOP}h960" stroke="${PALETTE.line}" stroke-width="4"/>`,
    `<path d="M0 506h960" stroke="${PALETTE.mist}" stroke-width="5" stroke-dasharray="${n(dashPeriod * 0.55)} ${n(dashPeriod * 0.45)}" stroke-dashoffset="${n(travel)}"/>`,
    `<g transform="translate(192 ${n(490 - GROUND * SCENE_SCALE + bob)}) scale(${SCENE_SCALE})">${bikeMarkup({ ...bike, wheelAngle: (bike.wheelAngle ?? 0) + spin })}</g>`,
  ].join('');
}

/** Hero and gallery scene (960 × 540); `phase` animates it for the home-page video frames. */
export function sceneSvg(art: SceneArt): string {
  return `${svgOpen(SCENE_WIDTH, SCENE_HEIGHT)}${sceneMarkup(art)}</svg>`;
}

/** What a blog article is about, drawn as an emblem on its cover. */
export const COVER_TOPICS = [
  'pin',
  'snow',
  'wrench',
  'gauge',
  'heart',
  'mountain',
  'cup',
  'vine',
  'clock',
  'leaf',
  'flag',
  'briefcase',
] as const;
export type CoverTopic = (typeof COVER_TOPICS)[number];

/** Each emblem in a 100-unit box centred on 0 0, stroked in the accent colour. */
const COVER_EMBLEMS: Record<CoverTopic, string> = {
  pin: '<path d="M0 38c-22-26-30-40-30-54a30 30 0 0 1 60 0c0 14-8 28-30 54z"/><circle cx="0" cy="-16" r="11"/>',
  snow: '<path d="M0-38v76M-33-19l66 38M-33 19l66-38M-10-30l10 10l10-10M-10 30l10-10l10 10"/>',
  wrench: '<path d="M-30 30l34-34M14-36a18 18 0 1 0 22 22l-12 2l-8-8l-2-12z"/><circle cx="-30" cy="30" r="6"/>',
  gauge: '<path d="M-34 14a34 34 0 1 1 68 0"/><path d="M0 14l20-26"/><circle cx="0" cy="14" r="5"/>',
  heart: '<path d="M0 30c-40-26-40-58-20-62c10-2 18 6 20 14c2-8 10-16 20-14c20 4 20 36-20 62z"/>',
  mountain: '<path d="M-40 30l26-44l14 20l12-18l28 42z"/><path d="M-20-4l6-10l6 8"/>',
  cup: '<path d="M-28-10h44v22a22 22 0 0 1-44 0z"/><path d="M16-4h6a10 10 0 0 1 0 20h-8M-18-34c0 8 6 8 6 16M-2-34c0 8 6 8 6 16"/>',
  vine: '<circle cx="-10" cy="-6" r="9"/><circle cx="10" cy="-6" r="9"/><circle cx="0" cy="10" r="9"/><circle cx="0" cy="-22" r="9"/><path d="M0-31c4-8 12-10 18-10"/>',
  clock: '<circle cx="0" cy="0" r="34"/><path d="M0-20v20l14 10"/>',
  leaf: '<path d="M-30 30c0-40 20-62 62-62c0 42-22 62-62 62z"/><path d="M-30 30l40-40"/>',
  flag: '<path d="M-24 38v-76M-24-34h46l-10 16l10 16h-46"/>',
  briefcase: '<path d="M-36-12h72v44h-72z"/><path d="M-14-12v-12h28v12M-36 8h72"/>',
};

export interface CoverArt {
  art: BikeArt;
  topic: CoverTopic;
}

/** A blog article's cover (960 × 540): the lake scene with a bike, and the article's topic as an emblem. */
export function coverSvg({ art, topic }: CoverArt): string {
  const emblem =
    `<g transform="translate(104 104)">` +
    circle([0, 0], 66, `fill="${PALETTE.paper}"`) +
    `<g fill="none" stroke="${PALETTE.accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${COVER_EMBLEMS[topic]}</g></g>`;
  return `${svgOpen(SCENE_WIDTH, SCENE_HEIGHT)}${sceneMarkup({ bike: art })}${emblem}</svg>`;
}

/** Poster of the home-page video: its first frame. */
export function videoPosterSvg(bike: BikeArt): string {
  return sceneSvg({ bike, phase: 0 });
}

export const ICON_SIZE = 400;

/** Square picture on a mist disc with a soft ground shadow, shared by accessories and services. */
function iconSvg(content: string, background: string = PALETTE.mist): string {
  return (
    `${svgOpen(ICON_SIZE, ICON_SIZE)}` +
    `<circle cx="200" cy="200" r="190" fill="${background}"/>` +
    `<ellipse cx="200" cy="338" rx="120" ry="10" fill="${PALETTE.ink}" opacity=".1"/>` +
    `<g stroke-linecap="round" stroke-linejoin="round">${content}</g></svg>`
  );
}

export const ACCESSORY_KINDS = [
  'helmet',
  'speed-helmet',
  'lock',
  'pannier',
  'child-seat',
  'rain-cover',
  'phone-mount',
  'lights',
  'charger',
  'battery',
  'box-tent',
  'mirror',
  'saddle',
] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];

const ACCESSORY_DRAWINGS: Record<AccessoryKind, (color: string) => string> = {
  helmet: (c) =>
    `<path d="M96 262c0-92 62-142 132-138c66 4 96 62 84 138z" fill="${c}"/>` +
    `<path d="M150 168l40-10M200 150l46 0M258 160l34 20" stroke="${PALETTE.ink}" stroke-width="10"/>` +
    `<path d="M96 262h216" stroke="${PALETTE.ink}" stroke-width="10"/>` +
    `<path d="M150 266l30 48l44-48" fill="none" stroke="${PALETTE.dark}" stroke-width="6"/>` +
    `<rect x="96" y="232" width="18" height="14" rx="4" fill="${PALETTE.signal}"/>`,
  'speed-helmet': (c) =>
    `<path d="M90 278c-6-100 60-156 138-150c70 6 100 70 86 150h-60v-30h-60l-20 30z" fill="${c}"/>` +
    `<path d="M254 248h66c6 0 10 8 6 14l-20 20h-52z" fill="${PALETTE.ink}" opacity=".75"/>` +
    `<path d="M140 170l44-14M206 150h48" stroke="${PALETTE.ink}" stroke-width="10"/>` +
    `<rect x="86" y="240" width="20" height="16" rx="4" fill="${PALETTE.signal}"/>` +
    `<path d="M176 280l22 40l30-40" fill="none" stroke="${PALETTE.dark}" stroke-width="6"/>`,
  lock: (c) =>
    `<path d="M140 236v-84a60 60 0 0 1 120 0v84" fill="none" stroke="${PALETTE.metal}" stroke-width="24"/>` +
    `<rect x="100" y="222" width="200" height="54" rx="18" fill="${c}"/>` +
    `<circle cx="260" cy="249" r="10" fill="${PALETTE.ink}"/><path d="M260 249v12" stroke="${PALETTE.ink}" stroke-width="6"/>` +
    `<path d="M120 300h60" stroke="${PALETTE.metal}" stroke-width="8"/><circle cx="120" cy="300" r="14" fill="${PALETTE.metal}"/>`,
  pannier: (c) =>
    `<rect x="120" y="120" width="170" height="206" rx="22" fill="${c}"/>` +
    `<path d="M120 150c0-20 10-30 30-30h110c20 0 30 10 30 30v50h-170z" fill="${PALETTE.ink}" opacity=".3"/>` +
    `<rect x="190" y="190" width="30" height="30" rx="6" fill="${PALETTE.ink}"/>` +
    `<path d="M140 292h130" stroke="${PALETTE.mist}" stroke-width="8" opacity=".8"/>` +
    `<path d="M150 120v-22h24v22M236 120v-22h24v22" fill="none" stroke="${PALETTE.dark}" stroke-width="8"/>`,
  'child-seat': (c) =>
    `<path d="M150 110c30-10 56 0 60 30l10 110h70c16 0 22 18 10 28l-26 22h-104c-20 0-30-12-32-30z" fill="${c}"/>` +
    `<path d="M178 150l12 104M208 196l-36 16" stroke="${PALETTE.paper}" stroke-width="10"/>` +
    `<path d="M274 300v36h40" fill="none" stroke="${PALETTE.dark}" stroke-width="10"/>` +
    `<path d="M120 334h200" stroke="${PALETTE.metal}" stroke-width="12"/>`,
  'rain-cover': (c) =>
    `<circle cx="126" cy="300" r="40" fill="none" stroke="${PALETTE.tyre}" stroke-width="12"/>` +
    `<circle cx="280" cy="300" r="40" fill="none" stroke="${PALETTE.tyre}" stroke-width="12"/>` +
    `<path d="M70 296c0-96 60-150 130-150c80 0 134 56 134 150l-24-10l-24 12l-22-12l-24 12l-26-12l-22 12l-26-12l-24 12l-22-12l-24 12z" fill="${c}"/>` +
    `<path d="M110 220c30-40 70-52 110-50" fill="none" stroke="${PALETTE.paper}" stroke-width="8" opacity=".5"/>`,
  'phone-mount': (c) =>
    `<path d="M90 306h220" stroke="${PALETTE.dark}" stroke-width="24"/>` +
    `<rect x="180" y="264" width="40" height="40" rx="8" fill="${PALETTE.ink}"/>` +
    `<rect x="132" y="86" width="136" height="198" rx="20" fill="${PALETTE.ink}"/>` +
    `<rect x="144" y="104" width="112" height="160" rx="8" fill="${PALETTE.water}"/>` +
    `<path d="M156 240c30-10 20-50 50-60s50-30 40-60" fill="none" stroke="${c}" stroke-width="8"/>` +
    `<circle cx="246" cy="120" r="9" fill="${PALETTE.signal}"/>` +
    `<path d="M124 140h16M260 140h16M124 232h16M260 232h16" stroke="${PALETTE.dark}" stroke-width="12"/>`,
  lights: (c) =>
    `<path d="M110 170h110c14 0 24 14 24 34s-10 34-24 34h-110z" fill="${c}"/>` +
    `<rect x="226" y="176" width="22" height="56" rx="8" fill="${PALETTE.light}"/>` +
    `<path d="M270 174l50-24M276 204h58M270 234l50 24" stroke="${PALETTE.light}" stroke-width="10"/>` +
    `<rect x="140" y="262" width="90" height="48" rx="14" fill="${PALETTE.ink}"/>` +
    `<rect x="150" y="272" width="70" height="28" rx="10" fill="${PALETTE.signal}"/>`,
  charger: (c) =>
    `<rect x="96" y="170" width="150" height="100" rx="18" fill="${PALETTE.ink}"/>` +
    `<circle cx="222" cy="192" r="7" fill="${c}"/>` +
    `<path d="M246 220c60 0 40 90 90 90" fill="none" stroke="${PALETTE.dark}" stroke-width="8"/>` +
    `<path d="M96 220c-40 0-30-90 10-90" fill="none" stroke="${PALETTE.dark}" stroke-width="8"/>` +
    `<rect x="96" y="104" width="40" height="30" rx="6" fill="${PALETTE.metal}"/>` +
    `<rect x="322" y="296" width="30" height="30" rx="6" fill="${PALETTE.dark}"/>`,
  battery: (c) =>
    `<rect x="90" y="150" width="230" height="90" rx="34" fill="${PALETTE.dark}"/>` +
    `<path d="M124 176h150" stroke="#4A5058" stroke-width="6"/>` +
    `<path d="M130 210h20M160 210h20M190 210h20M220 210h20" stroke="${c}" stroke-width="10"/>` +
    `<path d="M300 150v-20h-50v20" fill="none" stroke="${PALETTE.ink}" stroke-width="10"/>` +
    `<circle cx="290" cy="212" r="9" fill="${PALETTE.metal}"/>`,
  'box-tent': (c) =>
    `<path d="M96 230h208l-16 100h-176z" fill="#B98A57"/>` +
    `<path d="M100 260h200M104 296h192" stroke="${PALETTE.ink}" stroke-opacity=".25" stroke-width="4"/>` +
    `<path d="M104 232c0-90 40-124 96-124s96 34 96 124z" fill="${c}"/>` +
    `<path d="M150 226c0-56 20-80 50-80s50 24 50 80z" fill="${PALETTE.water}" opacity=".85"/>` +
    `<path d="M200 108v118" stroke="${PALETTE.ink}" stroke-opacity=".3" stroke-width="4"/>`,
  mirror: (c) =>
    `<ellipse cx="230" cy="140" rx="74" ry="50" fill="${PALETTE.ink}"/>` +
    `<ellipse cx="230" cy="140" rx="60" ry="38" fill="${PALETTE.water}"/>` +
    `<path d="M200 128c20-14 40-16 58-6" stroke="${PALETTE.paper}" stroke-width="6" fill="none"/>` +
    `<path d="M190 184l-50 80v50" fill="none" stroke="${c}" stroke-width="12"/>` +
    `<path d="M110 316h70" stroke="${PALETTE.dark}" stroke-width="20"/>`,
  saddle: (c) =>
    `<path d="M96 196c0-30 40-46 100-40c60 6 110 20 120 40c4 12-10 20-30 20h-160c-20 0-30-8-30-20z" fill="${c}"/>` +
    `<path d="M120 214c40 8 110 8 170 0" fill="none" stroke="${PALETTE.ink}" stroke-opacity=".3" stroke-width="4" stroke-dasharray="6 6"/>` +
    `<path d="M140 220v70M250 220v70" stroke="${PALETTE.metal}" stroke-width="8"/>` +
    `<path d="M140 236h10M140 252h10M140 268h10M250 236h10M250 252h10M250 268h10" stroke="${PALETTE.dark}" stroke-width="6"/>` +
    `<path d="M130 300h140" stroke="${PALETTE.dark}" stroke-width="10"/>` +
    `<path d="M200 300v36" stroke="${PALETTE.metal}" stroke-width="14"/>`,
};

/** An accessory on a mist disc; `color` is the product's main colour. */
export function accessorySvg(kind: AccessoryKind, color: string = PALETTE.accent): string {
  return iconSvg(ACCESSORY_DRAWINGS[kind](color));
}

export const SERVICE_KINDS = [
  'assembly',
  'first-service',
  'subscription',
  'pickup',
  'replacement',
  'cleaning',
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

function wrench(x: number, y: number, deg: number, color: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${deg})">` +
    `<path d="M-10 -70h20v110h-20z" fill="${color}"/>` +
    '<path d="M-28 -92a30 30 0 1 0 56 0l-14 16h-28z" fill="' +
    color +
    '"/></g>'
  );
}

const check = (x: number, y: number) =>
  `<path d="M${x} ${y}l12 12l22-24" fill="none" stroke="${PALETTE.accent}" stroke-width="9"/>`;

function miniBike(x: number, y: number, s: number, color: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})" fill="none">` +
    `<circle cx="0" cy="0" r="40" stroke="${PALETTE.tyre}" stroke-width="10"/><circle cx="140" cy="0" r="40" stroke="${PALETTE.tyre}" stroke-width="10"/>` +
    `<path d="M0 0l50 0l-20 -56h70l-30 56M100 -56l40 56M100 -56l-6 -26h-14M30 -56l-6 -18h-16" stroke="${color}" stroke-width="10"/>` +
    '</g>'
  );
}

function arrow(d: string, head: string, color: string): string {
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="12"/>` +
    `<path d="${head}" fill="none" stroke="${color}" stroke-width="12"/>`
  );
}

const SERVICE_DRAWINGS: Record<ServiceKind, string> = {
  assembly:
    `<circle cx="200" cy="200" r="104" fill="none" stroke="${PALETTE.tyre}" stroke-width="22"/>` +
    `<circle cx="200" cy="200" r="84" fill="none" stroke="${PALETTE.metal}" stroke-width="6"/>` +
    `<path d="M200 116v168M116 200h168M141 141l118 118M259 141l-118 118" stroke="${PALETTE.spoke}" stroke-width="3"/>` +
    wrench(210, 230, 40, PALETTE.accent) +
    `<path d="M120 300l70-70h14" fill="none" stroke="${PALETTE.ink}" stroke-width="12"/>`,
  'first-service':
    `<rect x="110" y="92" width="180" height="236" rx="16" fill="${PALETTE.paper}" stroke="${PALETTE.line}" stroke-width="6"/>` +
    `<rect x="160" y="78" width="80" height="30" rx="8" fill="${PALETTE.dark}"/>` +
    check(136, 146) +
    check(136, 206) +
    check(136, 266) +
    `<path d="M196 156h70M196 216h70M196 276h50" stroke="${PALETTE.line}" stroke-width="10"/>` +
    wrench(304, 280, -35, PALETTE.signal),
  subscription:
    `<rect x="94" y="106" width="212" height="196" rx="18" fill="${PALETTE.paper}" stroke="${PALETTE.line}" stroke-width="6"/>` +
    `<path d="M94 124c0-10 8-18 18-18h176c10 0 18 8 18 18v36h-212z" fill="${PALETTE.accent}"/>` +
    `<path d="M140 92v30M260 92v30" stroke="${PALETTE.dark}" stroke-width="12"/>` +
    `<path d="M130 200h20M180 200h20M230 200h20M130 250h20M180 250h20" stroke="${PALETTE.line}" stroke-width="16"/>` +
    `<circle cx="290" cy="290" r="52" fill="${PALETTE.accentStrong}"/>` +
    arrow('M262 298a30 30 0 1 0 10 -32', 'M262 258l10 8l-10 10', PALETTE.paper),
  pickup:
    `<path d="M60 290v-110c0-10 8-18 18-18h160v128z" fill="${PALETTE.accent}"/>` +
    `<path d="M238 196h56l40 48v46h-96z" fill="${PALETTE.accentStrong}"/>` +
    `<path d="M252 208h38l28 34h-66z" fill="${PALETTE.water}"/>` +
    `<circle cx="116" cy="296" r="26" fill="${PALETTE.tyre}"/><circle cx="280" cy="296" r="26" fill="${PALETTE.tyre}"/>` +
    miniBike(98, 240, 0.5, PALETTE.paper) +
    arrow('M110 100h170', 'M262 84l18 16l-18 16', PALETTE.signal) +
    arrow('M290 136h-170', 'M138 120l-18 16l18 16', PALETTE.dark),
  replacement:
    miniBike(80, 280, 0.62, PALETTE.accent) +
    miniBike(216, 200, 0.62, PALETTE.signal) +
    arrow('M120 170c20-50 80-70 120-50', 'M226 104l16 16l-22 8', PALETTE.dark),
  cleaning:
    `<path d="M116 190h168l-20 140h-128z" fill="${PALETTE.accent}"/>` +
    `<path d="M116 190c0-60 168-60 168 0" fill="none" stroke="${PALETTE.dark}" stroke-width="8"/>` +
    `<rect x="150" y="160" width="110" height="50" rx="16" fill="#F2C94C"/>` +
    `<circle cx="300" cy="130" r="22" fill="${PALETTE.water}"/><circle cx="330" cy="182" r="14" fill="${PALETTE.water}"/>` +
    `<circle cx="110" cy="126" r="16" fill="${PALETTE.water}"/><circle cx="280" cy="92" r="10" fill="${PALETTE.water}"/>`,
};

/** A service shown as a small illustration (workshop, subscriptions, mobility). */
export function serviceSvg(kind: ServiceKind): string {
  return iconSvg(SERVICE_DRAWINGS[kind], '#E6EFE9');
}

export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 80;

/** The partner companies' marks, drawn in their colour on the logo's left. */
const LOGO_MARKS = {
  peak: (color: string) =>
    `<path d="M16 64 L40 16 L64 64 Z" fill="${color}"/><path d="M30 64 L40 44 L50 64 Z" fill="#FFFFFF"/>`,
  clock: (color: string) =>
    `<circle cx="40" cy="40" r="26" fill="none" stroke="${color}" stroke-width="5"/>` +
    `<path d="M40 22 V40 L52 48" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M10 70 Q25 62 40 70 T70 70" fill="none" stroke="${color}" stroke-opacity="0.6" stroke-width="3"/>`,
  river: (color: string) =>
    `<rect x="12" y="18" width="44" height="44" rx="6" fill="${color}"/>` +
    '<path d="M18 48 Q26 36 34 48 T50 48" fill="none" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round"/>' +
    '<path d="M22 30 H46 M38 24 L46 30 L38 36" fill="none" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
  mountains: (color: string) =>
    `<path d="M8 62 L28 30 L38 44 L50 22 L72 62 Z" fill="${color}"/>` +
    '<path d="M44 32 L50 22 L56 33 L50 30 Z" fill="#FFFFFF"/>',
} as const;
export type LogoMark = keyof typeof LOGO_MARKS;

export interface LogoArt {
  /** The company's name, for screen readers. */
  name: string;
  /** The name as set beside the mark: a large first line and an optional smaller second one. */
  lines: [string] | [string, string];
  mark: LogoMark;
  color: string;
  serif?: boolean;
}

/** A partner company's logo (its page and the back office): its mark, then its name on one or two lines. */
export function partnerLogoSvg({ name, lines, mark, color, serif = false }: LogoArt): string {
  const font = serif ? 'Georgia, serif' : 'Helvetica, Arial, sans-serif';
  const [first, second] = lines;
  const text = second
    ? `<text x="80" y="38" font-family="${font}" font-size="21" font-weight="700" fill="${color}">${escapeText(first)}</text>` +
      `<text x="80" y="60" font-family="${font}" font-size="15" fill="${PALETTE.dark}">${escapeText(second)}</text>`
    : `<text x="80" y="54" font-family="${font}" font-size="38" font-weight="700" fill="${PALETTE.dark}">${escapeText(first)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" role="img" aria-label="${escapeText(name)}">` +
    `<rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" rx="8" fill="#FFFFFF"/>${LOGO_MARKS[mark](color)}${text}</svg>\n`
  );
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
}
