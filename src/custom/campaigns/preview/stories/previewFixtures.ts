import type { PMaxAdPreviewProps } from '../PMaxAdPreview';
import type { SearchAdPreviewProps } from '../SearchAdPreview';

/** An inline SVG as a data: URL: story images that need no file and no request. */
const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;

/** A bathroom-ish scene: tiles, a basin and a drop, in the business's blues. */
const scene = (width: number, height: number) => svg(width, height, `
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${(i % 6) * width / 6 + 4}" y="${Math.floor(i / 6) * 40 + 8}" width="${width / 6 - 8}" height="32" rx="3" fill="#ffffff" fill-opacity="0.12"/>`).join('')}
  <ellipse cx="${width / 2}" cy="${height * 0.72}" rx="${width * 0.22}" ry="${height * 0.12}" fill="#f8fafc"/>
  <path d="M${width / 2} ${height * 0.3} q${width * 0.05} ${height * 0.12} 0 ${height * 0.2} q-${width * 0.05} -${height * 0.08} 0 -${height * 0.2}z" fill="#7dd3fc"/>`);

export const LANDSCAPE_IMAGE = scene(382, 200);
export const SQUARE_IMAGE = scene(240, 240);
export const PORTRAIT_IMAGE = scene(192, 240);
export const LOGO_IMAGE = svg(64, 64, '<circle cx="32" cy="32" r="32" fill="#1e3a8a"/><text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#ffffff" text-anchor="middle">FL</text>');

export const spanishSearchAd: Omit<SearchAdPreviewProps, 'device'> = {
  headlines: [
    'Fontanero urgente en Madrid',
    '',
    'Llegamos en menos de 1 hora',
    'Presupuesto sin compromiso',
    'Fontanería López desde 1998',
    'Atascos, fugas y calderas',
    'Servicio 24 h y festivos',
  ],
  descriptions: [
    'Reparamos fugas, atascos y calderas el mismo día. Precio cerrado antes de empezar.',
    'Técnicos con 25 años de experiencia en Madrid y alrededores. Garantía de 1 año.',
    'Pide cita en línea o llámanos: sin desplazamiento en la M-30.',
  ],
  finalUrl: 'https://www.fontaneria-lopez.es/urgencias?utm_source=google',
  path1: 'fontaneros',
  path2: 'madrid',
  sitelinks: [
    { text: 'Pide presupuesto', description1: 'Respuesta en 30 minutos', description2: 'Sin compromiso' },
    { text: 'Urgencias 24 h', description1: 'Todos los días del año', description2: 'También festivos' },
    { text: 'Calderas', description1: 'Revisión y reparación', description2: 'Todas las marcas' },
    { text: 'Opiniones', description1: '4,9 de 5 en 1.200 reseñas', description2: 'Clientes de Madrid' },
    { text: 'Trabaja con nosotros' },
  ],
  callouts: ['Presupuesto gratis', 'Sin desplazamiento', 'Garantía de 1 año', 'Pago con tarjeta', 'Desde 1998'],
  phone: '912 345 678',
};

export const englishSearchAd: Omit<SearchAdPreviewProps, 'device'> = {
  headlines: ['Emergency Plumber in London', 'At Your Door Within an Hour', 'Free, No-Obligation Quotes', 'Family Run Since 1998'],
  descriptions: [
    'Leaks, blockages and boilers fixed the same day. A fixed price before we start.',
    'Gas Safe engineers across Greater London. Every repair guaranteed for a year.',
  ],
  finalUrl: 'https://www.lopezplumbing.co.uk/emergency',
  path1: 'plumbers',
  path2: 'london',
  sitelinks: [
    { text: 'Get a quote', description1: 'Reply within 30 minutes', description2: 'No obligation' },
    { text: 'Boiler repairs', description1: 'All makes and models', description2: 'Gas Safe registered' },
  ],
  callouts: ['Free quotes', 'No call-out fee', '1-year guarantee'],
  phone: '020 7946 0958',
};

/** Texts past their limits (a 31-character headline, a 95-character description, a 17-character path, a 30-character callout), as a user may type them. */
export const overLimitSearchAd: Omit<SearchAdPreviewProps, 'device'> = {
  headlines: ['Fontanero urgente en Madrid hoy', 'Presupuesto sin compromiso', 'Llegamos en menos de 1 hora'],
  descriptions: ['Reparamos fugas, atascos y calderas el mismo día con precio cerrado antes de empezar a trabajar', 'Garantía de 1 año.'],
  finalUrl: 'fontaneria-lopez.es',
  path1: 'fontaneros-madrid',
  path2: '',
  sitelinks: [],
  callouts: ['Presupuesto gratis en 24 horas'],
  phone: '',
};

export const spanishPMaxAd: PMaxAdPreviewProps = {
  headlines: ['Fontanero en Madrid', 'Urgencias 24 h', 'Presupuesto gratis'],
  longHeadlines: ['Fontanería López: fugas, atascos y calderas reparados hoy en Madrid, con precio cerrado'],
  descriptions: ['Técnicos con 25 años de experiencia. Garantía de 1 año.', 'Pide cita en línea o llámanos: llegamos en menos de una hora.'],
  businessName: 'Fontanería López',
  finalUrl: 'https://www.fontaneria-lopez.es',
  images: [
    { field: 'MARKETING_IMAGE', url: LANDSCAPE_IMAGE },
    { field: 'SQUARE_MARKETING_IMAGE', url: SQUARE_IMAGE },
    { field: 'PORTRAIT_MARKETING_IMAGE', url: PORTRAIT_IMAGE },
    { field: 'LOGO', url: LOGO_IMAGE },
  ],
};

export const englishPMaxAd: PMaxAdPreviewProps = {
  headlines: ['London Plumber', 'Emergency Call-Outs 24/7', 'Free Quotes'],
  longHeadlines: ['López Plumbing: leaks, blockages and boilers fixed today across London at a fixed price'],
  descriptions: ['Gas Safe engineers with 25 years of experience.', 'Book online or call: at your door within an hour.'],
  businessName: 'López Plumbing',
  finalUrl: 'https://www.lopezplumbing.co.uk',
  images: [
    { field: 'MARKETING_IMAGE', url: LANDSCAPE_IMAGE },
    { field: 'SQUARE_MARKETING_IMAGE', url: SQUARE_IMAGE },
    { field: 'LOGO', url: LOGO_IMAGE },
  ],
};
