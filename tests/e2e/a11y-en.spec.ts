import { after } from 'node:test';
import { axeSweep } from './support/a11ySweep';
import { closeBrowser } from './support/fixtures';

after(closeBrowser);

// Every screen in English, dark theme, a laptop window (the other language: the other theme and width).
axeSweep('en', 'dark', { width: 1366, height: 800 }, [768]);
