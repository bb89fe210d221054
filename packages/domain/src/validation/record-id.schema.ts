import { z } from '../zod';
import { INVALID_VALUE_ERROR } from './text-rules';

/**
 * A record's id (an order, a cart line, a product, a vehicle). Ids are PostgreSQL `integer`s: a larger
 * number in a request is refused as invalid input, where the database would fail instead of answering 404.
 */
export const RECORD_ID_MAX = 2_147_483_647;

/** Anything else is not an id: the API's error answers the translated "invalid" for the field. */
const NOT_AN_ID = INVALID_VALUE_ERROR;

/** An id as it comes in a path or a query string: a whole number from 1 to RECORD_ID_MAX. */
export const RecordIdParamSchema = z.coerce
  .number({ error: NOT_AN_ID })
  .int(NOT_AN_ID)
  .min(1, NOT_AN_ID)
  .max(RECORD_ID_MAX, NOT_AN_ID);

/** The path parameters of a route on one record: `/…/{id}`. */
export const IdParamsSchema = z.object({ id: RecordIdParamSchema }, { error: NOT_AN_ID });
