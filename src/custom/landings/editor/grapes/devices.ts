/** The canvas widths of the three views (GrapesJS's own device names, which the preset's commands use). */
export const DEVICES = [
  { id: 'desktop', name: 'Desktop', width: '' },
  { id: 'tablet', name: 'Tablet', width: '768px', widthMedia: '992px' },
  { id: 'phone', name: 'Mobile portrait', width: '375px', widthMedia: '480px' },
] as const;
export type DeviceId = (typeof DEVICES)[number]['id'];

export const deviceName = (id: DeviceId) => DEVICES.find((d) => d.id === id)!.name;
export const deviceIdOf = (name: string | undefined): DeviceId => DEVICES.find((d) => d.name === name)?.id ?? 'desktop';
