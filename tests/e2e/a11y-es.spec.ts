import { after } from 'node:test';
import { axeSweep } from './support/a11ySweep';
import { closeBrowser } from './support/fixtures';

after(closeBrowser);

// Every screen in Spanish, light theme, a 1024 px window (the other language: the other theme and width).
axeSweep('es', 'light', { width: 1024, height: 768 }, [390]);
