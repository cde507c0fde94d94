import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadBasemap } from '../../../../src/client/features/map/basemap';
import { BaseMap } from '../../../../src/client/features/map/components/BaseMap';
import { DEFAULT_VIEW } from '../../../../src/client/features/map/viewport';

const size = { width: 640, height: 480 };

describe('the offline basemap (DESIGN.md, maps)', () => {
  // The tests wait for the map's own steps, not for however long a busy machine takes to read the basemap.
  beforeAll(() => loadBasemap(), 30_000);

  it('draws every US state and Canadian province, with the neighbouring countries and lakes', async () => {
    const { shapes } = await loadBasemap();
    const regions = shapes.filter((shape) => shape.kind === 'region').map((shape) => shape.code);
    expect(regions).toHaveLength(64);
    expect(regions).toEqual(expect.arrayContaining(['TX', 'CA', 'AK', 'HI', 'DC', 'ON', 'QC', 'BC', 'NU', 'PE']));
    expect(shapes.some((shape) => shape.kind === 'country' && shape.code === 'MEX')).toBe(true);
    expect(shapes.some((shape) => shape.kind === 'country' && ['USA', 'CAN'].includes(shape.code))).toBe(false);
    expect(shapes.some((shape) => shape.kind === 'lake')).toBe(true);
  });

  it('loads the outlines once', async () => {
    expect(loadBasemap()).toBe(loadBasemap());
  });

  it('the buttons zoom in and out around the middle', async () => {
    const onViewChange = jest.fn();
    const { container } = render(<BaseMap view={DEFAULT_VIEW} size={size} onViewChange={onViewChange} />);
    await waitFor(() => expect(container.querySelectorAll('path.hb-basemap__region')).toHaveLength(64));

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));

    expect(onViewChange.mock.calls.map(([view]) => view.zoom)).toEqual([6, 4]);
    expect(onViewChange.mock.calls[0][0].center.lat).toBeCloseTo(39.5, 6);
    expect(onViewChange.mock.calls[0][0].center.lng).toBeCloseTo(-98.35, 6);
  });

  it('the wheel zooms one step at a time', async () => {
    const onViewChange = jest.fn();
    const { container } = render(<BaseMap view={DEFAULT_VIEW} size={size} onViewChange={onViewChange} />);
    const surface = container.querySelector('.hb-basemap') as HTMLElement;

    fireEvent.wheel(surface, { deltaY: -120, clientX: 320, clientY: 240 });
    fireEvent.wheel(surface, { deltaY: -120, clientX: 320, clientY: 240 });

    expect(onViewChange).toHaveBeenCalledTimes(1);
    expect(onViewChange.mock.calls[0][0].zoom).toBe(6);
    await waitFor(() => expect(container.querySelectorAll('path').length).toBeGreaterThan(0));
  });
});
