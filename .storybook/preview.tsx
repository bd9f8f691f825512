import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import type { Preview } from '@storybook/react-vite';

// Each story brings its own providers (see src/test/ShellStoryWrapper.tsx), as its test does.
const preview: Preview = {
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
};

export default preview;
