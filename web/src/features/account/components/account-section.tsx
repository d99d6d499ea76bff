import type { ReactNode } from 'react';

/** A titled card of the member's settings pages (the profile, the password). */
export function AccountSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id={headingId} className="mb-5 font-display text-xl font-bold text-mystic-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
