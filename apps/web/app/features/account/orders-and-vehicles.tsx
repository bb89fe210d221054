import { useState } from 'react';
import { ButtonLink } from '../../ui/button';
import { Tabs } from '../../ui/tabs';
import { useTranslation } from '../i18n/i18n-context';

/**
 * spec §2 /account: my orders (tabs active and history) and my vehicles. Checkout and the order and vehicle
 * calls come with their own slice, so both show their empty state with a way to the bikes.
 */
export function MyOrders({ bikesHref }: { bikesHref: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'active' | 'history'>('active');
  return (
    <Tabs
      label={t('account.orders.tabsLabel')}
      tabs={[
        { key: 'active', label: t('account.orders.active') },
        { key: 'history', label: t('account.orders.history') },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      <EmptyState
        text={tab === 'active' ? t('account.orders.emptyActive') : t('account.orders.emptyHistory')}
        bikesHref={bikesHref}
      />
    </Tabs>
  );
}

export function MyVehicles({ bikesHref }: { bikesHref: string }) {
  const { t } = useTranslation();
  return <EmptyState text={t('account.vehicles.empty')} bikesHref={bikesHref} />;
}

function EmptyState({ text, bikesHref }: { text: string; bikesHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <svg
        className="empty-state__icon"
        viewBox="0 0 64 40"
        width="64"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="14" cy="26" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="50" cy="26" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 26 26 10h16l8 16M26 10l8 16h-20M38 4h8"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <p className="empty-state__text">{text}</p>
      <ButtonLink to={bikesHref} variant="secondary">
        {t('account.browseBikes')}
      </ButtonLink>
    </div>
  );
}
