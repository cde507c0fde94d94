import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { screens } from '../../../app/routeTable';
import { serverSetting } from '../../../app/serverSettings';
import { BackHeader } from '../../shell/BackHeader';
import { findVideo, videoFileUrl } from '../tutorials';
import './help.css';

export const VIDEO_UNAVAILABLE = 'This video is not available yet. Dispatch is happy to walk you through it by phone.';

/** /tips-and-tools/videos/{slug}: a real player where the file exists, a sentence where it does not. */
export function TutorialVideoScreen() {
  const { videoSlug } = useParams();
  const video = findVideo(videoSlug);
  const [failed, setFailed] = useState(false);

  if (!video) {
    return (
      <section className="help-screen">
        <BackHeader title="Video not found" fallbackTo={screens.tipsAndTools.path} />
        <p>There is no tutorial video called “{videoSlug}”.</p>
        <p><Link to={screens.tipsAndTools.path}>Back to Tips and Tools</Link></p>
      </section>
    );
  }

  const mediaBaseUrl = serverSetting('mediaBaseUrl');
  const file = videoFileUrl(mediaBaseUrl, video.slug);
  return (
    <section className="help-screen">
      <BackHeader title={<span lang={video.language}>{video.title}</span>} fallbackTo={screens.tipsAndTools.path} />
      <p>{video.summary}</p>
      {file && !failed ? (
        <video className="tutorial-video" controls preload="metadata" src={file} onError={() => setFailed(true)}>
          <track kind="captions" src={videoFileUrl(mediaBaseUrl, video.slug, 'vtt')!} srcLang={video.language} label="Captions" default />
        </video>
      ) : (
        <p className="tutorial-video__missing" role="status">{VIDEO_UNAVAILABLE}</p>
      )}
      <p><Link to={screens.contactDispatch.path}>Contact Dispatch</Link></p>
    </section>
  );
}
