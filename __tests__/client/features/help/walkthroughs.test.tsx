import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { APP_GUIDE_VIDEOS, TUTORIAL_VIDEOS } from '../../../../src/client/features/help/tutorials';
import { WALKTHROUGHS, WALKTHROUGH_PICTURES, pictureAlt } from '../../../../src/client/features/help/walkthroughs';
import { WALKTHROUGH_PICTURE_MAX_BYTES, walkthroughPictureUrl } from '../../../../src/shared/walkthroughPictures';
import { renderAppAt } from '../../app/renderAppAt';

const media = 'https://media.haulboard.test/videos';
const picturesFolder = path.resolve(__dirname, '../../../../public/walkthroughs');

afterEach(() => {
  delete window.HAULBOARD_CONFIG;
});

/** The walkthrough's steps as the carrier reads them: text, picture address and alt text. */
function shownSteps(walkthrough: HTMLElement) {
  return within(walkthrough).getAllByRole('listitem').map((step) => ({
    text: step.querySelector('p')!.textContent,
    src: within(step).getByRole('img').getAttribute('src'),
    alt: within(step).getByRole('img').getAttribute('alt'),
  }));
}

describe('written walkthroughs when no video is configured (issue 22)', () => {
  it.each([...TUTORIAL_VIDEOS, ...APP_GUIDE_VIDEOS].map((video) => [video.slug, video] as const))(
    'without MEDIA_BASE_URL the %s page shows its walkthrough in numbered steps, each with its picture and alt text, and no player',
    async (slug, video) => {
      const { container } = renderAppAt(`/tips-and-tools/videos/${slug}`);
      const walkthrough = await screen.findByRole('region', { name: WALKTHROUGHS[slug].heading });
      expect(walkthrough.getAttribute('lang')).toBe(video.language);
      expect(walkthrough.querySelector('ol')).not.toBeNull();
      expect(shownSteps(walkthrough)).toEqual(WALKTHROUGHS[slug].steps.map((step) => ({
        text: step.title ? `${step.title}. ${step.text}` : step.text,
        src: walkthroughPictureUrl(step.picture),
        alt: pictureAlt(step),
      })));
      expect(container.querySelector('video')).toBeNull();
    },
  );

  it('with MEDIA_BASE_URL a video page plays the video and shows no walkthrough', async () => {
    window.HAULBOARD_CONFIG = { mediaBaseUrl: media } as never;
    const { container } = renderAppAt('/tips-and-tools/videos/claiming-freight');
    await screen.findByRole('heading', { name: 'Claiming Freight' });
    expect(container.querySelector('video')?.getAttribute('src')).toBe(`${media}/claiming-freight.mp4`);
    expect(screen.queryByRole('region', { name: 'Step by step' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a configured video that fails to load gives way to the same steps in writing', async () => {
    window.HAULBOARD_CONFIG = { mediaBaseUrl: media } as never;
    const { container } = renderAppAt('/tips-and-tools/videos/find-hauls');
    await screen.findByRole('heading', { name: 'Find Hauls' });
    fireEvent.error(container.querySelector('video')!);
    expect(await screen.findByText('The video could not be loaded. Here are the same steps in writing.')).toBeTruthy();
    const walkthrough = screen.getByRole('region', { name: 'Step by step' });
    expect(within(walkthrough).getAllByRole('img')).toHaveLength(WALKTHROUGHS['find-hauls'].steps.length);
    expect(container.querySelector('video')).toBeNull();
  });

  it('the Arabic app guide reads right to left, its steps and alt texts in Arabic', async () => {
    renderAppAt('/tips-and-tools/videos/app-guide-arabic');
    const walkthrough = await screen.findByRole('region', { name: 'خطوة بخطوة' });
    expect(walkthrough.getAttribute('dir')).toBe('rtl');
    expect(within(walkthrough).getAllByRole('img').every((picture) => /[\u0600-\u06ff]/.test(picture.getAttribute('alt')!))).toBe(true);
  });

  it("without MEDIA_BASE_URL the landing's How it Works shows the overview walkthrough: Search, Claim, Haul, Get Paid with pictures", async () => {
    const { container } = renderAppAt('/');
    const howItWorks = await screen.findByRole('region', { name: 'How it Works' });
    expect(howItWorks.id).toBe('HowItWorks');
    const walkthrough = howItWorks.querySelector<HTMLElement>('.walkthrough')!;
    expect(shownSteps(walkthrough).map((step) => step.text?.split('.')[0])).toEqual(['Search', 'Claim', 'Haul', 'Get Paid']);
    expect(within(walkthrough).getAllByRole('img').map((picture) => picture.getAttribute('alt'))).toEqual(
      WALKTHROUGHS.overview.steps.map((step) => WALKTHROUGH_PICTURES[step.picture]),
    );
    expect(within(howItWorks).getByRole('link', { name: 'More walkthroughs in Tips and Tools' }).getAttribute('href')).toBe('/tips-and-tools');
    expect(container.querySelector('video')).toBeNull();
  });

  it("with MEDIA_BASE_URL the landing's How it Works plays the overview video", async () => {
    window.HAULBOARD_CONFIG = { mediaBaseUrl: media } as never;
    const { container } = renderAppAt('/');
    const howItWorks = await screen.findByRole('region', { name: 'How it Works' });
    expect(container.querySelector('#HowItWorks video')?.getAttribute('src')).toBe(`${media}/overview.mp4`);
    expect(within(howItWorks).queryByRole('img')).toBeNull();
    expect(within(howItWorks).getByRole('link', { name: 'More video tutorials' }).getAttribute('href')).toBe('/tips-and-tools');
  });

  it("every step's picture is committed in public/walkthroughs, a PNG of at most 80 KB", () => {
    const pictures = new Set(Object.values(WALKTHROUGHS).flatMap((walkthrough) => walkthrough.steps.map((step) => step.picture)));
    const missing = [...pictures].filter((name) => !fs.existsSync(path.join(picturesFolder, `${name}.png`)));
    expect(missing).toEqual([]);
    for (const name of pictures) {
      const bytes = fs.readFileSync(path.join(picturesFolder, `${name}.png`));
      expect({ name, png: bytes.subarray(1, 4).toString('latin1') }).toEqual({ name, png: 'PNG' });
      expect(bytes.length).toBeLessThanOrEqual(WALKTHROUGH_PICTURE_MAX_BYTES);
    }
  });
});
