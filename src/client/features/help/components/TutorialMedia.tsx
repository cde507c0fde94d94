import { useState } from 'react';
import { serverSetting } from '../../../app/serverSettings';
import { videoFileUrl, type Tutorial } from '../tutorials';
import { findWalkthrough } from '../walkthroughs';
import { WalkthroughSteps } from './WalkthroughSteps';
import './tutorialMedia.css';

export const VIDEO_FAILED = 'The video could not be loaded. Here are the same steps in writing.';

/**
 * A tutorial as a real player when a media host is configured (MEDIA_BASE_URL), otherwise as its written
 * walkthrough; also the walkthrough when the file fails to load, rather than a broken player.
 */
export function TutorialMedia({ video, headed = true }: { video: Tutorial; headed?: boolean }) {
  const [failed, setFailed] = useState(false);
  const mediaBaseUrl = serverSetting('mediaBaseUrl');
  const file = videoFileUrl(mediaBaseUrl, video.slug);
  const walkthrough = findWalkthrough(video.slug);

  if (file && !failed) {
    return (
      <video className="tutorial-video" controls preload="metadata" src={file} onError={() => setFailed(true)}>
        <track kind="captions" src={videoFileUrl(mediaBaseUrl, video.slug, 'vtt')!} srcLang={video.language} label="Captions" default />
      </video>
    );
  }
  return (
    <>
      {failed && <p className="tutorial-video__missing" role="status">{VIDEO_FAILED}</p>}
      {walkthrough && <WalkthroughSteps walkthrough={walkthrough} language={video.language} headed={headed} />}
    </>
  );
}
