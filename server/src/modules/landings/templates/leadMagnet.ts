import { CONSENT, FIELDS } from './shared';
import { type TemplateDefinition } from './template';

/** A free download in exchange for an email: what is inside, the form, and questions. */
export const leadMagnet: TemplateDefinition = {
  id: 'lead-magnet',
  category: 'lead-magnet',
  name: { es: 'Descarga gratuita', en: 'Free download' },
  description: { es: 'Para captar contactos con una guía, plantilla o checklist: contenido, formulario y preguntas.', en: 'To capture leads with a guide, template or checklist: contents, form and FAQs.' },
  brand: { es: 'Clientes Locales', en: 'Local Customers' },
  meta: {
    title: { es: 'Guía gratuita · 30 ideas para conseguir clientes en tu zona', en: 'Free guide · 30 ideas to win customers near you' },
    description: { es: 'Descarga la guía en PDF con 30 acciones probadas para negocios locales.', en: 'Download the PDF guide with 30 proven actions for local businesses.' },
  },
  theme: { primary: '#be123c', onPrimary: '#ffffff', background: '#ffffff', surface: '#fff1f2', text: '#111827', muted: '#4b5563', accent: '#fda4af', font: 'rounded', radius: 14 },
  sections: [
    {
      kind: 'hero', layout: 'split',
      eyebrow: { es: 'Guía gratuita en PDF', en: 'Free PDF guide' },
      title: { es: '30 ideas para conseguir clientes en tu zona', en: '30 ideas to win customers near you' },
      subtitle: { es: 'Acciones probadas por más de 200 negocios locales, ordenadas por coste y esfuerzo. Lista para aplicar esta semana.', en: 'Actions tested by over 200 local businesses, sorted by cost and effort. Ready to use this week.' },
      cta: { label: { es: 'Descargar la guía', en: 'Download the guide' }, href: '#form' },
      image: { alt: { es: 'Ilustración de la portada de la guía', en: 'Illustration of the guide’s cover' } },
    },
    {
      kind: 'features', title: { es: 'Qué incluye', en: 'What is inside' },
      items: [
        { icon: 'pin', title: { es: '10 ideas sin coste', en: '10 free ideas' }, text: { es: 'Ficha de empresa, reseñas y alianzas con comercios vecinos.', en: 'Business profile, reviews and partnerships with nearby shops.' } },
        { icon: 'chart', title: { es: '10 ideas de bajo presupuesto', en: '10 low-budget ideas' }, text: { es: 'Anuncios locales, folletos con código y sorteos.', en: 'Local ads, flyers with codes and giveaways.' } },
        { icon: 'users', title: { es: '10 ideas para fidelizar', en: '10 loyalty ideas' }, text: { es: 'Que quien compra una vez vuelva y te recomiende.', en: 'Turn first-time buyers into regulars who recommend you.' } },
        { icon: 'check', title: { es: 'Plantilla de plan', en: 'Plan template' }, text: { es: 'Una hoja para elegir tus cinco primeras acciones.', en: 'A sheet to pick your first five actions.' } },
      ],
    },
    {
      kind: 'form', title: { es: 'Recibe la guía en tu correo', en: 'Get the guide by email' },
      intro: { es: 'Te la enviamos al momento. Sin spam: puedes darte de baja con un clic.', en: 'We send it right away. No spam: unsubscribe with one click.' },
      fields: [FIELDS.name, FIELDS.email],
      consent: CONSENT, submit: { es: 'Enviarme la guía', en: 'Send me the guide' },
      success: { es: '¡Hecho! Revisa tu bandeja de entrada (y la de promociones).', en: 'Done! Check your inbox (and your promotions folder).' },
    },
    {
      kind: 'faq', title: { es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
      items: [
        { question: { es: '¿Es realmente gratis?', en: 'Is it really free?' }, answer: { es: 'Sí. Solo te pedimos el correo para enviártela.', en: 'Yes. We only ask for your email to send it.' } },
        { question: { es: '¿Sirve para mi sector?', en: 'Does it work for my sector?' }, answer: { es: 'Está pensada para comercios, hostelería y servicios con clientes cercanos.', en: 'It is written for shops, hospitality and services with nearby customers.' } },
      ],
    },
  ],
};
