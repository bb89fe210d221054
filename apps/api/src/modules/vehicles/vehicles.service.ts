import type { Page } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import type { Vehicle } from '@beast/domain/orders/orders-api.schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { createSigner } from '../../lib/signed-value';
import { toProductDetail } from '../catalog/catalog.service';
import { amountsOwed } from '../orders/order-view';
import { ownershipCertificatePdf } from './ownership-certificate-pdf';
import { createVehiclesRepository, type VehicleRow } from './vehicles.repository';

/**
 * spec §2 My vehicles: the bikes of the customer's delivered orders, with specs, documents and what is owed, and
 * a limited edition's numbered ownership certificate behind a signed link (a download carries no bearer token).
 */
export function createVehiclesService({ db, secret, brandName }: { db: Db; secret: string; brandName: string }) {
  const certificates = createSigner(secret, 'vehicle-certificate');
  const toVehicle = (row: VehicleRow, locale: Locale): Vehicle => ({
    ...vehicleOf(row, locale),
    certificateUrl: row.vehicle.editionNumber
      ? `/api/vehicles/${row.vehicle.id}/certificate?lang=${locale}&token=${encodeURIComponent(certificates.sign(String(row.vehicle.id)))}`
      : null,
  });

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

    /** The certificate a signed link names; a forged link or a bike of no edition answers 404 like an unknown one. */
    async certificate(vehicleId: number, token: string, locale: Locale): Promise<{ filename: string; pdf: Buffer }> {
      const row =
        certificates.verify(token) === String(vehicleId)
          ? await createVehiclesRepository(db).findById(vehicleId, locale)
          : undefined;
      const editionNumber = row?.vehicle.editionNumber;
      if (!row || !editionNumber) throw new DomainError('VEHICLE_NOT_FOUND');
      const { contacts } = row.order;
      const pdf = await ownershipCertificatePdf(
        {
          editionNumber,
          model: row.translation.name,
          ownerName: `${contacts.firstName} ${contacts.lastName}`,
          orderNumber: row.order.number,
          deliveredAt: row.vehicle.deliveredAt,
        },
        { brandName, locale },
      );
      return { filename: `${row.product.slug}-${editionNumber.replace('/', '-')}.pdf`, pdf };
    },
  };
}

function vehicleOf(row: VehicleRow, locale: Locale): Omit<Vehicle, 'certificateUrl'> {
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
