import type { FastifyRequest } from 'fastify';
import { readSearchCriteria } from '../../shared/searchCriteria';
import { validationFailed } from '../http/failures';
import { orderIdsOf } from '../services/loadSearch/criteria';

/*
 * Search values on the wire are declared once, in shared/contracts/searchCriteria.ts. Before the schema checks
 * a body, the shared reader turns what a client may send (numbers as text, any case of a choice, 'M/D/YYYY')
 * into the canonical values the schema describes; a value that does not read is a 400 naming its field, since
 * dropping it would answer a narrow search with the whole board.
 */

export async function readSearchValuesBody(request: FastifyRequest) {
  const body: unknown = request.body;
  // No object at all: left for the schema to take (a search's null) or refuse as the body.
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const { criteria, refused } = readSearchCriteria(body);
  if (refused.length > 0) throw validationFailed(refused);
  const orderIds = orderIdsOf((body as Record<string, unknown>).orderIds);
  request.body = orderIds ? { ...criteria, orderIds } : criteria;
}
