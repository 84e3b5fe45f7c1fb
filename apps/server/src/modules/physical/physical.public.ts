import type { FastifyInstance } from 'fastify';
import { registerCodeClaims } from '../codes/codes.public.ts';
import { boxRoutes } from './box.routes.ts';
import { deliveryExceptionRoutes } from './delivery-exception.routes.ts';
import { dissociationRoutes } from './dissociation.routes.ts';
import { exchangeRoutes } from './exchange.routes.ts';
import { returnRoutes } from './returns.routes.ts';
import { draftReturnClaims } from './returns.service.ts';
import { shipmentRoutes } from './shipment.routes.ts';
import { openOrderClaims } from './shipment.service.ts';
import { shortDeliveryRoutes } from './short-delivery.routes.ts';
import { wmsUploadJob } from './wms.job.ts';
import { wmsRoutes } from './wms.routes.ts';
import { WMS_UPLOAD_JOB } from './wms.service.ts';

/**
 * What other modules may use of logistics: its routes and its demo data. Outbound orders ship codes through the
 * code life cycle (`codes.public.ts`); other files of this folder are the module's own (its tables
 * may be referenced by foreign keys).
 */
export async function physicalModule(app: FastifyInstance) {
  registerCodeClaims(openOrderClaims, 'on_open_order');
  registerCodeClaims(draftReturnClaims, 'on_open_return');
  await app.register(shipmentRoutes);
  await app.register(shortDeliveryRoutes);
  await app.register(wmsRoutes);
  app.jobs.register(WMS_UPLOAD_JOB, wmsUploadJob);
  await app.register(deliveryExceptionRoutes);
  await app.register(returnRoutes);
  await app.register(dissociationRoutes);
  await app.register(boxRoutes);
  await app.register(exchangeRoutes);
}

export { loadDemoDeliveryExceptions } from './delivery-exception.demo.ts';

export { loadDemoExchange } from './exchange.demo.ts';
export { loadDemoShipments } from './physical.demo.ts';
export {
  type DocumentPeriod,
  type HandoverNote,
  handoverNotesForReport,
  handoverNotesOf,
  type ReturnFigure,
  returnsForReport,
  type ShipmentLineFigure,
  shipmentLinesForReport,
  type TransferFigure,
  transfersForReport,
} from './report-reads.ts';
export { loadDemoReturns } from './returns.demo.ts';
