import { CONSENT, FIELDS } from './shared';
import { same, type TemplateDefinition } from './template';

/** A consultancy for small firms: what it solves, the method, clients' words, fees and a first meeting. */
export const consultancy: TemplateDefinition = {
  id: 'consultancy',
  category: 'consultancy',
  name: { es: 'Consultoría', en: 'Consultancy' },
  description: { es: 'Para asesores y consultoras: qué resolvéis, método, casos, tarifas y primera reunión.', en: 'For advisers and consultancies: what you solve, method, cases, fees and a first meeting.' },
  brand: { es: 'Norte Consultores', en: 'Norte Advisory' },
  meta: {
    title: { es: 'Norte Consultores · Finanzas claras para pymes', en: 'Norte Advisory · Clear finances for small businesses' },
    description: { es: 'Te ayudamos a entender tus números, mejorar tu margen y preparar tu crecimiento. Primera reunión gratuita.', en: 'We help you understand your numbers, improve your margin and plan your growth. First meeting free.' },
  },
  theme: { primary: '#0f766e', onPrimary: '#ffffff', background: '#ffffff', surface: '#f0fdfa', text: '#0f172a', muted: '#475569', accent: '#5eead4', font: 'sans', radius: 4 },
  sections: [
    {
      kind: 'hero', layout: 'split',
      eyebrow: { es: 'Asesoría financiera para pymes', en: 'Financial advice for small businesses' },
      title: { es: 'Entiende tus números y decide con tranquilidad', en: 'Understand your numbers and decide with confidence' },
      subtitle: { es: 'Un cuadro de mando mensual, un plan de tesorería a 12 meses y una persona que conoce tu negocio.', en: 'A monthly dashboard, a 12-month cash plan and one person who knows your business.' },
      cta: { label: { es: 'Reservar primera reunión', en: 'Book a first meeting' }, href: '#form' },
      secondaryCta: { label: { es: 'Ver tarifas', en: 'See fees' }, href: '#pricing' },
      image: { alt: { es: 'Ilustración de un cuadro de mando con gráficos', en: 'Illustration of a dashboard with charts' } },
    },
    {
      kind: 'features', title: { es: 'Qué resolvemos', en: 'What we solve' },
      items: [
        { icon: 'chart', title: { es: 'Margen por producto', en: 'Margin by product' }, text: { es: 'Sabrás qué te hace ganar dinero y qué no.', en: 'Know what makes you money and what does not.' } },
        { icon: 'calendar', title: { es: 'Tesorería sin sustos', en: 'Cash flow without surprises' }, text: { es: 'Previsión de cobros y pagos para anticiparte.', en: 'A forecast of money in and out so you can plan ahead.' } },
        { icon: 'shield', title: { es: 'Financiación', en: 'Financing' }, text: { es: 'Preparamos contigo la reunión con el banco.', en: 'We prepare the bank meeting with you.' } },
      ],
    },
    {
      kind: 'steps', title: { es: 'Nuestro método', en: 'Our method' },
      items: [
        { title: { es: 'Diagnóstico', en: 'Diagnosis' }, text: { es: 'Revisamos tus cuentas de los dos últimos años.', en: 'We review your last two years of accounts.' } },
        { title: { es: 'Plan', en: 'Plan' }, text: { es: 'Acordamos tres objetivos medibles para el año.', en: 'We agree three measurable goals for the year.' } },
        { title: { es: 'Seguimiento', en: 'Follow-up' }, text: { es: 'Una reunión al mes con tu cuadro de mando.', en: 'A monthly meeting with your dashboard.' } },
      ],
    },
    {
      kind: 'testimonials', title: { es: 'Clientes', en: 'Clients' },
      items: [
        { quote: { es: 'En seis meses pasamos de sobrevivir a planificar. El margen subió cuatro puntos.', en: 'In six months we went from surviving to planning. Our margin rose four points.' }, name: same('Elena Torres'), role: { es: 'Gerente, distribuidora de alimentación', en: 'Managing director, food distributor' } },
        { quote: { es: 'Por fin entiendo el informe que me manda el gestor.', en: 'I finally understand the report my accountant sends me.' }, name: same('Raúl Navarro'), role: { es: 'Fundador, taller mecánico', en: 'Founder, car repair shop' } },
      ],
    },
    {
      kind: 'pricing', title: { es: 'Tarifas', en: 'Fees' },
      intro: { es: 'Precios sin IVA. Sin permanencia.', en: 'Prices exclude VAT. No lock-in.' },
      plans: [
        { name: { es: 'Diagnóstico', en: 'Diagnosis' }, price: { es: '450 €', en: '€450' }, period: { es: 'una vez', en: 'one-off' }, highlighted: false, features: [{ es: 'Análisis de dos años', en: 'Two-year analysis' }, { es: 'Informe y reunión', en: 'Report and meeting' }], cta: { label: { es: 'Empezar', en: 'Get started' }, href: '#form' } },
        { name: { es: 'Acompañamiento', en: 'Ongoing support' }, price: { es: '290 €', en: '€290' }, period: { es: 'al mes', en: 'per month' }, highlighted: true, features: [{ es: 'Cuadro de mando mensual', en: 'Monthly dashboard' }, { es: 'Plan de tesorería', en: 'Cash flow plan' }, { es: 'Reunión mensual', en: 'Monthly meeting' }], cta: { label: { es: 'Hablemos', en: 'Let’s talk' }, href: '#form' } },
      ],
    },
    {
      kind: 'form', title: { es: 'Reserva una primera reunión gratuita', en: 'Book a free first meeting' },
      intro: { es: '30 minutos por videollamada para ver si podemos ayudarte.', en: '30 minutes by video call to see whether we can help.' },
      fields: [FIELDS.name, FIELDS.email, FIELDS.company, FIELDS.phone, FIELDS.message],
      consent: CONSENT, submit: { es: 'Reservar reunión', en: 'Book meeting' },
      success: { es: 'Gracias. Te escribiremos hoy para proponerte fecha y hora.', en: 'Thank you. We will write today to suggest a date and time.' },
    },
  ],
};
