import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { CityRanks } from '../cityRanks';
import { LoadColumns } from '../columns';
import type { SearchFilter } from '../criteria';
import { SlotGrid } from '../grid';
import { IdSlots } from '../idSlots';
import { queryIndex, type IndexAnswer, type IndexView } from '../query';
import { StateBuckets } from '../stateBuckets';

/** An instance of `kind` holding a structured clone's fields (a clone keeps the fields, not the class). */
const revived = <T extends object>(kind: { prototype: T }, fields: object): T => Object.assign(Object.create(kind.prototype) as T, fields);

/** The layout as the main thread posted it (loadIndex.ts), with its objects' classes back. */
function viewOf(posted: IndexView): IndexView {
  const columns = revived(LoadColumns, { ...posted.columns, cities: revived(CityRanks, posted.columns.cities), slotOfId: revived(IdSlots, posted.columns.slotOfId) });
  const grid = (grid: SlotGrid) => revived(SlotGrid, { ...grid, columns });
  return {
    ...posted, columns, originGrid: grid(posted.originGrid), destinationGrid: grid(posted.destinationGrid),
    originBuckets: revived(StateBuckets, posted.originBuckets), destinationBuckets: revived(StateBuckets, posted.destinationBuckets),
  };
}

/**
 * The main thread's index read in place by an HTTP thread: its arrays are in memory both threads share, and the
 * small tables beside them come with every change over `port`. The main thread changes the arrays while this
 * thread may be reading them, so a query counts as read only when no change began or was under way meanwhile
 * (`cells[1]` even and the same before and after); otherwise it answers null and the caller asks the main thread.
 */
export class IndexMirror {
  private view: IndexView | null = null;

  constructor(private readonly port: MessagePort, private readonly cells: Int32Array) {
    // Between queries too, so a thread that is not asked keeps no layout the main thread has let go of.
    port.on('message', (posted: IndexView) => {
      this.view = viewOf(posted);
    });
    port.unref();
  }

  query(filter: SearchFilter, today: number, offset: number, limit: number): (IndexAnswer & { version: number }) | null {
    const changes = Atomics.load(this.cells, 1);
    if (changes % 2 === 1) return null;
    const version = Atomics.load(this.cells, 0);
    for (let posted = receiveMessageOnPort(this.port); posted; posted = receiveMessageOnPort(this.port)) this.view = viewOf(posted.message as IndexView);
    if (!this.view) return null;
    let answer: IndexAnswer;
    try {
      answer = queryIndex(this.view, filter, today, offset, limit);
    } catch {
      // Arrays read half changed can make no sense; the count below says so, and the main thread answers.
      return null;
    }
    return Atomics.load(this.cells, 1) === changes ? { ...answer, version } : null;
  }
}
