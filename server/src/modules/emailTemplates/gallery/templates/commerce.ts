import type { GalleryDefinition } from '../blocks';
import { FONTS, GALLERY_DATES, footer, palette } from './common';

/** Promotion, abandoned cart, receipt and product launch: the emails around a sale. */

const promotionPalette = palette({ page: '#fbf3ee', card: '#ffffff', primary: '#b4461f', onPrimary: '#ffffff', text: '#2b1a12', muted: '#6b5347', soft: '#fde7dc', accent: '#7c2d12', headingFont: FONTS.serif });
export const promotion: GalleryDefinition = {
  id: 'promotion', kind: 'promotion', palette: promotionPalette, ...GALLERY_DATES,
  tags: { types: [3], seasons: [3], features: [1, 2, 4], industries: [2] },
  copy: {
    es: {
      name: 'Promoción de temporada', description: 'Una oferta clara con código de descuento, tres categorías destacadas y fecha límite.',
      subject: '{{name|Hola}}, un 25 % en toda la tienda hasta el domingo', preheader: 'Textiles, cerámica y luz cálida para tu casa, con envío gratis.',
      blocks: [
        { type: 'brand', name: 'Casa Olivo', note: 'Objetos para vivir despacio' },
        { type: 'hero', eyebrow: 'Solo hasta el domingo', title: '25 % en toda la tienda', text: 'Renueva tu casa para el invierno con piezas hechas a mano por artesanos de aquí.', button: 'Ver la colección' },
        { type: 'features', title: 'Lo más buscado esta semana', items: [
          { symbol: '◐', title: 'Cerámica', text: 'Vajillas de gres esmaltadas a mano.' },
          { symbol: '≋', title: 'Textiles', text: 'Mantas de lana y lino lavado.' },
          { symbol: '☼', title: 'Iluminación', text: 'Lámparas de mesa de luz cálida.' },
        ] },
        { type: 'code', label: 'Usa este código al pagar:', code: 'OLIVO25', note: 'Válido hasta el domingo a las 23:59. Envío gratis desde 50 €.' },
        { type: 'button', label: 'Comprar ahora' },
        footer('es', 'Casa Olivo', 'Calle de la Paz 7, 41004 Sevilla', 'te suscribiste a las novedades de Casa Olivo'),
      ],
    },
    en: {
      name: 'Seasonal promotion', description: 'A clear offer with a discount code, three featured categories and a deadline.',
      subject: '{{name|Hi}}, 25% off everything until Sunday', preheader: 'Textiles, ceramics and warm light for your home, with free shipping.',
      blocks: [
        { type: 'brand', name: 'Olive House', note: 'Things for slow living' },
        { type: 'hero', eyebrow: 'Until Sunday only', title: '25% off everything', text: 'Get your home ready for winter with pieces handmade by local craftspeople.', button: 'See the collection' },
        { type: 'features', title: 'Most wanted this week', items: [
          { symbol: '◐', title: 'Ceramics', text: 'Hand-glazed stoneware tableware.' },
          { symbol: '≋', title: 'Textiles', text: 'Wool throws and washed linen.' },
          { symbol: '☼', title: 'Lighting', text: 'Table lamps with a warm glow.' },
        ] },
        { type: 'code', label: 'Use this code at checkout:', code: 'OLIVE25', note: 'Valid until Sunday at 11:59 pm. Free shipping over $50.' },
        { type: 'button', label: 'Shop now' },
        footer('en', 'Olive House', '7 Peace Street, Portland, OR 97204', 'you subscribed to Olive House updates'),
      ],
    },
  },
};

const cartPalette = palette({ page: '#f3f4f6', card: '#ffffff', primary: '#111827', onPrimary: '#ffffff', text: '#111827', muted: '#4b5563', soft: '#f3f4f6', accent: '#d97706' });
export const abandonedCart: GalleryDefinition = {
  id: 'abandoned-cart', kind: 'abandoned-cart', palette: cartPalette, ...GALLERY_DATES,
  tags: { types: [3, 8], seasons: [1], features: [1, 5], industries: [2] },
  copy: {
    es: {
      name: 'Carrito abandonado', description: 'Recuerda los productos que quedaron en el carrito, con resumen y botón para terminar la compra.',
      subject: '{{name|Hola}}, tu carrito te espera', preheader: 'Guardamos tus productos 48 horas más. Termina tu pedido cuando quieras.',
      blocks: [
        { type: 'brand', name: 'Taller Lumen' },
        { type: 'hero', tone: 'soft', align: 'left', title: '¿Se te olvidó algo, {{name|amigo}}?', text: 'Dejaste estos productos en tu carrito. Los hemos reservado durante 48 horas para que no te quedes sin ellos.' },
        { type: 'products', items: [
          { name: 'Lámpara Aro', detail: 'Latón cepillado · 1 unidad', price: '89,00 €', swatch: '#b45309' },
          { name: 'Bombilla Filamento', detail: 'Luz cálida 2200 K · 2 unidades', price: '18,00 €', swatch: '#d97706' },
        ] },
        { type: 'table', rows: [['Subtotal', '107,00 €'], ['Envío', 'Gratis']], total: ['Total', '107,00 €'] },
        { type: 'button', label: 'Terminar mi compra' },
        { type: 'text', align: 'center', paragraphs: ['¿Tienes dudas sobre medidas o montaje? Responde a este correo y te ayudamos.'] },
        footer('es', 'Taller Lumen', 'Calle Fuencarral 88, 28004 Madrid', 'empezaste una compra en Taller Lumen'),
      ],
    },
    en: {
      name: 'Abandoned cart', description: 'A reminder of what was left in the cart, with a summary and a button to finish checking out.',
      subject: '{{name|Hi}}, your cart is waiting', preheader: 'We are holding your items for 48 more hours. Finish your order whenever you like.',
      blocks: [
        { type: 'brand', name: 'Lumen Workshop' },
        { type: 'hero', tone: 'soft', align: 'left', title: 'Forgot something, {{name|friend}}?', text: 'You left these items in your cart. We are holding them for 48 hours so you do not miss out.' },
        { type: 'products', items: [
          { name: 'Halo Lamp', detail: 'Brushed brass · 1 item', price: '$89.00', swatch: '#b45309' },
          { name: 'Filament Bulb', detail: 'Warm light 2200 K · 2 items', price: '$18.00', swatch: '#d97706' },
        ] },
        { type: 'table', rows: [['Subtotal', '$107.00'], ['Shipping', 'Free']], total: ['Total', '$107.00'] },
        { type: 'button', label: 'Complete my purchase' },
        { type: 'text', align: 'center', paragraphs: ['Questions about sizes or fitting? Reply to this email and we will help.'] },
        footer('en', 'Lumen Workshop', '88 Mercer Street, New York, NY 10012', 'you started a purchase at Lumen Workshop'),
      ],
    },
  },
};

const receiptPalette = palette({ page: '#f1f5f9', card: '#ffffff', primary: '#0f766e', onPrimary: '#ffffff', text: '#0f172a', muted: '#475569', soft: '#ccfbf1', accent: '#0e7490', font: FONTS.wide });
export const receipt: GalleryDefinition = {
  id: 'receipt', kind: 'receipt', palette: receiptPalette, ...GALLERY_DATES,
  tags: { types: [5], seasons: [1], features: [1, 3, 5], industries: [2, 5] },
  copy: {
    es: {
      name: 'Recibo de compra', description: 'Confirmación de pedido con detalle de líneas, impuestos y total, y los datos de entrega.',
      subject: 'Recibo de tu pedido en Café Solana', preheader: 'Gracias por tu compra, {{name|amigo}}. Aquí tienes el detalle.',
      blocks: [
        { type: 'brand', name: 'Café Solana', note: 'Tostadores desde 1987' },
        { type: 'hero', tone: 'soft', title: '¡Gracias por tu pedido, {{name|amigo}}!', text: 'Lo estamos preparando. Te avisaremos en cuanto salga de nuestro obrador.' },
        { type: 'table', title: 'Resumen del pedido', rows: [
          ['Café de Colombia, grano 1 kg', '24,50 €'], ['Café de Etiopía, molido 250 g', '8,90 €'], ['Taza de cerámica Solana', '12,00 €'], ['Envío estándar', '3,95 €'], ['IVA incluido (10 %)', '4,49 €'],
        ], total: ['Total pagado', '49,35 €'] },
        { type: 'table', title: 'Entrega', rows: [['Destinatario', '{{fullName}}'], ['Ciudad', '{{city}}'], ['Plazo estimado', '2–3 días laborables']] },
        { type: 'button', label: 'Seguir mi pedido', variant: 'outline' },
        { type: 'text', align: 'center', paragraphs: ['Guarda este correo como justificante. Para cambios o devoluciones tienes 30 días.'] },
        footer('es', 'Café Solana S. L.', 'Calle Larios 3, 29005 Málaga · CIF B00000000', 'hiciste un pedido en Café Solana'),
      ],
    },
    en: {
      name: 'Purchase receipt', description: 'An order confirmation with its lines, taxes and total, and the delivery details.',
      subject: 'Your Solana Coffee order receipt', preheader: 'Thank you for your purchase, {{name|friend}}. Here are the details.',
      blocks: [
        { type: 'brand', name: 'Solana Coffee', note: 'Roasters since 1987' },
        { type: 'hero', tone: 'soft', title: 'Thank you for your order, {{name|friend}}!', text: 'We are getting it ready and will let you know as soon as it leaves our roastery.' },
        { type: 'table', title: 'Order summary', rows: [
          ['Colombia coffee, whole bean 1 kg', '$24.50'], ['Ethiopia coffee, ground 250 g', '$8.90'], ['Solana ceramic mug', '$12.00'], ['Standard shipping', '$3.95'], ['Sales tax', '$4.49'],
        ], total: ['Total paid', '$53.84'] },
        { type: 'table', title: 'Delivery', rows: [['Recipient', '{{fullName}}'], ['City', '{{city}}'], ['Estimated delivery', '2–3 business days']] },
        { type: 'button', label: 'Track my order', variant: 'outline' },
        { type: 'text', align: 'center', paragraphs: ['Keep this email as your receipt. You have 30 days for exchanges or returns.'] },
        footer('en', 'Solana Coffee Inc.', '3 Harbor Way, Seattle, WA 98101', 'you placed an order with Solana Coffee'),
      ],
    },
  },
};

const launchPalette = palette({ page: '#e9e8f7', card: '#ffffff', primary: '#4338ca', onPrimary: '#ffffff', text: '#111827', muted: '#4b5563', soft: '#e0e7ff', accent: '#db2777' });
export const productLaunch: GalleryDefinition = {
  id: 'product-launch', kind: 'product-launch', palette: launchPalette, ...GALLERY_DATES,
  tags: { types: [9], seasons: [1], features: [1, 4], industries: [3, 2] },
  copy: {
    es: {
      name: 'Lanzamiento de producto', description: 'Presenta una novedad: titular, tres ventajas, una opinión de cliente y llamada a probarlo.',
      subject: 'Presentamos Pulso 2: tu agenda, por fin en orden', preheader: 'Reservas, recordatorios y cobros en una sola app. Pruébala gratis 30 días.',
      blocks: [
        { type: 'brand', name: 'Pulso', note: 'Novedad' },
        { type: 'hero', eyebrow: 'Ya disponible', title: 'Conoce Pulso 2', text: '{{name|Hola}}, hemos rehecho Pulso desde cero con lo que nos pedisteis: más rápido, más sencillo y con cobros integrados.', button: 'Probar gratis 30 días' },
        { type: 'features', title: 'Lo que cambia', items: [
          { symbol: '⚡', title: 'El doble de rápido', text: 'Tu agenda se abre al instante, incluso sin conexión.' },
          { symbol: '⏰', title: 'Recordatorios automáticos', text: 'Menos citas perdidas: avisos por correo y SMS.' },
          { symbol: '€', title: 'Cobros en la reserva', text: 'Señales y pagos completos sin salir de la app.' },
        ] },
        { type: 'quote', text: 'Desde que usamos Pulso 2 las ausencias han bajado a la mitad y dedico la tarde del viernes a otra cosa.', author: 'Javier Ruiz, Fisioterapia Ruiz' },
        { type: 'button', label: 'Descubrir Pulso 2' },
        footer('es', 'Pulso Software S. L.', 'Paseo de la Castellana 95, 28046 Madrid', 'usas Pulso o pediste información sobre él'),
      ],
    },
    en: {
      name: 'Product launch', description: 'Introduce something new: headline, three benefits, a customer quote and a call to try it.',
      subject: 'Introducing Pulse 2: your schedule, finally in order', preheader: 'Bookings, reminders and payments in one app. Try it free for 30 days.',
      blocks: [
        { type: 'brand', name: 'Pulse', note: 'New' },
        { type: 'hero', eyebrow: 'Available now', title: 'Meet Pulse 2', text: '{{name|Hi}}, we rebuilt Pulse from scratch around what you asked for: faster, simpler and with payments built in.', button: 'Try it free for 30 days' },
        { type: 'features', title: 'What is new', items: [
          { symbol: '⚡', title: 'Twice as fast', text: 'Your schedule opens instantly, even offline.' },
          { symbol: '⏰', title: 'Automatic reminders', text: 'Fewer missed appointments with email and SMS alerts.' },
          { symbol: '$', title: 'Payments at booking', text: 'Deposits and full payments without leaving the app.' },
        ] },
        { type: 'quote', text: 'Since we moved to Pulse 2, no-shows have halved and I have my Friday afternoons back.', author: 'Javier Ruiz, Ruiz Physiotherapy' },
        { type: 'button', label: 'Discover Pulse 2' },
        footer('en', 'Pulse Software Ltd', '95 Kingsway, London WC2B 6SX', 'you use Pulse or asked us about it'),
      ],
    },
  },
};
