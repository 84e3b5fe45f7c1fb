import { z } from 'zod';

// Apart from api.ts, whose constants the console's first chunk needs: a schema that pages use
// would bring zod into that chunk with them.

/** A refused field: where it is in the request (`gtin`, `levels.0.quantity`) and the sentence saying what is wrong. */
export const fieldProblem = z.object({ field: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblem>;
/** A 422 names every refused field, so a form can show each message on its field. */
export const validationDetails = z.object({ fields: z.array(fieldProblem).min(1) });
