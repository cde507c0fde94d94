import { useId, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sectionToggled, selectIsSectionExpanded } from '../../preferences/slice';
import { SECTIONS, type DashboardSectionKey } from '../dashboardText';

/** A collapsible section whose open flag persists between sessions (account spec 2.8); open until closed. */
export function DashboardSection({ section, children }: { section: DashboardSectionKey; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectIsSectionExpanded(state, section));
  const bodyId = useId();

  return (
    <section className="dashboard-section" aria-label={SECTIONS[section]}>
      <h2 className="dashboard-section__heading">
        <button
          type="button"
          className="dashboard-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => dispatch(sectionToggled(section))}
        >
          {SECTIONS[section]}
          <span className="dashboard-section__chevron" aria-hidden="true">{open ? '▾' : '▸'}</span>
        </button>
      </h2>
      <div id={bodyId} className="dashboard-section__body" hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
