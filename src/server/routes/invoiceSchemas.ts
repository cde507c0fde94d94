import { Type } from '@fastify/type-provider-typebox';
import { InvoiceRecordSchema } from '../../shared/contracts/invoice';

export const InvoicePageSchema = Type.Object({ records: Type.Array(InvoiceRecordSchema), totalRecordCount: Type.Integer() });
