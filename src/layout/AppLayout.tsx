import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AccountCheckEffect } from '../accountLink/AccountCheckEffect';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { DocumentTitleEffect } from './DocumentTitleEffect';
import { IdentitySyncEffect } from './IdentitySyncEffect';
import { LocaleSyncEffect } from './LocaleSyncEffect';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} menu={AppMenu}>
      <LocaleSyncEffect />
      <AccountCheckEffect />
      <DocumentTitleEffect />
      <IdentitySyncEffect />
      {children}
    </Layout>
  );
}
