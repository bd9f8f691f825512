import { ConfigError } from './config';
import { startServer } from './start';

// Entry point of `npm start`: one process serving the app, the API and /locales.
try {
  const running = await startServer();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.app.log.info(`${signal} received, shutting down`);
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  // One line a person can act on, not a stack trace.
  const message = error instanceof ConfigError ? error.message : `Start-up failed: ${(error as Error).message}`;
  console.error(message);
  process.exit(1);
}
