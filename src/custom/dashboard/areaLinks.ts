/** The areas reachable from the start screens, in menu order. */
export const AREA_LINKS = [
  { path: 'mycampaigns', key: 'campaigns' },
  { path: 'crm', key: 'crm' },
  { path: 'projects', key: 'projects' },
  { path: 'templates', key: 'templates' },
  { path: 'webforms', key: 'webforms' },
  { path: 'integrations', key: 'integrations' },
  { path: 'companies', key: 'companies' },
  { path: 'billing', key: 'billing' },
] as const;
