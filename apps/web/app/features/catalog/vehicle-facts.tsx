import type { CardPreviewInfo } from '@beast/domain/catalog/product.schema';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatUnit, formatWattHours } from './format';

/** Top speed, battery and weight, each with its label; missing figures are left out. */
export function VehicleFacts({ info, compact = false }: { info: CardPreviewInfo; compact?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const facts = [
    info.speedKmh === null
      ? undefined
      : { label: t('facts.speed'), value: formatUnit(info.speedKmh, 'kilometer-per-hour', locale, 0) },
    info.batteryWh === null ? undefined : { label: t('facts.battery'), value: formatWattHours(info.batteryWh, locale) },
    info.weightKg === null
      ? undefined
      : { label: t('facts.weight'), value: formatUnit(info.weightKg, 'kilogram', locale, 1) },
  ].filter((fact) => fact !== undefined);
  if (facts.length === 0) return null;
  return (
    <dl className={compact ? 'facts facts--compact' : 'facts'}>
      {facts.map((fact) => (
        <div key={fact.label} className="facts__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
