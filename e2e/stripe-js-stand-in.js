// A stand-in for Stripe.js, installed before the page loads (Playwright's addInitScript):
// @stripe/stripe-js uses an existing `window.Stripe`, so the pay page's own code runs for real
// against it. It draws a plain "Payment Element" (a card number field instead of Stripe's frame)
// and confirms through the Stripe API stand-in (server/test-services/stripe-stand-in.mjs) with the
// publishable key and the client secret, as Stripe.js confirms with Stripe: the stand-in then
// sends the signed webhook to the site. `window.__STRIPE_STAND_IN__ = { api }` names the stand-in.
(() => {
  const standIn = () => window.__STRIPE_STAND_IN__ ?? { api: '' };

  function form(params, prefix = '', out = new URLSearchParams()) {
    for (const [k, v] of Object.entries(params)) {
      const key = prefix ? `${prefix}[${k}]` : k;
      if (v && typeof v === 'object') form(v, key, out);
      else if (v !== undefined && v !== null) out.append(key, String(v));
    }
    return out;
  }

  function createPaymentElement() {
    const handlers = {};
    let root = null;
    let input = null;
    const element = {
      mount(node) {
        root = document.createElement('div');
        root.className = 'stripe-stand-in-element';
        const label = document.createElement('label');
        label.textContent = 'Test card number';
        input = document.createElement('input');
        input.autocomplete = 'off';
        input.inputMode = 'numeric';
        label.appendChild(input);
        root.appendChild(label);
        (typeof node === 'string' ? document.querySelector(node) : node).appendChild(root);
        input.addEventListener('input', () => (handlers.change ?? []).forEach((h) => h({ elementType: 'payment', empty: !input.value, complete: input.value.replace(/\D/g, '').length >= 15 })));
        setTimeout(() => (handlers.ready ?? []).forEach((h) => h({ elementType: 'payment' })), 50);
      },
      on(event, handler) {
        (handlers[event] ??= []).push(handler);
        return element;
      },
      off(event, handler) {
        handlers[event] = (handlers[event] ?? []).filter((h) => h !== handler);
        return element;
      },
      update() {},
      focus: () => input?.focus(),
      blur: () => input?.blur(),
      clear() {
        if (input) input.value = '';
      },
      unmount: () => root?.remove(),
      destroy: () => root?.remove(),
      number: () => (input?.value ?? '').replace(/\D/g, ''),
    };
    return element;
  }

  function Stripe(publishableKey) {
    let paymentElement = null;
    const elements = {
      create(type) {
        if (type !== 'payment') throw new Error(`The Stripe.js stand-in draws the payment element only, not ${type}`);
        paymentElement = createPaymentElement();
        return paymentElement;
      },
      getElement: (type) => (type === 'payment' ? paymentElement : null),
      update() {},
      fetchUpdates: async () => ({}),
      async submit() {
        const n = paymentElement?.number() ?? '';
        if (n.length < 15) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
        return {};
      },
    };
    const unused = () => Promise.reject(new Error('not used by this site'));
    return {
      elements: () => elements,
      createToken: unused,
      createPaymentMethod: unused,
      confirmCardPayment: unused,
      registerAppInfo() {},
      _registerWrapper() {},
      async confirmPayment({ clientSecret, confirmParams, redirect }) {
        const id = clientSecret.split('_secret_')[0];
        const res = await fetch(`${standIn().api}/v1/payment_intents/${id}/confirm`, {
          method: 'POST',
          headers: { authorization: `Bearer ${publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: form({ client_secret: clientSecret, return_url: confirmParams?.return_url, payment_method_data: { type: 'card', card: { number: paymentElement?.number() ?? '' } } }),
        });
        const body = await res.json();
        if (!res.ok) return { error: body.error };
        if (body.status === 'requires_action' && body.next_action?.type === 'redirect_to_url') {
          // As Stripe.js does: the bank's page, which comes back to return_url.
          window.location.assign(body.next_action.redirect_to_url.url);
          return new Promise(() => {});
        }
        if (redirect !== 'if_required' && confirmParams?.return_url) {
          window.location.assign(`${confirmParams.return_url}${confirmParams.return_url.includes('?') ? '&' : '?'}payment_intent=${id}&redirect_status=succeeded`);
          return new Promise(() => {});
        }
        return { paymentIntent: body };
      },
    };
  }
  // The release train @stripe/stripe-js expects (it warns about another).
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
