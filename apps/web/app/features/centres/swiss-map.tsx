import type { CentreKind } from '@beast/domain/checkout/centre-write.schema';
import { useId } from 'react';
import { placeAnchor } from './place-anchor';
import { LAKE_PATHS, SWISS_OUTLINE_PATH } from './swiss-outline';
import { type GeoPosition, isInside, MAP_SIZE, type MapPoint, projectToMap } from './swiss-projection';

export interface MapPlace {
  slug: string;
  name: string;
  city: string;
  kind: CentreKind;
  position: GeoPosition;
}

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Four places lie within ten kilometres round Geneva: they are drawn enlarged in the map's empty top-left
 * corner (France, on this map), where each gets room for a marker of its own.
 */
const INSET = { area: { x: 4, y: 166, width: 22, height: 17 }, at: { x: 4, y: 4 }, scale: 3 } as const;
const INSET_FRAME: Area = {
  ...INSET.at,
  width: INSET.area.width * INSET.scale,
  height: INSET.area.height * INSET.scale,
};

/** Draws the map's own shapes (in map units) enlarged into the inset's frame. */
const INSET_TRANSFORM = `translate(${INSET.at.x} ${INSET.at.y}) scale(${INSET.scale}) translate(${-INSET.area.x} ${-INSET.area.y})`;

const corners = ({ x, y, width, height }: Area): MapPoint[] => [
  { x, y },
  { x: x + width, y },
  { x: x + width, y: y + height },
  { x, y: y + height },
];

const inInset = (point: MapPoint) => isInside(point, corners(INSET.area));
const toInset = ({ x, y }: MapPoint): MapPoint => ({
  x: INSET.at.x + (x - INSET.area.x) * INSET.scale,
  y: INSET.at.y + (y - INSET.area.y) * INSET.scale,
});

/** A place's marker: a circle for an experience centre, a diamond for a partner shop. */
function MarkerShape({ kind, at, size }: { kind: CentreKind; at: MapPoint; size: number }) {
  if (kind === 'shop') {
    const { x, y } = at;
    const r = size * 1.25;
    return <path className="map-marker__shape" d={`M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z`} />;
  }
  return <circle className="map-marker__shape" cx={at.x} cy={at.y} r={size} />;
}

/** Room a town's name takes to the right of its marker, in map units: another marker there moves it left. */
const LABEL_ROOM = { width: 45, height: 8 };

function labelSide(point: MapPoint, others: readonly MapPoint[]): 'right' | 'left' {
  const crowded = others.some(
    (other) =>
      other !== point &&
      other.x > point.x &&
      other.x - point.x < LABEL_ROOM.width &&
      Math.abs(other.y - point.y) < LABEL_ROOM.height,
  );
  return crowded ? 'left' : 'right';
}

/** A marker that leads to the place's card in the list below the map, with its town beside it when there is room. */
function Marker({
  place,
  at,
  label,
}: {
  place: MapPlace;
  at: MapPoint;
  label?: { text: string; side: 'right' | 'left' };
}) {
  return (
    <a href={`#${placeAnchor(place.slug)}`} className={`map-marker map-marker--${place.kind}`} aria-label={place.name}>
      {/* A larger, invisible target for a finger. */}
      <circle className="map-marker__target" cx={at.x} cy={at.y} r={8} />
      <MarkerShape kind={place.kind} at={at} size={3.6} />
      {label ? (
        <text
          className="swiss-map__label"
          x={label.side === 'right' ? at.x + 6 : at.x - 6}
          y={at.y + 2.5}
          textAnchor={label.side === 'right' ? 'start' : 'end'}
        >
          {label.text}
        </text>
      ) : null}
    </a>
  );
}

/**
 * Switzerland with a marker per place, drawn by the shop as SVG from the places' positions (decision 18:
 * no map tiles or scripts from elsewhere). Each marker links to its place's card; the list below the map
 * says everything the map shows, so the map is a figure whose text equivalent is that list.
 */
export function SwissMap({
  places,
  label,
  insetLabel,
}: {
  places: readonly MapPlace[];
  label: string;
  insetLabel: string;
}) {
  const titleId = useId();
  const clipId = useId();
  const located = places.map((place) => ({ place, point: projectToMap(place.position) }));
  const enlarged = located.filter(({ point }) => inInset(point));
  const main = located.filter(({ point }) => !inInset(point));
  const mainPoints = main.map(({ point }) => point);
  const { area } = INSET;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups the markers' links.
    <svg
      className="swiss-map"
      viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
      role="group"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{label}</title>
      <g>
        <path className="swiss-map__country" d={SWISS_OUTLINE_PATH} />
        {LAKE_PATHS.map((lake) => (
          <path key={lake} className="swiss-map__lake" d={lake} />
        ))}
        {enlarged.length > 0 ? (
          <rect className="swiss-map__inset-area" x={area.x} y={area.y} width={area.width} height={area.height} />
        ) : null}
        {enlarged.map(({ place, point }) => (
          <g key={place.slug} className={`map-marker map-marker--${place.kind}`}>
            <MarkerShape kind={place.kind} at={point} size={2} />
          </g>
        ))}
      </g>
      {main.map(({ place, point }) => (
        <Marker
          key={place.slug}
          place={place}
          at={point}
          label={{ text: place.city, side: labelSide(point, mainPoints) }}
        />
      ))}
      {enlarged.length > 0 ? (
        <g className="swiss-map__inset">
          <g>
            <clipPath id={clipId}>
              <rect {...INSET_FRAME} />
            </clipPath>
            <rect className="swiss-map__inset-frame" {...INSET_FRAME} />
            <g clipPath={`url(#${clipId})`}>
              <g transform={INSET_TRANSFORM}>
                <path className="swiss-map__country swiss-map__country--inset" d={SWISS_OUTLINE_PATH} />
                {LAKE_PATHS.map((lake) => (
                  <path key={lake} className="swiss-map__lake" d={lake} />
                ))}
              </g>
            </g>
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; the markers name their places. */}
            <text
              className="swiss-map__inset-label"
              aria-hidden="true"
              x={INSET_FRAME.x + 3}
              y={INSET_FRAME.y + INSET_FRAME.height - 3}
            >
              {insetLabel}
            </text>
          </g>
          {enlarged.map(({ place, point }) => (
            <Marker key={place.slug} place={place} at={toInset(point)} />
          ))}
        </g>
      ) : null}
    </svg>
  );
}
