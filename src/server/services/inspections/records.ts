import type { FastifyInstance } from 'fastify';
import type { InspectionRecord, InspectionsReply } from '../../../shared/contracts/inspection';
import type { InspectionKind } from '../../../shared/inspections';
import { findInspectionRecords } from '../../repositories/inspectionRecords';
import { photoLinker } from './photoLinks';

/** The read side the driver, the carrier and the desk share: records with signed photo links. */

/** Every version of the load's inspections, pick-up first. The caller has checked who may read. */
export async function loadInspectionRecords(app: FastifyInstance, loadId: number): Promise<InspectionRecord[]> {
  return findInspectionRecords(app.db, loadId, await photoLinker(app));
}

export async function inspectionsReply(app: FastifyInstance, load: { id: number; inspectionKind: InspectionKind }): Promise<InspectionsReply> {
  return { inspectionKind: load.inspectionKind, records: await loadInspectionRecords(app, load.id) };
}
