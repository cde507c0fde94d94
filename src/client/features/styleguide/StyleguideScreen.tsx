import { Formik } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { screens } from '../../app/routeTable';
import { Button, type ButtonVariant } from '../../ui/Button';
import { DatePicker } from '../../ui/DatePicker';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { LoginField } from '../../ui/LoginField';
import { Modal } from '../../ui/Modal';
import { OnboardingField } from '../../ui/OnboardingField';
import { Spinner } from '../../ui/Spinner';
import { TabBar } from '../../ui/TabBar';
import { TimePicker } from '../../ui/TimePicker';
import '../../ui/card.css';
import '../../ui/login.css';
import '../../ui/onboarding.css';
import './styleguide.css';

const BUTTON_VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'link', 'danger'];

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="styleguide__part hb-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="styleguide__title">{title}</h2>
      <div className="styleguide__samples">{children}</div>
    </section>
  );
}

function Pickers() {
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [range, setRange] = useState<{ from: string | null; thru: string | null }>({ from: null, thru: null });
  const [rangeOpen, setRangeOpen] = useState(false);
  const dayId = useId();
  const timeId = useId();
  return (
    <>
      <label htmlFor={dayId}>Date picker</label>
      <DatePicker id={dayId} value={day} onChange={setDay} />
      <label htmlFor={timeId}>Time picker</label>
      <TimePicker id={timeId} value={time} onChange={setTime} />
      <Button variant="outline" aria-expanded={rangeOpen} onClick={() => setRangeOpen(!rangeOpen)}>
        {range.from ? `Date range: ${range.from} – ${range.thru ?? range.from}` : 'Choose a date range'}
      </Button>
      {rangeOpen && (
        <DateRangePicker
          from={range.from}
          thru={range.thru}
          onSelect={(chosen) => { setRange(chosen); setRangeOpen(false); }}
          onCancel={() => setRangeOpen(false)}
        />
      )}
    </>
  );
}

function Fields() {
  return (
    <Formik
      initialValues={{ emailAddress: 'dana@carrier.test', password: '', notes: '', state: '' }}
      initialErrors={{ password: 'Password is required.' }}
      initialTouched={{ password: true }}
      onSubmit={() => undefined}
    >
      <form className="styleguide__fields" onSubmit={(event) => event.preventDefault()}>
        <LoginField name="emailAddress" label="Email" type="email" autoComplete="off" />
        <LoginField name="password" label="Password (with an error)" type="password" autoComplete="off" />
        <OnboardingField name="state" label="Select" options={[{ value: 'KS', label: 'Kansas' }, { value: 'MO', label: 'Missouri' }]} />
        <OnboardingField name="notes" label="Text area (with the server's word)" multiline serverError="Notes are too long." />
      </form>
    </Formik>
  );
}

function ModalSample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open a dialog</Button>
      {open && (
        <Modal title="A dialog" onClose={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>Done</Button>}>
          <p>Focus stays inside until it is closed; Escape closes it.</p>
        </Modal>
      )}
    </>
  );
}

/** `/styleguide` (issue 22): the UI kit's parts as they render, each in its states, for whoever builds a screen. */
export function StyleguideScreen() {
  return (
    <div className="styleguide">
      <h1 className="screen-title">{screens.styleguide.title}</h1>
      <Part title="Buttons">
        {BUTTON_VARIANTS.map((variant) => <Button key={variant} variant={variant}>{variant}</Button>)}
        <Button disabled>disabled</Button>
        <Button variant="outline" block>block</Button>
      </Part>
      <Part title="Tab bar">
        <TabBar
          label="Sample tabs"
          tabs={[
            { label: 'Styleguide', to: screens.styleguide.path },
            { label: 'Tips and Tools', to: screens.tipsAndTools.path },
            { label: 'Legal Information', to: screens.legal.path },
          ]}
        />
      </Part>
      <Part title="Fields">
        <Fields />
      </Part>
      <Part title="Pickers">
        <Pickers />
      </Part>
      <Part title="Dialog">
        <ModalSample />
      </Part>
      <Part title="Spinner">
        <Spinner label="Loading a sample" />
      </Part>
    </div>
  );
}
