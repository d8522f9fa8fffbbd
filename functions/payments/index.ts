/** What the payments area offers the other areas: import it only through this file. */
export { handlePaymentEvent, isPaymentEvent } from './service/payment-events-service.js';
