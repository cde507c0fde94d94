import { Link } from 'react-router-dom';
import { screens } from '../../../app/routeTable';
import { APP_GUIDE_VIDEOS, TUTORIAL_VIDEOS, videoPath, type Tutorial } from '../tutorials';
import { TipsAndToolsBanner } from './TipsAndToolsBanner';
import './help.css';

function VideoList({ videos, label }: { videos: readonly Tutorial[]; label: string }) {
  return (
    <ul className="video-list" aria-label={label}>
      {videos.map((video) => (
        <li key={video.slug}>
          <Link to={videoPath(video.slug)} className="video-list__card">
            <span className="video-list__title" lang={video.language}>{video.title}</span>
            <span className="video-list__summary">{video.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /tips-and-tools (account spec 2.11): the tutorial videos, the app guide in four languages and the FAQ. */
export function TipsAndToolsScreen() {
  return (
    <section className="help-screen help-screen--wide">
      <TipsAndToolsBanner />
      <h2 className="help-screen__heading">Video Tutorials</h2>
      <VideoList videos={TUTORIAL_VIDEOS} label="Video tutorials" />
      <h2 className="help-screen__heading">App Guide Videos</h2>
      <p>The app guide in English, Arabic, Spanish and Russian.</p>
      <VideoList videos={APP_GUIDE_VIDEOS} label="App guide videos" />
      <h2 className="help-screen__heading">Questions?</h2>
      <p>
        <Link to={screens.faq.path}>Read the FAQ</Link> or <Link to={screens.contactDispatch.path}>contact dispatch</Link>.
      </p>
    </section>
  );
}
