import { Link, useParams } from 'react-router-dom';
import { screens } from '../../../app/routeTable';
import { BackHeader } from '../../shell/BackHeader';
import { findVideo } from '../tutorials';
import { TutorialMedia } from './TutorialMedia';
import './help.css';

/** /tips-and-tools/videos/{slug}: a real player where the file exists, the written walkthrough where it does not. */
export function TutorialVideoScreen() {
  const { videoSlug } = useParams();
  const video = findVideo(videoSlug);

  if (!video) {
    return (
      <section className="help-screen">
        <BackHeader title="Video not found" fallbackTo={screens.tipsAndTools.path} />
        <p>There is no tutorial video called “{videoSlug}”.</p>
        <p><Link to={screens.tipsAndTools.path}>Back to Tips and Tools</Link></p>
      </section>
    );
  }

  return (
    <section className="help-screen">
      <BackHeader title={<span lang={video.language}>{video.title}</span>} fallbackTo={screens.tipsAndTools.path} />
      <p>{video.summary}</p>
      <TutorialMedia video={video} />
      <p><Link to={screens.contactDispatch.path}>Contact Dispatch</Link></p>
    </section>
  );
}
