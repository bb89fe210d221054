import { describe, expect, it } from 'vitest';
import { SWISS_BORDER_POINTS } from './swiss-outline';
import { closedPath, isInside, MAP_SIZE, projectToMap, toLv95 } from './swiss-projection';

const degrees = (d: number, m: number, s: number) => d + m / 60 + s / 3600;

describe('the projection to the Swiss grid', () => {
  it('gives swisstopo’s worked example to within a metre', () => {
    // swisstopo's example: 46° 2′ 38.87″ N, 8° 43′ 49.79″ E is E 2'700'000, N 1'100'000.
    const { east, north } = toLv95({ latitude: degrees(46, 2, 38.87), longitude: degrees(8, 43, 49.79) });
    expect(Math.abs(east - 2_700_000)).toBeLessThan(1);
    expect(Math.abs(north - 1_100_000)).toBeLessThan(1);
  });

  it('keeps distances: a degree of latitude is 111 km, a degree of longitude 76 km at Bern’s latitude', () => {
    const from = toLv95({ latitude: 46.5, longitude: 7.5 });
    const north = toLv95({ latitude: 47.5, longitude: 7.5 });
    const east = toLv95({ latitude: 46.95, longitude: 8.5 });
    const west = toLv95({ latitude: 46.95, longitude: 7.5 });
    expect(Math.round((north.north - from.north) / 1000)).toBe(111);
    expect(Math.round((east.east - west.east) / 1000)).toBe(76);
  });

  it('measures the map in kilometres from its top-left corner, north up', () => {
    expect(MAP_SIZE).toEqual({ width: 349, height: 221 });
    // Bern's old town lies near the grid's origin, E 2'600'000 / N 1'200'000: 115 km from the west edge, 96 from the top.
    const bern = projectToMap({ latitude: 46.948, longitude: 7.4475 });
    expect(Math.round(bern.x)).toBe(116);
    expect(Math.round(bern.y)).toBe(96);
    const basel = projectToMap({ latitude: 47.5596, longitude: 7.5886 });
    const lugano = projectToMap({ latitude: 46.0037, longitude: 8.9511 });
    expect(basel.y).toBeLessThan(bern.y);
    expect(lugano.y).toBeGreaterThan(bern.y);
    expect(lugano.x).toBeGreaterThan(basel.x);
  });
});

describe('the outline of Switzerland', () => {
  const town = (latitude: number, longitude: number) => projectToMap({ latitude, longitude });

  it('fits the map, touching its west and south edges at Chancy and Chiasso', () => {
    for (const point of SWISS_BORDER_POINTS) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(MAP_SIZE.width);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(MAP_SIZE.height);
    }
    expect(Math.min(...SWISS_BORDER_POINTS.map((point) => point.x))).toBeLessThan(2);
    expect(Math.max(...SWISS_BORDER_POINTS.map((point) => point.y))).toBeGreaterThan(MAP_SIZE.height - 2);
  });

  it.each([
    ['Geneva', 46.2044, 6.1432],
    ['Meyrin', 46.2342, 6.0805],
    ['Basel', 47.5596, 7.5886],
    ['Schaffhausen', 47.6973, 8.6349],
    ['St. Gallen', 47.4245, 9.3767],
    ['Chur', 46.8499, 9.5329],
    ['St. Moritz', 46.4908, 9.8355],
    ['Lugano', 46.0037, 8.9511],
    ['Zermatt', 46.0207, 7.7491],
    ['Porrentruy', 47.4153, 7.0753],
  ])('holds %s', (_, latitude, longitude) => {
    expect(isInside(town(latitude, longitude), SWISS_BORDER_POINTS)).toBe(true);
  });

  it.each([
    ['Annecy', 45.8992, 6.1294],
    ['Mulhouse', 47.7508, 7.3359],
    ['Milan', 45.4642, 9.19],
    ['Como', 45.8081, 9.0852],
    ['Bregenz', 47.5031, 9.7471],
    ['Évian', 46.4, 6.59],
  ])('leaves out %s', (_, latitude, longitude) => {
    expect(isInside(town(latitude, longitude), SWISS_BORDER_POINTS)).toBe(false);
  });

  it('is drawn as one closed path', () => {
    expect(
      closedPath([
        { x: 0, y: 0 },
        { x: 3, y: 4 },
        { x: 5, y: 0.5 },
      ]),
    ).toBe('M0 0L3 4L5 0.5Z');
  });
});
