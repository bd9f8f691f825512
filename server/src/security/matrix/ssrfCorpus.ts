/**
 * URLs a user may type to make the server call somewhere it must not: its own machine, the
 * inside network, the cloud metadata service, or a non-web scheme. `port` is the canary's (see
 * canary.ts), put wherever the URL would otherwise reach this machine, so a hole shows up as a
 * connection there and not only as a missing refusal.
 */
export type SsrfEntry = { label: string; url: string };

export function ssrfCorpus(port: number): SsrfEntry[] {
  const at = (host: string) => `http://${host}:${port}/hook`;
  return [
    { label: 'loopback', url: at('127.0.0.1') },
    { label: 'localhost', url: at('localhost') },
    { label: 'LOCALHOST (case)', url: at('LOCALHOST') },
    { label: 'IPv6 loopback', url: at('[::1]') },
    { label: 'unspecified 0.0.0.0', url: at('0.0.0.0') },
    { label: 'unspecified 0', url: at('0') },
    { label: 'IPv6 unspecified', url: at('[::]') },
    { label: 'cloud metadata', url: 'http://169.254.169.254/latest/meta-data/' },
    { label: 'private 10/8', url: 'http://10.0.0.1/' },
    { label: 'private 192.168/16', url: 'http://192.168.1.1/' },
    { label: 'private 172.16/12', url: 'http://172.16.0.1/' },
    { label: 'CGNAT 100.64/10', url: 'http://100.64.0.1/' },
    { label: 'decimal', url: at('2130706433') },
    { label: 'octal', url: at('0177.0.0.1') },
    { label: 'hex', url: at('0x7f000001') },
    { label: 'short 127.1', url: at('127.1') },
    { label: 'IPv4-mapped IPv6 (dotted)', url: at('[::ffff:127.0.0.1]') },
    { label: 'IPv4-mapped IPv6 (hex)', url: at('[::ffff:7f00:1]') },
    { label: 'IPv6 unique local', url: 'http://[fd00::1]/' },
    { label: 'IPv6 link-local', url: 'http://[fe80::1]/' },
    { label: 'user-info before the host', url: `http://example.com@127.0.0.1:${port}/hook` },
    { label: 'fragment after the host', url: `http://127.0.0.1:${port}#@example.com` },
    { label: 'https to loopback', url: `https://127.0.0.1:${port}/hook` },
    { label: 'another local port', url: 'http://127.0.0.1:5432/' },
    { label: 'file scheme', url: 'file:///etc/passwd' },
    { label: 'gopher scheme', url: `gopher://127.0.0.1:${port}/_hello` },
    { label: 'ftp scheme', url: 'ftp://example.com/x' },
    { label: 'dict scheme', url: `dict://127.0.0.1:${port}/info` },
    { label: 'data scheme', url: 'data:text/plain,hello' },
    { label: 'not a URL', url: 'http://[127.0.0.1/' },
  ];
}
