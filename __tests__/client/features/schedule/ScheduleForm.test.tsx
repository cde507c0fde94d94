import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import type { LoadRecord, ScheduleRequest } from '../../../../src/shared/loads';
import { formatPlaceTime } from '../../../../src/shared/placeTime';
import { ScheduleForm, type ScheduleFormProps } from '../../../../src/client/features/schedule/ScheduleForm';
import { emptyScheduleValues, type ScheduleValues } from '../../../../src/client/features/schedule/scheduleValues';
import { aSchedulableLoad, day, shown } from './scheduleFixtures';

function renderForm(load: LoadRecord, props: Partial<ScheduleFormProps> & { initialValues?: ScheduleValues } = {}) {
  const onSubmit = jest.fn();
  render(
    <ScheduleForm
      load={load}
      initialValues={emptyScheduleValues}
      submitLabel="Claim Load"
      submission={{ status: 'idle', failure: null, failureText: null }}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const pickupDate = () => screen.getByLabelText<HTMLInputElement>('Pick-up date');
const deliveryDate = () => screen.getByLabelText<HTMLInputElement>('Drop-off date');
const timeOf = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const descriptionOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Claim Load' });

describe('the pick-up and drop-off form (loads spec 5)', () => {
  it('delivery date is disabled until a pick-up date is set', async () => {
    const { user } = renderForm(aSchedulableLoad());
    expect(deliveryDate().disabled).toBe(true);
    await user.type(pickupDate(), day(3));
    expect(deliveryDate().disabled).toBe(false);
  });

  it('delivery minimum is the pick-up date', async () => {
    const { user, onSubmit } = renderForm(aSchedulableLoad());
    await user.type(pickupDate(), day(4));
    expect(deliveryDate().getAttribute('min')).toBe(day(4));
    await user.type(deliveryDate(), day(3));
    await user.click(submit());
    expect(await screen.findByText(`Drop-off must be between ${shown(day(4))} and ${shown(day(9))}.`)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('pick-up minimum is the later of today and earliestPickup', async () => {
    const { user, onSubmit } = renderForm(aSchedulableLoad({ earliestPickup: day(2) }));
    expect(pickupDate().getAttribute('min')).toBe(day(2));
    await user.type(pickupDate(), day(1));
    await user.click(submit());
    expect(await screen.findByText(`Pick-up must be between ${shown(day(2))} and ${shown(day(5))}.`)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('pick-up minimum is today when earliestPickup has passed', () => {
    renderForm(aSchedulableLoad({ earliestPickup: day(-3) }));
    expect(pickupDate().getAttribute('min')).toBe(day(0));
  });

  it('pick-up maximum is latestPickup', async () => {
    const { user } = renderForm(aSchedulableLoad({ latestPickup: day(5) }));
    expect(pickupDate().getAttribute('max')).toBe(day(5));
    await user.type(pickupDate(), day(6));
    await user.click(submit());
    expect(await screen.findByText(`Pick-up must be between ${shown(day(2))} and ${shown(day(5))}.`)).toBeTruthy();
  });

  it('delivery maximum is latestDelivery', async () => {
    const { user } = renderForm(aSchedulableLoad({ latestDelivery: day(9) }));
    await user.type(pickupDate(), day(3));
    expect(deliveryDate().getAttribute('max')).toBe(day(9));
    await user.type(deliveryDate(), day(10));
    await user.click(submit());
    expect(await screen.findByText(`Drop-off must be between ${shown(day(3))} and ${shown(day(9))}.`)).toBeTruthy();
  });

  it('a load without windows leaves both dates open up to the date picker bound 9998-12-31', () => {
    renderForm(aSchedulableLoad({ earliestPickup: null, latestPickup: null, latestDelivery: null }));
    expect(pickupDate().getAttribute('max')).toBe('9998-12-31');
    expect(deliveryDate().getAttribute('max')).toBe('9998-12-31');
  });

  it('pick-up and drop-off dates and times are required', async () => {
    const { user, onSubmit } = renderForm(aSchedulableLoad(), {
      initialValues: { pickupDate: '', pickupTime: '', deliveryDate: '', deliveryTime: '' },
    });
    await user.click(submit());
    expect(await screen.findByText('Pick-up date is required')).toBeTruthy();
    expect(screen.getByText('Drop-off date is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('pick-up and drop-off times default to 12:00', () => {
    renderForm(aSchedulableLoad());
    expect(timeOf('Pick-up time').value).toBe('12:00');
    expect(timeOf('Drop-off time').value).toBe('12:00');
  });

  it("Pick-up date passed: the pick-up field is disabled and 'Pick-Up date range has passed' shows", () => {
    renderForm(aSchedulableLoad({ earliestPickup: day(-6), latestPickup: day(-1) }));
    expect(pickupDate().disabled).toBe(true);
    expect(timeOf('Pick-up time').disabled).toBe(true);
    expect(screen.getByText('Pick-Up date range has passed')).toBeTruthy();
  });

  it("a time entered is the place's local time: the pick-up on the origin's clock, the drop-off on the destination's", async () => {
    const { user, onSubmit } = renderForm(aSchedulableLoad({ originTimeZone: 'America/New_York', destinationTimeZone: 'America/Los_Angeles' }));
    await user.type(pickupDate(), day(3));
    await user.selectOptions(timeOf('Pick-up time'), '08:15');
    await user.type(deliveryDate(), day(6));
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0][0] as ScheduleRequest;
    expect(sent.scheduledPickup).toMatch(new RegExp(`^${day(3)}T08:15:00-0[45]:00$`));
    expect(sent.scheduledDelivery).toMatch(new RegExp(`^${day(6)}T12:00:00-0[78]:00$`));
    expect(formatPlaceTime(sent.scheduledPickup, 'America/New_York')).toMatch(/ 8:15 AM E[SD]T$/);
    expect(formatPlaceTime(sent.scheduledDelivery, 'America/Los_Angeles')).toMatch(/ 12:00 PM P[SD]T$/);
  });

  it("each time names its place's zone", () => {
    renderForm(aSchedulableLoad({ originTimeZone: 'America/New_York', destinationTimeZone: 'America/Los_Angeles' }));
    expect(screen.getByText(/^Pick-up local time \(E[SD]T\)$/)).toBeTruthy();
    expect(screen.getByText(/^Drop-off local time \(P[SD]T\)$/)).toBeTruthy();
  });

  it("submits the place's wall clock with its offset", async () => {
    const { user, onSubmit } = renderForm(aSchedulableLoad());
    await user.type(pickupDate(), day(3));
    await user.selectOptions(timeOf('Pick-up time'), '08:15');
    await user.type(deliveryDate(), day(6));
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      scheduledPickup: moment(`${day(3)}T08:15`).format(),
      scheduledDelivery: moment(`${day(6)}T12:00`).format(),
    });
  });

  it("shows the server's message as the form's root error when no field says it", () => {
    renderForm(aSchedulableLoad(), {
      submission: { status: 'failed', failure: { code: 'conflict', serverMessage: 'This load has already been claimed', fieldErrors: {} },
        failureText: 'This load has already been claimed',
      },
    });
    expect(screen.getByRole('alert').textContent).toBe('This load has already been claimed');
  });

  it("shows the server's field errors under the dates, once: not again as the root error", () => {
    renderForm(aSchedulableLoad(), {
      submission: {
        status: 'failed',
        failure: {
          code: 'validation_failed',
          serverMessage: 'Too early, Not a work day Too late',
          fieldErrors: { scheduledPickup: 'Too early, Not a work day', scheduledDelivery: 'Too late' },
        },
        failureText: 'Too early, Not a work day Too late',
      },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(descriptionOf(pickupDate())).toBe('Too early, Not a work day');
    expect(descriptionOf(deliveryDate())).toBe('Too late');
  });

  it('disables submit while the schedule is being sent', () => {
    renderForm(aSchedulableLoad(), { submission: { status: 'submitting', failure: null, failureText: null } });
    expect(submit().disabled).toBe(true);
  });

  it('the schedule form checks on the client what the server checks: a drop-off before the pick-up time shows once, in the form', async () => {
    const { user, onSubmit } = renderForm(aSchedulableLoad());
    await user.type(pickupDate(), day(3));
    await user.selectOptions(timeOf('Pick-up time'), '14:00');
    await user.type(deliveryDate(), day(3));
    await user.click(submit());
    expect(await screen.findAllByText('Drop-off must not be before the pick-up time.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a drop-off that leaves less time than the miles need gets a warning, not a refusal', async () => {
    const { user, onSubmit } = renderForm(aSchedulableLoad({ miles: 1200 }));
    await user.type(pickupDate(), day(3));
    await user.type(deliveryDate(), day(4));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Tight schedule: 1,200 mi take about 2.4 days at 500 miles a day, and this drop-off is 1 day after the pick-up.',
    );
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.clear(deliveryDate());
    await user.type(deliveryDate(), day(6));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
