import type { ReactNode } from 'react';

export type HeadingLevel = 3 | 4 | 5 | 6;

/** An earlier version sits one level deeper than the current one, so the outline of the page stays in order. */
export function Heading({ level, className, children }: { level: HeadingLevel; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}
