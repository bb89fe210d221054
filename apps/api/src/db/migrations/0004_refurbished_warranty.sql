-- Refurbished goods state their warranty (spec §9: 2 years; a frame keeps its model's longer warranty).
-- Goods stored before this change get the 2-year warranty and no separate frame warranty.
UPDATE "products"
SET "refurbished" = "refurbished" || '{"warrantyMonths": 24, "frameWarrantyYears": null}'::jsonb
WHERE "refurbished" IS NOT NULL AND NOT ("refurbished" ? 'warrantyMonths');
