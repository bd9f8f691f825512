import { AppBar, Box, Container, Paper, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ProductLogo } from './ProductLogo/ProductLogo';
import { ThemeToggle } from './ThemeToggle';

export type PublicLayoutProps = { title: string; subtitle?: string; children: ReactNode; wide?: boolean };

/** The frame of every public page: brand bar with language and theme, one titled card. */
export function PublicLayout({ title, subtitle, children, wide }: PublicLayoutProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar component="nav" aria-label={t('app.nav.public')}>
          <Box component="p" sx={{ flexGrow: 1, m: 0 }}>
            <ProductLogo name={t('app.name')} />
          </Box>
          <LanguageSwitcher />
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth={wide ? 'md' : 'sm'} sx={{ py: { xs: 3, sm: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
