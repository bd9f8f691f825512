import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../../theme/createAppTheme';
import { ProductLogo } from './ProductLogo';

const withTheme: Decorator = (Story, { parameters }) => (
  <ThemeProvider theme={createAppTheme(parameters.mode ?? 'light', 'ltr')}>
    <Stack sx={{ p: 3, bgcolor: 'background.paper' }}>
      <Story />
    </Stack>
  </ThemeProvider>
);

const meta = {
  title: 'Components/ProductLogo',
  component: ProductLogo,
  args: { name: 'Marketing CRM' },
  decorators: [withTheme],
} satisfies Meta<typeof ProductLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithName: Story = {};
export const MarkOnly: Story = { args: { showName: false } };
export const Dark: Story = { parameters: { mode: 'dark' } };
