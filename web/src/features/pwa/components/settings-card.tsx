import type { ReactNode } from 'react';

/** One block of the App Settings page and dialog. */
export function SettingsCard({
  title,
  icon,
  description,
  children,
  testId,
}: {
  title: ReactNode;
  icon: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm sm:p-6"
      data-testid={testId}
    >
      <h2 className="flex items-center gap-2 font-display text-lg font-bold text-mystic-900">
        <span aria-hidden="true" className="flex text-gold-500">
          {icon}
        </span>
        {title}
      </h2>
      {description ? <p className="mt-2 text-sm text-slate-700">{description}</p> : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
