import type { Decorator } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { ComponentStoryWrapper } from './ComponentStoryWrapper';

/** Storybook decorator: `parameters.language` (es by default) and `parameters.mode` (light by default). */
export const withComponentStory: Decorator = (Story, { parameters }) => (
  <ComponentStoryWrapper language={parameters.language} mode={parameters.mode}>
    <Box sx={{ p: 3, bgcolor: 'background.default', minHeight: 200 }}>
      <Story />
    </Box>
  </ComponentStoryWrapper>
);
