import { useTranslation } from '../../lib/i18n/i18n-context';
import type { RidingRule } from './riding-rules';

/** The legal facts of the bike's speed class, stated plainly (BRAND.md voice). */
export function RidingRulesList({ rules }: { rules: readonly RidingRule[] }) {
  const { t } = useTranslation();
  return (
    <ul className="rules">
      {rules.map((rule) => (
        <li key={rule.key}>{t(rule.key, rule.values)}</li>
      ))}
    </ul>
  );
}
