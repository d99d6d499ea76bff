import type { ReactNode } from 'react';

/** The dark banner at the top of each page, with its one h1. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="night-sky text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="font-display text-3xl font-bold text-gold-300 sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-mystic-100">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** A page section with an h2 heading. */
export function Section({
  title,
  action,
  children,
  id,
  className,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className ?? 'mx-auto max-w-7xl px-4 py-12 sm:px-6'}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="font-display text-2xl font-bold text-mystic-900 sm:text-3xl">
          <span aria-hidden="true" className="mr-2 text-gold-500">
            ✦
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
