import { useState } from 'react';
import { createFakeServices } from '../test/createFakeServices';
import { ShellStoryWrapper } from '../test/ShellStoryWrapper';
import { ThemeToggle } from './ThemeToggle';

export default { title: 'Shell/ThemeToggle' };

export function Light() {
  const [fake] = useState(() => createFakeServices());
  return (
    <ShellStoryWrapper services={fake.services} path="login">
      <ThemeToggle />
    </ShellStoryWrapper>
  );
}

export function Dark() {
  const [fake] = useState(() => createFakeServices({ theme: 'dark' }));
  return (
    <ShellStoryWrapper services={fake.services} path="login">
      <ThemeToggle />
    </ShellStoryWrapper>
  );
}
