// The frame shared by the sign-in and registration screens: one narrow column that fits a phone.
// Opening either form is what starts the crypto worker for a visitor without a session, so the
// key pair is ready by the time the form is filled in (the app itself never starts it for them).
import { type ReactNode, useEffect } from 'react';
import { prepareSigning } from '../../api/signing';
import { usePageTitle } from '../../app/usePageTitle';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  useEffect(() => {
    void prepareSigning().catch((error: unknown) => console.warn('signing is not ready', error));
  }, []);
  return (
    <section className="page auth" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      {children}
    </section>
  );
}
