-- A frame made in one size names its one column with the language-neutral marker `one-size`, which each page
-- writes in its own language; the label "One size" (English on every page) was stored before.
UPDATE "products"
SET "geometry" = jsonb_set(
  "geometry",
  '{sizes}',
  (SELECT jsonb_agg(CASE WHEN lower(btrim(size)) = 'one size' THEN 'one-size' ELSE size END ORDER BY position)
   FROM jsonb_array_elements_text("geometry" -> 'sizes') WITH ORDINALITY AS sizes(size, position))
)
WHERE jsonb_typeof("geometry" -> 'sizes') = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements_text("geometry" -> 'sizes') AS sizes(size) WHERE lower(btrim(size)) = 'one size');
