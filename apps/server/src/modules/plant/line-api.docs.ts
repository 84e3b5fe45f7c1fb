/**
 * The line API's OpenAPI description: how a device works with it, as an example session. Kept
 * beside the routes so the document and the behaviour change together.
 */
export const LINE_API_DESCRIPTION = `
Devices on a production line (cameras, PLC gateways, a scanning station) work through this API with
the line's **device key** (shown once when the line is added or its key rotated, under
Production lines). Send it on every call as \`Authorization: Bearer lk_…\`. A wrong, rotated or
disabled key is answered 401 and changes nothing; an address that keeps sending wrong keys is held
off with 429 and \`Retry-After\`.

**Reads.** Every read carries an \`op_id\` (a UUID the device makes once per scan) and
\`occurred_at\` (the device's time, with offset). Up to 500 reads per call, applied in order, each
with its own outcome, and all committed before the answer (an answer is never sent for reads not
stored): \`item\` commissions the code for the task's order (product, lot, dates, warehouse);
\`case\` and \`pallet\` pack the children the device names into the parent code (commissioned for
the order on its first read), all or nothing and never past the packaging quantity; named without
\`children\`, a \`case\` or \`pallet\` read opens its label: the label is checked at once (a code of
that level, unused or this order's and not full) and becomes the order's, so a wrong label is
refused before anything is put into it. Every code must be of the level its position asks for (an
item, a case label and its items, a pallet label and its cases), else the read is rejected as
\`wrong_level\`. \`exception\` records a reject the device saw (\`unreadable\`, …). A read the
code life cycle refuses is not an error: its outcome is \`rejected\` with the kind (\`unknown\`,
\`duplicate\`, \`wrong_product\`, \`wrong_level\`, \`already_used\`, \`voided\`, \`out_of_order\`,
\`over_capacity\`), and it is listed among the line's exceptions.
**Exactly once:** sending a read again with the same \`op_id\` (after a lost answer, or from an
offline queue) returns the same outcome with \`replayed: true\` and changes nothing; the same
\`op_id\` with another body is a 409 (reads before it may be stored: send the call again without it
and they come back \`replayed\`). A task that is closed, or an order that is not released or
running, answers 409 and nothing is applied; so does a task moved to another line since (a device
reads for its own line's task only).

**Example session**

1. \`GET /api/line/v1/task\` with \`Authorization: Bearer lk_…\`:

\`\`\`json
{ "status_code": 200, "message": "success", "data": { "task_id": 41, "status": "open",
  "line": { "id": 3, "name": "Line 1" },
  "order": { "id": 17, "order_no": "PO-2026-0017", "status": "released", "lot_no": "L2611",
             "planned_qty": 4800, "produced_on": "2026-11-24", "expires_on": "2027-11-24" },
  "product": { "id": 5, "name": "Sparkling water 500 ml", "gtin": "06901234567892" },
  "items_per_case": 24, "cases_per_pallet": 40, "accepting": true,
  "counters": { "commissioned": 0, "packed": 0, "cases": 0, "pallets": 0, "rejected": 0, "last_read_at": null } } }
\`\`\`

2. \`POST /api/line/v1/reads\` — items as they pass the camera, then the case they filled:

\`\`\`json
{ "task_id": 41, "reads": [
  { "type": "item", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b01", "occurred_at": "2026-11-24T08:00:00.100+08:00", "code": "IT7Q2M9K4X1C8V5B3N6Z" },
  { "type": "item", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b02", "occurred_at": "2026-11-24T08:00:00.200+08:00", "code": "IT7Q2M9K4X1C8V5B3N6Z" },
  { "type": "exception", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b03", "occurred_at": "2026-11-24T08:00:00.300+08:00", "kind": "unreadable", "code": "" },
  { "type": "case", "op_id": "0b6c1f7e-3c1a-4c55-9d1e-0f7c4a1e2b04", "occurred_at": "2026-11-24T08:00:03.000+08:00",
    "code": "BX3K8P1L6D2F9G4H7J5Q", "children": ["IT7Q2M9K4X1C8V5B3N6Z", "…23 more item codes…"] } ] }
\`\`\`

\`\`\`json
{ "status_code": 200, "message": "success", "data": {
  "outcomes": [
    { "op_id": "…2b01", "type": "item", "code": "IT7Q2M9K4X1C8V5B3N6Z", "status": "accepted", "kind": null, "message": "", "replayed": false },
    { "op_id": "…2b02", "type": "item", "code": "IT7Q2M9K4X1C8V5B3N6Z", "status": "rejected", "kind": "duplicate", "message": "Duplicate code: already read for this order", "replayed": false },
    { "op_id": "…2b03", "type": "exception", "code": "", "status": "rejected", "kind": "unreadable", "message": "Unreadable", "replayed": false },
    { "op_id": "…2b04", "type": "case", "code": "BX3K8P1L6D2F9G4H7J5Q", "status": "accepted", "kind": null, "message": "", "replayed": false } ],
  "counters": { "commissioned": 24, "packed": 24, "cases": 1, "pallets": 0, "rejected": 2, "last_read_at": "2026-11-24T00:00:03.000Z" } } }
\`\`\`

3. The answer to step 2 was lost: the device sends the same body again and gets the same outcomes,
each with \`"replayed": true\`; counters do not move.
`;
