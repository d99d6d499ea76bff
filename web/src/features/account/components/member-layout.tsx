import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { MemberSideCard } from './member-side-card';

/** A member-area page: the side card beside the page's content. */
export function MemberLayout({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useSession();
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr]">
        {user ? <MemberSideCard user={user} /> : null}
        <div className="min-w-0 space-y-6">{children}</div>
      </div>
    </>
  );
}
