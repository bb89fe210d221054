/**
 * Where a place in Switzerland falls on the shop's own map: WGS 84 degrees to the Swiss national grid
 * (LV95, metres) by swisstopo's published approximate formulas (accurate to about a metre, far below a
 * marker's size), then to map units of one kilometre from the map's top-left corner. The frame holds the
 * whole country: LV95 east 2'485'000–2'834'000, north 1'075'000–1'296'000.
 */

export interface GeoPosition {
  latitude: number;
  longitude: number;
}

export interface MapPoint {
  x: number;
  y: number;
}

/** The map's frame in LV95 metres. */
const FRAME = { west: 2_485_000, east: 2_834_000, south: 1_075_000, north: 1_296_000 } as const;

/** The map's size in its units (kilometres). */
export const MAP_SIZE = { width: (FRAME.east - FRAME.west) / 1000, height: (FRAME.north - FRAME.south) / 1000 };

/** swisstopo, "Approximate formulas for the transformation between Swiss projection coordinates and WGS84". */
export function toLv95({ latitude, longitude }: GeoPosition): { east: number; north: number } {
  const phi = (latitude * 3600 - 169_028.66) / 10_000;
  const lambda = (longitude * 3600 - 26_782.5) / 10_000;
  const east =
    2_600_072.37 + 211_455.93 * lambda - 10_938.51 * lambda * phi - 0.36 * lambda * phi ** 2 - 44.54 * lambda ** 3;
  const north =
    1_200_147.07 +
    308_807.95 * phi +
    3_745.25 * lambda ** 2 +
    76.63 * phi ** 2 -
    194.56 * lambda ** 2 * phi +
    119.79 * phi ** 3;
  return { east, north };
}

/** A position on the map, rounded to 100 m (the SVG stays short; nobody sees less). */
export function projectToMap(position: GeoPosition): MapPoint {
  const { east, north } = toLv95(position);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round((east - FRAME.west) / 1000), y: round((FRAME.north - north) / 1000) };
}

/** Whether a map point lies inside a polygon of map points (even-odd rule). */
export function isInside(point: MapPoint, polygon: readonly MapPoint[]): boolean {
  let inside = false;
  for (let index = 0, previous = polygon.length - 1; index < polygon.length; previous = index, index += 1) {
    const a = polygon[index]!;
    const b = polygon[previous]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/** An SVG path through the points, closed. */
export function closedPath(points: readonly MapPoint[]): string {
  return `${points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join('')}Z`;
}
