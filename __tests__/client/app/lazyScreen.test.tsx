import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { lazyPart, NOTHING } from '../../../src/client/app/lazyPart';
import { lazyScreen } from '../../../src/client/app/lazyScreen';
import { preloadScreenAt, screenComponents } from '../../../src/client/app/screenComponents';
import { RETRY_LABEL, SCREEN_LOAD_FAILED_TITLE } from '../../../src/client/app/screens/ScreenLoadFailed';
import { renderWithStore } from '../support/renderWithStore';

function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

/** A chunk that arrives when the test says so, as a slow network would deliver it. */
function slowChunk() {
  let deliver: () => void = () => {};
  const arrived = new Promise<{ Counter: typeof Counter }>((resolve) => {
    deliver = () => resolve({ Counter });
  });
  const loadChunk = jest.fn(() => arrived);
  return { loadChunk, deliver: () => act(async () => deliver()) };
}

function setBrowserOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('screens load on demand (the first screen is small)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a screen’s code is fetched only when the screen is first opened, with the spinner meanwhile', async () => {
    const chunk = slowChunk();
    const Screen = lazyScreen(chunk.loadChunk, (module) => module.Counter);
    expect(chunk.loadChunk).not.toHaveBeenCalled();

    renderWithStore(<Screen />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('button')).toBeNull();

    await chunk.deliver();
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a screen whose code has arrived opens at once, without the spinner, and keeps its state', async () => {
    const chunk = slowChunk();
    const Screen = lazyScreen(chunk.loadChunk, (module) => module.Counter);
    const preloaded = Screen.preload();
    await chunk.deliver();
    expect(await preloaded).toBe(Counter);

    renderWithStore(<Screen />);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
  });

  it('a screen opened while its code downloads keeps its state once the code is there', async () => {
    const chunk = slowChunk();
    const Screen = lazyScreen(chunk.loadChunk, (module) => module.Counter);
    const { rerender, store } = renderWithStore(<Screen />);
    await chunk.deliver();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clicked 0' }));

    rerender(<Provider store={store}><Screen /></Provider>);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
    expect(chunk.loadChunk).toHaveBeenCalledTimes(1);
  });

  it('the code of the screen at the address starts downloading at once, not after the session is checked', () => {
    const preloads = Object.fromEntries(Object.entries(screenComponents).map(([name, screen]) => [name, jest.spyOn(screen, 'preload')]));
    try {
      preloadScreenAt('/search/map');
      preloadScreenAt('/load/4242/backhauls');
      preloadScreenAt('/no/such/screen');
      const started = Object.keys(preloads).filter((name) => preloads[name].mock.calls.length > 0);
      expect(started.sort()).toEqual(['backhauls', 'searchMap']);
    } finally {
      Object.values(preloads).forEach((preload) => preload.mockRestore());
    }
  });

  it('a screen whose code cannot be fetched offers to try again, and trying again fetches it anew', async () => {
    const loadChunk = jest
      .fn<Promise<{ Counter: typeof Counter }>, []>()
      .mockRejectedValueOnce(new Error('Loading CSS chunk invoices failed.'))
      .mockResolvedValue({ Counter });
    const Screen = lazyScreen(loadChunk, (module) => module.Counter);

    renderWithStore(<Screen />);
    expect(await screen.findByRole('heading', { name: SCREEN_LOAD_FAILED_TITLE })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: RETRY_LABEL }));
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeTruthy();
    expect(loadChunk).toHaveBeenCalledTimes(2);
  });

  it('a screen whose code could not be fetched offline opens by itself when the browser is back online', async () => {
    const loadChunk = jest
      .fn<Promise<{ Counter: typeof Counter }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk invoices failed.'))
      .mockResolvedValue({ Counter });
    const Screen = lazyScreen(loadChunk, (module) => module.Counter);
    setBrowserOnline(false);
    renderWithStore(<Screen />);
    expect(await screen.findByRole('heading', { name: SCREEN_LOAD_FAILED_TITLE })).toBeTruthy();

    setBrowserOnline(true);
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeTruthy();
  });
});

describe('parts of a screen load on demand (charts, maps) and a weak network never takes the screen down', () => {
  afterEach(() => jest.restoreAllMocks());

  function Label({ text }: { text: string }) {
    return <p>Drawn: {text}</p>;
  }

  it('a part whose code cannot be fetched offline leaves the rest of the screen standing, and appears once back online', async () => {
    const loadChunk = jest
      .fn<Promise<{ Label: typeof Label }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk charts failed.'))
      .mockResolvedValue({ Label });
    const Chart = lazyPart(loadChunk, (module) => module.Label, NOTHING);
    setBrowserOnline(false);
    renderWithStore(
      <section>
        <h2>My Trends</h2>
        <Chart text="loads per week" />
      </section>,
    );
    await act(async () => {});
    expect(loadChunk).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'My Trends' })).toBeTruthy();
    expect(screen.queryByText(/Drawn/)).toBeNull();

    setBrowserOnline(true);
    expect(await screen.findByText('Drawn: loads per week')).toBeTruthy();
  });
});
