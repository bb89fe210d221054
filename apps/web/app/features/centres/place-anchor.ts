/** The id of a place's card on the centres page, which the map's markers and the structured data point at. */
export const placeAnchor = (slug: string) => `place-${slug}`;
