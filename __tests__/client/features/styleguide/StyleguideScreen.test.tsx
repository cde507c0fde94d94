import { screen, within } from '@testing-library/react';
import { pinClock } from '../../../../src/client/app/clock';
import { renderAppAt } from '../../app/renderAppAt';

describe('Styleguide /styleguide (issue 22)', () => {
  beforeEach(() => pinClock('2026-11-20T18:30:00.000Z'));

  it('shows the UI kit’s parts as they render, each in a section of its own', async () => {
    renderAppAt('/styleguide');

    expect(await screen.findByRole('heading', { level: 1, name: 'Styleguide' })).toBeTruthy();
    for (const part of ['Buttons', 'Tab bar', 'Fields', 'Pickers', 'Dialog', 'Spinner']) {
      expect(screen.getByRole('region', { name: part })).toBeTruthy();
    }
    expect(screen.queryByText(/being built/)).toBeNull();
  });

  it('shows the buttons in every variant and disabled', async () => {
    renderAppAt('/styleguide');

    const buttons = within(await screen.findByRole('region', { name: 'Buttons' }));
    for (const variant of ['primary', 'secondary', 'outline', 'link', 'danger']) {
      expect(buttons.getByRole('button', { name: variant }).className).toContain(`hb-button--${variant}`);
    }
    expect(buttons.getByRole('button', { name: 'disabled' })).toHaveProperty('disabled', true);
  });

  it('shows fields with and without their error', async () => {
    renderAppAt('/styleguide');

    const fields = within(await screen.findByRole('region', { name: 'Fields' }));
    expect(fields.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
    expect(fields.getByLabelText('Password (with an error)').getAttribute('aria-invalid')).toBe('true');
    expect(fields.getByText('Password is required.')).toBeTruthy();
    expect(fields.getByText('Notes are too long.')).toBeTruthy();
  });

  it('the pickers work as on the screens: a day, a time and a date range chosen on the calendar', async () => {
    const { user } = renderAppAt('/styleguide');

    const pickers = within(await screen.findByRole('region', { name: 'Pickers' }));
    await user.selectOptions(pickers.getByLabelText('Time picker'), '13:30');
    expect((pickers.getByLabelText('Time picker') as HTMLSelectElement).value).toBe('13:30');
    await user.click(pickers.getByRole('button', { name: 'Choose a date range' }));
    expect(pickers.getByRole('region', { name: 'Date range' })).toBeTruthy();
  });

  it('the dialog opens and closes', async () => {
    const { user } = renderAppAt('/styleguide');

    await user.click(await screen.findByRole('button', { name: 'Open a dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'A dialog' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
