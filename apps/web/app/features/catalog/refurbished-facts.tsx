import type { RefurbishedDetails } from '@beast/domain/catalog/product.schema';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatUnit } from './format';

/**
 * A refurbished good's model year and mileage; its page adds the condition and the warranty (spec §9:
 * 2 years, and the model's longer frame warranty where it has one).
 */
export function RefurbishedFacts({ details, full = false }: { details: RefurbishedDetails; full?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const years = details.warrantyMonths / 12;
  const warranty = Number.isInteger(years)
    ? t('refurbished.warrantyYears', { count: years })
    : t('refurbished.warrantyMonths', { count: details.warrantyMonths });
  const facts = [
    full ? { label: t('refurbished.conditionLabel'), value: t(`refurbished.condition.${details.condition}`) } : null,
    { label: t('refurbished.modelYear'), value: String(details.modelYear) },
    {
      label: t('refurbished.mileage'),
      value:
        details.mileageKm === null
          ? t('refurbished.mileageUnknown')
          : formatUnit(details.mileageKm, 'kilometer', locale, 0),
    },
    full
      ? {
          label: t('refurbished.warranty'),
          value:
            details.frameWarrantyYears === null
              ? warranty
              : t('refurbished.withFrameWarranty', { warranty, count: details.frameWarrantyYears }),
        }
      : null,
  ].filter((fact) => fact !== null);
  return (
    <dl className={full ? 'details details--page' : 'details'}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
