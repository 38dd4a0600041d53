// The frame shared by the sign-in and registration screens: one narrow column that fits a phone.
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/usePageTitle';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page auth" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      {children}
    </section>
  );
}
