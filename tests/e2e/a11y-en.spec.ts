import { after } from 'node:test';
import { axeSweep } from './support/a11ySweep';
import { closeBrowser } from './support/fixtures';

after(closeBrowser);

// Every screen in English, dark theme (the other language is swept in the other theme).
axeSweep('en', 'dark');
