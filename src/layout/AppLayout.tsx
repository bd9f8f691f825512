import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AccountCheckEffect } from '../accountLink/AccountCheckEffect';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { DocumentTitleEffect } from './DocumentTitleEffect';
import { IdentitySyncEffect } from './IdentitySyncEffect';
import { LocaleSyncEffect } from './LocaleSyncEffect';
import { AccountDeletionBanner } from './deletion/AccountDeletionBanner';
import { CompanyDeletionBanner } from './deletion/CompanyDeletionBanner';

const LAYOUT_SX = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
  // Every list: its table scrolls sideways inside the card, its toolbar wraps onto a second line.
  '& .RaList-main, & .RaList-content': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper, & .RaDataTable-tableWrapper, & .RaLayout-content .MuiTableContainer-root': { overflowX: 'auto', maxWidth: '100%' },
  '& .RaTopToolbar-root, & .RaLayout-content .MuiToolbar-root': { flexWrap: 'wrap', minWidth: 0 },
  // On phones react-admin stacks filters and actions in a column (column-reverse): wrapping that
  // column put the actions in a second column beside the filters, off-screen.
  '& .RaList-actions, & .RaListToolbar-root': { flexWrap: { xs: 'nowrap', sm: 'wrap' }, minWidth: 0 },
} as const;

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    // The live socket and chat status live as long as the signed-in layout (SPEC §4).
    // react-admin's layout is at least as wide as its content (min-width: fit-content), and the
    // content is a flex item beside the sidebar: a wide child (the board, a table with many
    // columns) then widens the whole document, sidebar and title scrolling away. At most the
    // viewport instead, so wide things scroll inside their own box.
    <RealtimeProvider>
      <Layout appBar={AppBar} menu={AppMenu} sx={LAYOUT_SX}>
        <LocaleSyncEffect />
        <AccountCheckEffect />
        <DocumentTitleEffect />
        <IdentitySyncEffect />
        <AccountDeletionBanner />
        <CompanyDeletionBanner />
        {children}
      </Layout>
    </RealtimeProvider>
  );
}
