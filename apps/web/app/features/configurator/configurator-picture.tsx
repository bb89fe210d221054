import type { Configuration } from '@beast/domain/configurator/configurator.rules';
import type { ConfiguratorAnswer } from '@beast/domain/configurator/configurator.schema';

type Attributes = ConfiguratorAnswer['configurations'][number]['attributes'];

const FALLBACK_FRAME = '#3a3d40';
const FALLBACK_RIM = '#1b1b1b';
/** Where the wheels turn and the frame's joints are, in the picture's 800 × 480 units. */
const REAR = { x: 210, y: 340 };
const FRONT = { x: 590, y: 340 };
const SEAT = { x: 330, y: 170 };
const HEAD = { x: 530, y: 160 };
const CRANK = { x: 380, y: 340 };

function chosenOption(attributes: Attributes, configuration: Configuration, group: string) {
  const options = attributes.find((entry) => entry.key === group)?.options ?? [];
  return options.find((option) => option.key === configuration[group]) ?? options.find((option) => option.default);
}

/** The frame, rims, tyres, fork, battery and speed class a picture draws, from a configuration. */
export function pictureOf(attributes: Attributes, configuration: Configuration) {
  const battery = Number(chosenOption(attributes, configuration, 'battery')?.key ?? 672);
  return {
    frame: chosenOption(attributes, configuration, 'color')?.look?.swatch ?? FALLBACK_FRAME,
    rim: chosenOption(attributes, configuration, 'rimColor')?.look?.swatch ?? FALLBACK_RIM,
    tyreInches: chosenOption(attributes, configuration, 'tireSize')?.look?.tyreInches ?? 2,
    fork: chosenOption(attributes, configuration, 'forkType')?.key ?? 'rigid',
    batteryWh: Number.isFinite(battery) ? battery : 672,
    fast: chosenOption(attributes, configuration, 'speedClass')?.key === '45',
  };
}

function Wheel({ at, tyreWidth, rim }: { at: { x: number; y: number }; tyreWidth: number; rim: string }) {
  return (
    <g>
      <circle cx={at.x} cy={at.y} r={100} fill="none" stroke="#161616" strokeWidth={tyreWidth} />
      <circle cx={at.x} cy={at.y} r={100 - tyreWidth / 2 - 3} fill="none" stroke={rim} strokeWidth={7} />
      <circle cx={at.x} cy={at.y} r={9} fill="#555" />
    </g>
  );
}

function Fork({ kind, frame }: { kind: string; frame: string }) {
  if (kind === 'rigid') {
    return <line x1={HEAD.x} y1={HEAD.y} x2={FRONT.x} y2={FRONT.y} stroke={frame} strokeWidth={10} />;
  }
  // A suspension fork: stanchions and lowers; an inverted one has its thick tubes on top.
  const middle = { x: (HEAD.x + FRONT.x) / 2 + 8, y: (HEAD.y + FRONT.y) / 2 };
  const [upper, lower] = kind === 'inverted' ? [18, 9] : [9, 18];
  return (
    <g stroke="#2a2a2a" strokeLinecap="round">
      <line x1={HEAD.x} y1={HEAD.y} x2={middle.x} y2={middle.y} strokeWidth={upper} />
      <line x1={middle.x} y1={middle.y} x2={FRONT.x} y2={FRONT.y} strokeWidth={lower} />
    </g>
  );
}

/**
 * The live 2D picture of a configuration (spec §1), drawn on the server with the page so it paints at once, and
 * again in the browser as options change: the frame and rims in their colours, tyres as wide as chosen, the fork
 * type, a battery as long as its capacity, and the licence plate of the 45 km/h class.
 */
export function ConfiguratorPicture({
  attributes,
  configuration,
  label,
}: {
  attributes: Attributes;
  configuration: Configuration;
  label: string;
}) {
  const picture = pictureOf(attributes, configuration);
  const tyreWidth = Math.round(picture.tyreInches * 7);
  const batteryLength = Math.round(picture.batteryWh / 6);
  return (
    <svg
      className="configurator__picture"
      viewBox="0 0 800 480"
      role="img"
      aria-label={label}
      data-frame={picture.frame}
      data-rim={picture.rim}
      data-fork={picture.fork}
      data-battery={picture.batteryWh}
      data-speed={picture.fast ? '45' : '25'}
    >
      <rect width="800" height="480" fill="#f4f2ee" />
      <Wheel at={REAR} tyreWidth={tyreWidth} rim={picture.rim} />
      <Wheel at={FRONT} tyreWidth={tyreWidth} rim={picture.rim} />
      <g stroke={picture.frame} strokeWidth={14} strokeLinecap="round" strokeLinejoin="round" fill="none">
        <polyline points={`${REAR.x},${REAR.y} ${CRANK.x},${CRANK.y} ${SEAT.x},${SEAT.y} ${REAR.x},${REAR.y}`} />
        <polyline points={`${SEAT.x},${SEAT.y} ${HEAD.x},${HEAD.y} ${CRANK.x},${CRANK.y}`} />
      </g>
      <Fork kind={picture.fork} frame={picture.frame} />
      <g transform={`rotate(-40 ${CRANK.x} ${CRANK.y})`}>
        <rect x={CRANK.x + 24} y={CRANK.y - 16} width={batteryLength} height={32} rx={8} fill="#222" />
      </g>
      <line x1={SEAT.x} y1={SEAT.y} x2={SEAT.x - 14} y2={SEAT.y - 40} stroke="#222" strokeWidth={8} />
      <rect x={SEAT.x - 50} y={SEAT.y - 52} width={70} height={14} rx={7} fill="#222" />
      <line x1={HEAD.x} y1={HEAD.y} x2={HEAD.x - 10} y2={HEAD.y - 40} stroke="#222" strokeWidth={8} />
      <line x1={HEAD.x - 30} y1={HEAD.y - 42} x2={HEAD.x + 20} y2={HEAD.y - 42} stroke="#222" strokeWidth={8} />
      {picture.fast ? (
        <g>
          <rect
            x={REAR.x - 70}
            y={REAR.y - 150}
            width={56}
            height={40}
            rx={4}
            fill="#fff"
            stroke="#222"
            strokeWidth={3}
          />
          <text x={REAR.x - 42} y={REAR.y - 122} textAnchor="middle" fontSize={20} fontFamily="sans-serif" fill="#222">
            45
          </text>
        </g>
      ) : null}
    </svg>
  );
}
