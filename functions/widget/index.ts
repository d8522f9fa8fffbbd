/** What the widget area offers the other areas: import it only through this file. */
export { widgetFunnelFor } from './service/settings-service.js';
