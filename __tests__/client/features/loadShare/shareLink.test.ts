import { shareOrCopy } from '../../../../src/client/features/loadShare/shareLink';

const url = 'https://haulboard.example/l/f0ix-AbCdEfGhIjKlMnOp';

function stubNavigator(parts: { share?: jest.Mock; writeText: jest.Mock }) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: parts.share });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: parts.writeText } });
}

afterEach(() => stubNavigator({ writeText: jest.fn() }));

describe('Share uses navigator.share where present, else copies the link (issue 22)', () => {
  it('uses the share sheet where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    stubNavigator({ share, writeText });
    await expect(shareOrCopy(url, 'Wichita, KS to Kansas City, MO')).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Wichita, KS to Kansas City, MO', url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubNavigator({ writeText });
    await expect(shareOrCopy(url, 'Load')).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('closing the share sheet is no failure and copies nothing', async () => {
    const writeText = jest.fn();
    stubNavigator({ share: jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')), writeText });
    await expect(shareOrCopy(url, 'Load')).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a share sheet that refuses falls back to copying', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubNavigator({ share: jest.fn().mockRejectedValue(new DOMException('No gesture', 'NotAllowedError')), writeText });
    await expect(shareOrCopy(url, 'Load')).resolves.toBe('copied');
  });
});
