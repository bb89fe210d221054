// What other features may use of the orders (docs/decisions/0012-import-boundaries.md); the rest is their own.
export { OrderDetails } from './order-details';
export { OrderStatusBadge } from './order-status-badge';
export { type OrdersApi, ordersApi } from './orders-api';
