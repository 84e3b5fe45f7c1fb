import type { FastifyInstance } from 'fastify';
import { codesRoutes } from './codes.routes.ts';
import { packingPagesRoutes } from './packing-pages.routes.ts';

/**
 * The code life cycle: every code's current state, its append-only history and the one
 * transition service all areas move codes through (production commissions and packs, logistics
 * ships, receives and returns, inspection voids and replaces), and the holds and recalls of
 * production orders that stop their codes shipping. Other modules use these exports.
 */
export async function codesModule(app: FastifyInstance) {
  await app.register(codesRoutes);
  await app.register(packingPagesRoutes);
}

export { containerChildrenRoute } from './children.route.ts';
export { type Claim, type ClaimReader, registerCodeClaims } from './claims.ts';
export { UNISSUED } from './code-set.ts';
export { DEMO_LIFE_START_DAYS_AGO, type DemoLifecycle, loadDemoLifecycle } from './codes.demo.ts';
export { codeId, SEQ_SPAN } from './codes.table.ts';
export { type CommissionOrigin, commission, commissionEach, NotEachCommissioned, type SingleCommission } from './commission.ts';
export {
  type CodeMatch,
  codesWithValues,
  type EpcisAction,
  type EpcisEventFilter,
  type EpcisEventRow,
  type EpcisEventType,
  type EventCode,
  epcisActionOf,
  epcisEventsAfter,
  epcisEventsPage,
  epcisEventTypeOf,
  epcisVocabulary,
} from './epcis-reads.ts';
export { copyGeneratedCodes, generatedValuesQuery, insertGeneratedCodes, unissuedValues, voidUnissued } from './generated.ts';
export { type HoldInput, heldOrderNoSql, holdKindOf, holdOfCode, holdsOfOrder, holdsVersion, liftHold, placeHold } from './hold.ts';
export {
  ancestorsOf,
  childrenOf,
  codeStateOf,
  contentsOf,
  EVENTS_MAX,
  eventsOf,
  rangePage,
  type StateRow,
  sendCodeTree,
  withoutIds,
} from './life.ts';
export {
  codeIdsOfValues,
  codeIdsPackedIn,
  codeLevelOf,
  codeLineOf,
  codeLotOf,
  demoCodesOf,
  eventRefIdsOf,
  itemsCarriedOf,
  itemsInsideOf,
  lockTopsOf,
  logisticsCodesOf,
} from './logistics-reads.ts';
export { receive, returnCodes, ship, transfer, voidCodes } from './movement.ts';
export { type Applied, doneOperationsSql, type OperationContext, requestHashOf, runOperation, type Step } from './operation.ts';
export {
  codeJoin,
  commissionedAtOf,
  commissionedCodeOf,
  demoOrderOfItems,
  type LineCodeFacts,
  labelOf,
  lineCodeFactsJson,
  lineCodeFactsOf,
  lineCodesByValue,
  lockUnpackedValues,
  type OrderCodeRow,
  type OrderCodesFilter,
  type OrdersCodeRow,
  type OrdersCodes,
  orderCodeCount,
  orderCodeCountOf,
  orderCodeLevels,
  orderCodesAfter,
  orderEventsAfter,
  orderHasCodes,
  orderItemsWhereabouts,
  ordersCodesAfter,
  ordersCodesPage,
  type TaskCodes,
  type Unpacked,
  unpackedCodeCount,
  unpackedCodesPage,
  unpackedContainers,
} from './order-codes.ts';
export { pack, replace, unpack } from './packing.ts';
export {
  codeEventsAfter,
  type EventFact,
  enterprisesWithEventsAfter,
  holdsInForceOf,
  lastShippedAtSql,
  type ScanSubject,
  type StreamPosition,
  scanSubjectsOf,
} from './report-reads.ts';
export { type RiskFacts, riskFactsOf } from './risk-reads.ts';
export {
  type CodeByValue,
  codeByValue,
  codeIdsOfProduct,
  codeProductOf,
  codeValueOf,
  demoHeldItemsOf,
  demoItemsOf,
  eventsAtDealersOf,
  scanCountSql,
  scanCountText,
  scannedCodesText,
} from './scan-reads.ts';
