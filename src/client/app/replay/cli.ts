/**
 * `npm run replay -- FILE`: replays a Contact Us replay (haulboard-replay.json) through the root reducer and
 * prints the screens the carrier passed through, then whether the replayed state is the one the tab held.
 */
import { readFileSync } from 'node:fs';
import { replayActions } from './replayActions';
import { readReplayFile } from '../../../shared/replay';

function main(file: string | undefined): number {
  if (!file) {
    console.error('usage: npm run replay -- FILE');
    return 2;
  }
  const replay = readReplayFile(readFileSync(file, 'utf8'));
  const { screens, matchesRecording } = replayActions(replay);
  console.log(`${replay.actions.length} actions recorded at ${replay.recordedAt}`);
  screens.forEach(({ title, path }, index) => console.log(`${String(index + 1).padStart(3)}. ${title}  ${path}`));
  if (screens.length === 0) console.log('No screen change was recorded.');
  console.log(matchesRecording ? 'The replayed state is the state the tab held.' : 'The replayed state differs from the state the tab held.');
  return 0;
}

// Exits at once: redux-persist's replayed PERSIST leaves a timer behind that would hold the process open.
process.exit(main(process.argv[2]));
