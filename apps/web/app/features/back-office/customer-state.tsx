import type { CustomerState } from '@beast/domain/accounts/admin-customers-api.schema';
import { useTranslation } from '../../lib/i18n/i18n-context';
import type { TFunction } from '../../lib/i18n/translator';

const COLOUR: Record<CustomerState, 'green' | 'amber' | 'red'> = {
  active: 'green',
  unconfirmed: 'amber',
  disabled: 'red',
  erased: 'red',
};

/** Where a customer's account stands, as a word (never a colour alone). */
export function CustomerStateBadge({ state }: { state: CustomerState }) {
  const { t } = useTranslation();
  return <span className={`admin-state admin-state--${COLOUR[state]}`}>{t(`admin.customers.state.${state}`)}</span>;
}

/** The customer's name; an erased account has none left. */
export function customerName(customer: { firstName: string; lastName: string; state: CustomerState }, t: TFunction) {
  if (customer.state === 'erased') return t('admin.customers.erasedName');
  return `${customer.firstName} ${customer.lastName}`.trim() || t('admin.customers.noName');
}
