import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type ReactNode } from 'react';
import { lazyScreen } from '../../../src/client/app/lazyScreen';
import { preloadScreenAt, screenComponents } from '../../../src/client/app/screenComponents';

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

describe('screens load on demand (the first screen is small)', () => {
  it('a screen’s code is fetched only when the screen is first opened, with the spinner meanwhile', async () => {
    const chunk = slowChunk();
    const Screen = lazyScreen(chunk.loadChunk, (module) => module.Counter);
    expect(chunk.loadChunk).not.toHaveBeenCalled();

    render(<Screen />);
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

    render(<Screen />);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
  });

  it('a screen opened while its code downloads keeps its state once the code is there', async () => {
    const chunk = slowChunk();
    const Screen = lazyScreen(chunk.loadChunk, (module) => module.Counter);
    const { rerender } = render(<Screen />);
    await chunk.deliver();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clicked 0' }));

    rerender(<Screen />);
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

  it('a screen whose code cannot be fetched reaches the error fallback instead of spinning forever', async () => {
    const Screen = lazyScreen(() => Promise.reject(new Error('Loading chunk search failed.')), () => Counter);
    const caught: unknown[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      componentDidCatch(error: unknown) {
        caught.push(error);
      }
      render() {
        return this.state.failed ? <p>Failed</p> : this.props.children;
      }
    }
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    render(<Boundary><Screen /></Boundary>);
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(String(caught[0])).toContain('Loading chunk search failed.');
    quiet.mockRestore();
  });
});
