/* global window, document, fetch, setTimeout, URL */
/*
 * A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js), served by the browser tests' routing in its place
 * (e2e/card-payments.spec.ts): the part the shop's pay page calls, through Stripe's own React kit. Its Payment
 * Element draws a plain card-number field; confirmPayment asks the test (a POST to api.stripe.com/__e2e/confirm,
 * which the test answers) whether the card is taken, declined on the page, or declined after a redirect, and
 * then does what Stripe does: an error comes back, or the browser goes to return_url with Stripe's three
 * parameters.
 */
(function () {
  'use strict';

  function noop() {}

  function paymentElement() {
    var handlers = {};
    var node = null;
    var element = {
      mount: function (target) {
        node = typeof target === 'string' ? document.querySelector(target) : target;
        node.innerHTML =
          '<label data-e2e-card style="display:block;font:inherit">Card number ' +
          '<input name="cardnumber" inputmode="numeric" autocomplete="cc-number" ' +
          'style="display:block;width:100%;box-sizing:border-box;padding:10px;margin-top:4px;font:inherit"></label>';
        setTimeout(function () {
          if (handlers.ready) handlers.ready({ elementType: 'payment' });
        }, 50);
        return element;
      },
      on: function (event, handler) {
        handlers[event] = handler;
        return element;
      },
      off: function (event) {
        delete handlers[event];
        return element;
      },
      update: noop,
      unmount: noop,
      destroy: function () {
        if (node) node.innerHTML = '';
      },
    };
    return element;
  }

  function Stripe(publishableKey) {
    var elements = null;
    var clientSecret = null;
    function unsupported() {
      return Promise.reject(new Error('not in the stand-in'));
    }
    return {
      publishableKey: publishableKey,
      elements: function (options) {
        clientSecret = options && options.clientSecret;
        var created = null;
        elements = {
          create: function () {
            created = paymentElement();
            return created;
          },
          getElement: function () {
            return created;
          },
          update: noop,
          fetchUpdates: function () {
            return Promise.resolve({});
          },
          submit: function () {
            return Promise.resolve({});
          },
        };
        return elements;
      },
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      confirmPayment: function (options) {
        var field = document.querySelector('[data-e2e-card] input');
        var card = field ? field.value.replace(/\s+/g, '') : '';
        return fetch('https://api.stripe.com/__e2e/confirm', {
          method: 'POST',
          body: JSON.stringify({ clientSecret: clientSecret, card: card }),
        })
          .then(function (response) {
            return response.json();
          })
          .then(function (answer) {
            if (answer.error) return { error: answer.error };
            var back = new URL(options.confirmParams.return_url);
            back.searchParams.set('payment_intent', clientSecret.split('_secret_')[0]);
            back.searchParams.set('payment_intent_client_secret', clientSecret);
            back.searchParams.set('redirect_status', answer.redirectStatus);
            window.location.assign(back.href);
            return new Promise(noop);
          });
      },
    };
  }

  window.Stripe = Stripe;
})();
