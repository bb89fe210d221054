import type { Page } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import type { Vehicle } from '@beast/domain/orders/orders-api.schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { toProductDetail } from '../catalog/catalog.service';
import { amountsOwed } from '../orders/order-view';
import { createVehiclesRepository, type VehicleRow } from './vehicles.repository';

/** spec §2 My vehicles: the bikes of the customer's delivered orders, with specs, documents and what is owed. */
export function createVehiclesService({ db }: { db: Db }) {
  return {
    async listVehicles(
      userId: number,
      locale: Locale,
      paging: { offset: number; limit: number },
    ): Promise<Page<Vehicle>> {
      const repository = createVehiclesRepository(db);
      const rows = await repository.findPage(userId, locale, paging);
      const total = await repository.countOwned(userId);
      return { data: rows.map((row) => toVehicle(row, locale)), ...paging, total };
    },

    /** Someone else's vehicle answers 404 like an unknown one. */
    async getVehicle(userId: number, vehicleId: number, locale: Locale): Promise<Vehicle> {
      const row = await createVehiclesRepository(db).findOwned(userId, vehicleId, locale);
      if (!row) throw new DomainError('VEHICLE_NOT_FOUND');
      return toVehicle(row, locale);
    },
  };
}

function toVehicle(row: VehicleRow, locale: Locale): Vehicle {
  const { vehicle, order } = row;
  const product = toProductDetail(row, locale);
  const { amountDue, balance } = amountsOwed(order);
  return {
    id: vehicle.id,
    productId: product.id,
    slug: product.slug,
    name: product.name,
    type: product.type,
    media: product.media.find((media) => media.kind === 'image') ?? null,
    specs: product.specs,
    downloads: product.downloads,
    configuratorOptions: vehicle.configuratorOptions,
    editionNumber: vehicle.editionNumber,
    orderId: vehicle.orderId,
    orderNumber: order.number,
    deliveredAt: vehicle.deliveredAt.toISOString(),
    amountDue: chf(amountDue),
    balance: chf(balance),
  };
}
