// The payments module's face (issue 51). Its routes are registered by app.ts from routes.ts.
export { liveProviders, type PaymentConfig, readPaymentConfig } from '../../payment-config';
export { paymentEventSubscribers, paymentHoldJob } from './jobs';
export { paymentProviders, type ProviderRegistry } from './providers';
