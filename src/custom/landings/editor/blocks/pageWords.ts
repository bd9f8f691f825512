import type { LandingLanguage } from '../../../../../contract/landings';

/**
 * The words the builder's own blocks put on the page: in the landing's language (the visitor's),
 * not the editor's. The section blocks' words come from the templates (getLandingBlocks).
 */
export const PAGE_WORDS: Record<LandingLanguage, {
  mapTitle: string; mapAddress: string; openMap: string;
  videoTitle: string; videoLabel: string;
  countdownTitle: string; countdownUntil: string;
}> = {
  es: {
    mapTitle: 'Dónde estamos', mapAddress: 'Calle Mayor 1, 28013 Madrid', openMap: 'Abrir en el mapa',
    videoTitle: 'Míralo en acción', videoLabel: 'Vídeo de presentación',
    countdownTitle: 'La oferta termina pronto', countdownUntil: 'Hasta el',
  },
  en: {
    mapTitle: 'Where to find us', mapAddress: '1 High Street, London', openMap: 'Open in maps',
    videoTitle: 'See it in action', videoLabel: 'Presentation video',
    countdownTitle: 'The offer ends soon', countdownUntil: 'Until',
  },
};
