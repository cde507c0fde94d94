import type { ReactNode } from 'react';
import './LoadChangeCard.css';

/** The card every screen that changes one load sits on: claim steps, new pick-up and drop-off, a new driver. */
export function LoadChangeCard({ className, children }: { className: string; children: ReactNode }) {
  return <section className={`load-change-card ${className}`}>{children}</section>;
}
