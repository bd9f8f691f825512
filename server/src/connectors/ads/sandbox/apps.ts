import type { StoreApp } from '../ads.connector';

/** A small offline app catalogue standing in for the stores' search (getAppFromStore). */
const CATALOGUE: StoreApp[] = [
  { app_id: 'com.whatsapp', name: 'WhatsApp Messenger', developer: 'WhatsApp LLC', app_store: 'GOOGLE_APP_STORE' },
  { app_id: '310633997', name: 'WhatsApp Messenger', developer: 'WhatsApp Inc.', app_store: 'APPLE_APP_STORE' },
  { app_id: 'com.spotify.music', name: 'Spotify: Music and Podcasts', developer: 'Spotify AB', app_store: 'GOOGLE_APP_STORE' },
  { app_id: '324684580', name: 'Spotify - Music and Podcasts', developer: 'Spotify', app_store: 'APPLE_APP_STORE' },
  { app_id: 'com.glovo', name: 'Glovo: Food Delivery and more', developer: 'Glovoapp23', app_store: 'GOOGLE_APP_STORE' },
  { app_id: '951812684', name: 'Glovo: Food & Grocery Delivery', developer: 'Glovoapp23 SL', app_store: 'APPLE_APP_STORE' },
  { app_id: 'com.wallapop', name: 'Wallapop - Buy & Sell Nearby', developer: 'Wallapop', app_store: 'GOOGLE_APP_STORE' },
  { app_id: '658321226', name: 'Wallapop - Compra y vende', developer: 'Wallapop S.L.', app_store: 'APPLE_APP_STORE' },
  { app_id: 'com.android.ebay', name: 'eBay: Shop & sell in the app', developer: 'eBay Mobile', app_store: 'GOOGLE_APP_STORE' },
  { app_id: '282614216', name: 'eBay Online Shopping & Selling', developer: 'eBay Inc.', app_store: 'APPLE_APP_STORE' },
  { app_id: 'com.demo.spicyshop', name: 'Demo Company Shop', developer: 'Demo Company', app_store: 'GOOGLE_APP_STORE' },
  { app_id: '1600000001', name: 'Demo Company Shop', developer: 'Demo Company', app_store: 'APPLE_APP_STORE' },
];

const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Apps of one store whose name, developer or id contains the text. */
export function findApps(store: StoreApp['app_store'], query: string): StoreApp[] {
  const q = fold(query.trim());
  return CATALOGUE.filter((a) => a.app_store === store && [a.name, a.developer, a.app_id].some((f) => fold(f).includes(q)));
}
