import type { ReactNode } from 'react';

/** Up to two initials of a name: 'Dana Miller' → 'DM'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0].toUpperCase()).join('');
}

/** The user's avatar with the name beside it (spec 2.11); the initials are decoration for screen readers. */
export function AvatarWithName({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <div className="account-avatar">
      <span className="account-avatar__circle" aria-hidden="true">{initialsOf(name)}</span>
      <div className="account-avatar__text">
        <p className="account-avatar__name">{name}</p>
        {children}
      </div>
    </div>
  );
}
