import type { ReactNode } from 'react';
import { Card } from '../../../ui/Card';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred card every sign-in, registration and recovery screen is built on. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50/60 to-white px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <Card className="px-6 py-8 sm:px-8">
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm leading-6 text-zinc-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-zinc-600">{footer}</div> : null}
      </div>
    </div>
  );
}
