import { CONSENT, FIELDS, SENT } from './shared';
import { same, type TemplateDefinition } from './template';

/** A home-services business (repairs, cleaning, installations) asking for a quote. */
export const services: TemplateDefinition = {
  id: 'services',
  category: 'services',
  name: { es: 'Servicios profesionales', en: 'Professional services' },
  description: { es: 'Para negocios de servicios que piden presupuesto: ventajas, cómo trabajáis, opiniones y formulario.', en: 'For service businesses that quote: benefits, how you work, reviews and a quote form.' },
  brand: same('Reformas Alba'),
  meta: {
    title: { es: 'Reformas Alba · Reformas de cocinas y baños', en: 'Alba Renovations · Kitchen and bathroom renovations' },
    description: { es: 'Reformamos tu cocina o baño en plazo y con precio cerrado. Pide tu presupuesto sin compromiso.', en: 'We renovate your kitchen or bathroom on time and at a fixed price. Ask for a free quote.' },
  },
  theme: { primary: '#1d4ed8', onPrimary: '#ffffff', background: '#ffffff', surface: '#f1f5f9', text: '#0f172a', muted: '#475569', accent: '#93c5fd', font: 'sans', radius: 8 },
  sections: [
    {
      kind: 'hero', layout: 'split',
      eyebrow: { es: 'Presupuesto en 48 horas', en: 'Quote within 48 hours' },
      title: { es: 'Reformamos tu cocina y tu baño sin sorpresas', en: 'Kitchen and bathroom renovations with no surprises' },
      subtitle: { es: 'Precio cerrado por escrito, un único responsable de obra y limpieza diaria. Más de 600 reformas terminadas en plazo.', en: 'A fixed written price, one site manager and daily clean-up. Over 600 renovations finished on time.' },
      cta: { label: { es: 'Pedir presupuesto', en: 'Get a quote' }, href: '#form' },
      secondaryCta: { label: { es: 'Cómo trabajamos', en: 'How we work' }, href: '#steps' },
      image: { alt: { es: 'Ilustración de una cocina reformada', en: 'Illustration of a renovated kitchen' } },
    },
    {
      kind: 'features', title: { es: 'Por qué nos eligen', en: 'Why people choose us' },
      items: [
        { icon: 'shield', title: { es: 'Precio cerrado', en: 'Fixed price' }, text: { es: 'Lo que firmas es lo que pagas. Sin partidas ocultas ni extras al final.', en: 'What you sign is what you pay. No hidden items or extras at the end.' } },
        { icon: 'clock', title: { es: 'Plazos por contrato', en: 'Deadlines in the contract' }, text: { es: 'Si nos retrasamos, te descontamos un 1 % por cada día.', en: 'If we are late, we take 1% off for every day.' } },
        { icon: 'users', title: { es: 'Un solo interlocutor', en: 'One point of contact' }, text: { es: 'Tu jefe de obra coordina fontaneros, electricistas y alicatadores.', en: 'Your site manager coordinates plumbers, electricians and tilers.' } },
        { icon: 'check', title: { es: 'Garantía de 5 años', en: '5-year guarantee' }, text: { es: 'Cubrimos instalaciones y acabados durante cinco años.', en: 'We cover fittings and finishes for five years.' } },
      ],
    },
    {
      kind: 'steps', title: { es: 'Cómo trabajamos', en: 'How we work' },
      items: [
        { title: { es: 'Visita gratuita', en: 'Free visit' }, text: { es: 'Medimos, escuchamos lo que necesitas y te aconsejamos.', en: 'We measure, listen to what you need and advise you.' } },
        { title: { es: 'Presupuesto detallado', en: 'Detailed quote' }, text: { es: 'En 48 horas recibes el precio cerrado con materiales y plazos.', en: 'Within 48 hours you get a fixed price with materials and dates.' } },
        { title: { es: 'Obra y entrega', en: 'Work and handover' }, text: { es: 'Ejecutamos la reforma y la revisamos contigo antes de entregarla.', en: 'We carry out the work and check it with you before handing over.' } },
      ],
    },
    {
      kind: 'testimonials', title: { es: 'Lo que dicen nuestros clientes', en: 'What our clients say' },
      items: [
        { quote: { es: 'Terminaron el baño un día antes de lo previsto y lo dejaron todo limpio.', en: 'They finished the bathroom a day early and left everything clean.' }, name: same('Marta Gil'), role: { es: 'Reforma de baño, Valencia', en: 'Bathroom renovation, Valencia' } },
        { quote: { es: 'El precio fue exactamente el del presupuesto. Repetiremos con la cocina.', en: 'The price was exactly the quote. We will use them again for the kitchen.' }, name: same('Jorge Ruiz'), role: { es: 'Reforma integral, Madrid', en: 'Full renovation, Madrid' } },
      ],
    },
    {
      kind: 'faq', title: { es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
      items: [
        { question: { es: '¿Cuánto dura una reforma de baño?', en: 'How long does a bathroom renovation take?' }, answer: { es: 'Entre 7 y 12 días laborables según el tamaño y los materiales.', en: 'Between 7 and 12 working days depending on size and materials.' } },
        { question: { es: '¿Os encargáis de los permisos?', en: 'Do you handle the permits?' }, answer: { es: 'Sí, tramitamos la licencia de obra menor con tu ayuntamiento.', en: 'Yes, we apply for the minor works permit with your council.' } },
        { question: { es: '¿Puedo financiar la reforma?', en: 'Can I pay in instalments?' }, answer: { es: 'Sí, hasta en 24 meses sin intereses para obras de más de 3.000 €.', en: 'Yes, up to 24 months interest-free for work over €3,000.' } },
      ],
    },
    {
      kind: 'form', title: { es: 'Pide tu presupuesto sin compromiso', en: 'Ask for a free quote' },
      intro: { es: 'Cuéntanos qué quieres reformar y te llamamos hoy mismo.', en: 'Tell us what you want to renovate and we will call you today.' },
      fields: [FIELDS.name, FIELDS.email, FIELDS.phoneRequired, FIELDS.message],
      consent: CONSENT, submit: { es: 'Quiero mi presupuesto', en: 'Send my request' }, success: SENT,
    },
  ],
};
