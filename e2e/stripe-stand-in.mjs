// Stripe's API and hosted checkout for the end-to-end tests (test/stripe-stand-in.ts): the app
// talks to it through STRIPE_API_URL, and it delivers signed events to the app's webhook.
const { startStripeStandIn } = await import('../test/stripe-stand-in.ts');

const standIn = await startStripeStandIn({
  port: Number(process.env.STRIPE_STAND_IN_PORT),
  webhook: { url: process.env.STRIPE_WEBHOOK_URL, secret: process.env.STRIPE_WEBHOOK_SECRET },
  // Late on purpose: the page the buyer returns to shows that it waits for the confirmation.
  deliveryDelayMs: 2500,
});
console.log(`Stripe stand-in on ${standIn.url}`);
