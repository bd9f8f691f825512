import { same, type TemplateDefinition } from './template';

/** A mobile app (personal finances): benefits, figures, reviews, plans and download. */
export const app: TemplateDefinition = {
  id: 'app',
  category: 'app',
  name: { es: 'Aplicación móvil', en: 'Mobile app' },
  description: { es: 'Para apps y software: ventajas, cifras, opiniones, planes y preguntas.', en: 'For apps and software: benefits, figures, reviews, plans and FAQs.' },
  brand: { es: 'Cuentas Claras', en: 'ClearBudget' },
  meta: {
    title: { es: 'Cuentas Claras · Tus gastos ordenados sin esfuerzo', en: 'ClearBudget · Your spending sorted without effort' },
    description: { es: 'La app que clasifica tus gastos sola y te avisa antes de pasarte del presupuesto.', en: 'The app that sorts your spending by itself and warns you before you go over budget.' },
  },
  theme: { primary: '#047857', onPrimary: '#ffffff', background: '#ffffff', surface: '#f0fdf4', text: '#052e16', muted: '#3f524a', accent: '#6ee7b7', font: 'rounded', radius: 20 },
  sections: [
    {
      kind: 'hero', layout: 'split',
      title: { es: 'Tus gastos, ordenados solos', en: 'Your spending, sorted by itself' },
      subtitle: { es: 'Conecta tu banco y Cuentas Claras clasifica cada gasto, te avisa antes de pasarte y te dice cuánto puedes ahorrar este mes.', en: 'Connect your bank and ClearBudget sorts every expense, warns you before you overspend and tells you how much you can save this month.' },
      cta: { label: { es: 'Probar 30 días gratis', en: 'Try free for 30 days' }, href: '#pricing' },
      secondaryCta: { label: { es: 'Ver funciones', en: 'See features' }, href: '#features' },
      image: { alt: { es: 'Ilustración de la app en un móvil con un gráfico de gastos', en: 'Illustration of the app on a phone showing a spending chart' } },
    },
    {
      kind: 'features', title: { es: 'Todo lo que hace por ti', en: 'Everything it does for you' },
      items: [
        { icon: 'bolt', title: { es: 'Clasificación automática', en: 'Automatic categories' }, text: { es: 'Supermercado, transporte, ocio: cada gasto en su sitio sin tocar nada.', en: 'Groceries, transport, going out: every expense in its place, hands-free.' } },
        { icon: 'clock', title: { es: 'Avisos a tiempo', en: 'Timely alerts' }, text: { es: 'Te avisamos cuando llevas el 80 % de un presupuesto.', en: 'We let you know when you reach 80% of a budget.' } },
        { icon: 'shield', title: { es: 'Seguridad bancaria', en: 'Bank-grade security' }, text: { es: 'Solo lectura, cifrado de extremo a extremo y sin vender tus datos.', en: 'Read-only access, end-to-end encryption and we never sell your data.' } },
        { icon: 'users', title: { es: 'Cuentas compartidas', en: 'Shared accounts' }, text: { es: 'Gastos de casa con tu pareja o tus compañeros de piso.', en: 'Household costs with your partner or flatmates.' } },
      ],
    },
    {
      kind: 'stats', title: { es: 'Quien la usa, ahorra', en: 'People who use it save' },
      items: [
        { value: { es: '120.000', en: '120,000' }, label: { es: 'personas la usan cada mes', en: 'people use it every month' } },
        { value: { es: '180 €', en: '€180' }, label: { es: 'de ahorro medio al mes', en: 'saved on average each month' } },
        { value: { es: '4,8', en: '4.8' }, label: { es: 'de valoración en las tiendas', en: 'rating in the app stores' } },
      ],
    },
    {
      kind: 'testimonials', title: { es: 'Lo que dicen', en: 'What people say' },
      items: [
        { quote: { es: 'Por fin sé a dónde se va el dinero a fin de mes.', en: 'At last I know where the money goes at the end of the month.' }, name: same('Laura Méndez'), role: { es: 'Diseñadora', en: 'Designer' } },
        { quote: { es: 'Las cuentas compartidas nos han ahorrado muchas discusiones.', en: 'Shared accounts have saved us a lot of arguments.' }, name: { es: 'Diego y Sara', en: 'Diego and Sara' }, role: { es: 'Pareja, Sevilla', en: 'Couple, Seville' } },
      ],
    },
    {
      kind: 'pricing', title: { es: 'Planes', en: 'Plans' },
      intro: { es: 'Empieza gratis; cambia o cancela cuando quieras.', en: 'Start free; change or cancel any time.' },
      plans: [
        { name: { es: 'Básico', en: 'Basic' }, price: { es: '0 €', en: '€0' }, period: { es: 'siempre', en: 'forever' }, highlighted: false, features: [{ es: 'Una cuenta bancaria', en: 'One bank account' }, { es: 'Clasificación automática', en: 'Automatic categories' }], cta: { label: { es: 'Empezar gratis', en: 'Start free' }, href: '#faq' } },
        { name: { es: 'Plus', en: 'Plus' }, price: { es: '3,99 €', en: '€3.99' }, period: { es: 'al mes', en: 'per month' }, highlighted: true, features: [{ es: 'Cuentas ilimitadas', en: 'Unlimited accounts' }, { es: 'Avisos y presupuestos', en: 'Alerts and budgets' }, { es: 'Cuentas compartidas', en: 'Shared accounts' }], cta: { label: { es: 'Probar 30 días', en: 'Try 30 days' }, href: '#faq' } },
      ],
    },
    {
      kind: 'faq', title: { es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
      items: [
        { question: { es: '¿Qué bancos funcionan?', en: 'Which banks work?' }, answer: { es: 'Más de 50 bancos españoles y europeos mediante acceso de solo lectura.', en: 'Over 50 Spanish and European banks through read-only access.' } },
        { question: { es: '¿Puedo cancelar la prueba?', en: 'Can I cancel the trial?' }, answer: { es: 'Sí, desde la app y sin cargo si lo haces antes del día 30.', en: 'Yes, from the app and free of charge before day 30.' } },
      ],
    },
    {
      kind: 'cta', title: { es: 'Empieza a ahorrar hoy', en: 'Start saving today' },
      text: { es: '30 días gratis, sin tarjeta.', en: '30 days free, no card needed.' },
      cta: { label: { es: 'Ver planes', en: 'See plans' }, href: '#pricing' },
    },
  ],
};
