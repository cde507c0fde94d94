/**
 * Leadership where Web Locks are missing: an election over a BroadcastChannel. The leader says so every
 * `beatMs`; a tab that hears no leader for `timeoutMs` (or hears it resign, or hears a rival stand) stands,
 * waits `settleMs` for rivals, and the lowest id among the candidates leads. A tab that closes resigns; one that dies is timed out.
 */
import type { BroadcastChannelLike, TabLeadership } from './tabs';

type ElectionMessage = { kind: 'leader'; id: string } | { kind: 'candidate'; id: string } | { kind: 'resign'; id: string };

export interface ElectionTimes {
  beatMs: number;
  timeoutMs: number;
  settleMs: number;
}

export const ELECTION_TIMES: ElectionTimes = { beatMs: 1000, timeoutMs: 3000, settleMs: 250 };

export function channelLeadership(
  openChannel: () => BroadcastChannelLike,
  times: ElectionTimes = ELECTION_TIMES,
  newId: () => string = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
): TabLeadership {
  return {
    campaign(onLead) {
      const id = newId();
      const channel = openChannel();
      const post = (message: ElectionMessage) => channel.postMessage(message);
      let leading = false;
      let candidates: string[] | null = null;
      let watch: ReturnType<typeof setTimeout> | undefined;
      let beat: ReturnType<typeof setInterval> | undefined;

      const stand = () => {
        candidates = [id];
        post({ kind: 'candidate', id });
        watch = setTimeout(decide, times.settleMs);
      };
      const waitForLeader = (ms = times.timeoutMs) => {
        clearTimeout(watch);
        candidates = null;
        watch = setTimeout(stand, ms);
      };
      const decide = () => {
        if (!candidates || candidates.some((other) => other < id)) return waitForLeader();
        leading = true;
        post({ kind: 'leader', id });
        beat = setInterval(() => post({ kind: 'leader', id }), times.beatMs);
        onLead();
      };

      channel.onmessage = ({ data }) => {
        const message = data as ElectionMessage;
        if (message.kind === 'leader') {
          if (!leading) waitForLeader();
        } else if (message.kind === 'candidate') {
          if (leading) return post({ kind: 'leader', id });
          // A rival standing makes this tab stand too, so both compare the same two ids.
          if (!candidates) {
            clearTimeout(watch);
            stand();
          }
          candidates?.push(message.id);
        } else if (message.kind === 'resign' && !leading) {
          waitForLeader(0);
        }
      };
      // A leader beats every beatMs: hearing none for a little longer is enough to stand the first time.
      waitForLeader(times.beatMs + times.settleMs);

      return () => {
        clearTimeout(watch);
        clearInterval(beat);
        if (leading) post({ kind: 'resign', id });
        channel.onmessage = null;
        channel.close();
      };
    },
  };
}
