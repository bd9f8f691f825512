import { createBrowserStorage } from './browserStorage';

/** The app's one storage instance over window.localStorage. */
export const storage = createBrowserStorage(window.localStorage);
