import { CONSENT, FIELDS } from './shared';
import { type TemplateDefinition } from './template';

/** A product launch with pre-orders: features, figures, launch prices, questions, waiting list. */
export const productLaunch: TemplateDefinition = {
  id: 'product-launch',
  category: 'product-launch',
  name: { es: 'Lanzamiento de producto', en: 'Product launch' },
  description: { es: 'Para lanzar un producto: novedades, cifras, precios de lanzamiento, preguntas y lista de espera.', en: 'To launch a product: what is new, figures, launch prices, FAQs and a waiting list.' },
  brand: { es: 'Onda Audio', en: 'Onda Audio' },
  meta: {
    title: { es: 'Onda Pro · Auriculares con 50 horas de batería', en: 'Onda Pro · Headphones with 50 hours of battery' },
    description: { es: 'Cancelación de ruido, 50 horas de batería y reparables. Reserva con precio de lanzamiento.', en: 'Noise cancelling, 50-hour battery and repairable. Pre-order at the launch price.' },
  },
  theme: { primary: '#4338ca', onPrimary: '#ffffff', background: '#fafafa', surface: '#eef2ff', text: '#111827', muted: '#4b5563', accent: '#a5b4fc', font: 'sans', radius: 24 },
  sections: [
    {
      kind: 'hero', layout: 'center',
      eyebrow: { es: 'Llegan el 1 de abril', en: 'Arriving 1 April' },
      title: { es: 'Onda Pro: silencio cuando lo quieres, 50 horas de música', en: 'Onda Pro: silence when you want it, 50 hours of music' },
      subtitle: { es: 'Cancelación de ruido adaptativa, batería para dos semanas y piezas reemplazables para que duren años.', en: 'Adaptive noise cancelling, battery for two weeks and replaceable parts so they last for years.' },
      cta: { label: { es: 'Reservar con descuento', en: 'Pre-order with discount' }, href: '#form' },
      secondaryCta: { label: { es: 'Ver precios', en: 'See prices' }, href: '#pricing' },
      image: { alt: { es: 'Ilustración de los auriculares Onda Pro', en: 'Illustration of the Onda Pro headphones' } },
    },
    {
      kind: 'features', title: { es: 'Qué los hace distintos', en: 'What makes them different' },
      items: [
        { icon: 'bolt', title: { es: '50 horas de batería', en: '50-hour battery' }, text: { es: 'Y 10 minutos de carga dan 5 horas más.', en: 'And 10 minutes of charging gives 5 more hours.' } },
        { icon: 'shield', title: { es: 'Reparables', en: 'Repairable' }, text: { es: 'Almohadillas, batería y cable se cambian en casa.', en: 'Ear pads, battery and cable can be swapped at home.' } },
        { icon: 'heart', title: { es: 'Ligeros', en: 'Lightweight' }, text: { es: '240 gramos para llevarlos todo el día.', en: '240 grams to wear all day.' } },
      ],
    },
    {
      kind: 'stats', title: { es: 'En cifras', en: 'By the numbers' },
      items: [
        { value: { es: '50 h', en: '50 h' }, label: { es: 'de batería', en: 'of battery' } },
        { value: { es: '−35 dB', en: '−35 dB' }, label: { es: 'de ruido exterior', en: 'of outside noise' } },
        { value: { es: '3 años', en: '3 years' }, label: { es: 'de garantía', en: 'warranty' } },
      ],
    },
    {
      kind: 'pricing', title: { es: 'Precio de lanzamiento', en: 'Launch price' },
      intro: { es: 'Solo para las primeras 1.000 reservas.', en: 'Only for the first 1,000 pre-orders.' },
      plans: [
        { name: { es: 'Onda Pro', en: 'Onda Pro' }, price: { es: '179 €', en: '€179' }, period: { es: 'luego 229 €', en: 'then €229' }, highlighted: true, features: [{ es: 'Envío gratis el día del lanzamiento', en: 'Free shipping on launch day' }, { es: 'Funda de viaje incluida', en: 'Travel case included' }], cta: { label: { es: 'Reservar', en: 'Pre-order' }, href: '#form' } },
        { name: { es: 'Onda Pro + kit', en: 'Onda Pro + kit' }, price: { es: '209 €', en: '€209' }, period: { es: 'luego 269 €', en: 'then €269' }, highlighted: false, features: [{ es: 'Todo lo anterior', en: 'Everything above' }, { es: 'Batería y almohadillas de repuesto', en: 'Spare battery and ear pads' }], cta: { label: { es: 'Reservar el kit', en: 'Pre-order the kit' }, href: '#form' } },
      ],
    },
    {
      kind: 'faq', title: { es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
      items: [
        { question: { es: '¿Cuándo se cobra la reserva?', en: 'When is the pre-order charged?' }, answer: { es: 'Solo cuando enviamos tu pedido. Puedes cancelar antes sin coste.', en: 'Only when we ship your order. You can cancel before then at no cost.' } },
        { question: { es: '¿Funcionan con cualquier móvil?', en: 'Do they work with any phone?' }, answer: { es: 'Sí, por Bluetooth 5.3 con Android, iPhone y ordenadores.', en: 'Yes, over Bluetooth 5.3 with Android, iPhone and computers.' } },
      ],
    },
    {
      kind: 'form', title: { es: 'Reserva los tuyos', en: 'Pre-order yours' },
      intro: { es: 'Te avisamos el día del lanzamiento con tu precio reservado.', en: 'We will tell you on launch day, with your price held.' },
      fields: [FIELDS.name, FIELDS.email],
      consent: CONSENT, submit: { es: 'Reservar', en: 'Pre-order' },
      success: { es: '¡Reservado! Te escribiremos el 1 de abril.', en: 'Pre-ordered! We will write to you on 1 April.' },
    },
    {
      kind: 'cta', title: { es: 'Quedan pocas unidades a precio de lanzamiento', en: 'Few units left at the launch price' },
      cta: { label: { es: 'Reservar ahora', en: 'Pre-order now' }, href: '#form' },
    },
  ],
};
