/* global window, document */
// The fake PayPal JS SDK, served by fakePayPalCheckout.ts: window.paypal.Buttons(options) with PayPal's button API
// (isEligible, render, close, updateProps; onInit's enable/disable). A click opens PayPal's window at once (so no
// popup blocker stops it), awaits createOrder, shows the order there, then calls onApprove or onCancel with
// PayPal's data; createOrder's rejection and every other failure go to onError, as in PayPal's SDK.
(function () {
  var origin = new URL(document.currentScript.src).origin;

  function waitForBuyer(popup, orderID) {
    return new Promise(function (resolve) {
      function done(result) {
        window.removeEventListener('message', onMessage);
        clearInterval(watch);
        resolve(result);
      }
      function onMessage(event) {
        var data = event.data || {};
        if (event.origin !== origin || data.fakePayPal !== true || data.orderID !== orderID) return;
        popup.close();
        done(data);
      }
      window.addEventListener('message', onMessage);
      // Closing PayPal's window without paying is a cancel.
      var watch = setInterval(function () {
        if (popup.closed) done({ action: 'cancel', orderID: orderID });
      }, 200);
    });
  }

  function Buttons(options) {
    var enabled = true;
    var button = null;
    var actions = {
      enable: function () {
        enabled = true;
        if (button) button.disabled = false;
        return Promise.resolve();
      },
      disable: function () {
        enabled = false;
        if (button) button.disabled = true;
        return Promise.resolve();
      },
    };
    if (typeof options.onInit === 'function') options.onInit({}, actions);

    function fail(error) {
      if (typeof options.onError === 'function') options.onError(error);
      else console.error(error);
    }

    function pay() {
      if (!enabled) return;
      var popup = window.open('', 'fake-paypal-checkout', 'popup,width=450,height=600');
      Promise.resolve()
        .then(function () {
          if (typeof options.createOrder !== 'function') throw new Error('createOrder is required');
          return options.createOrder({ paymentSource: 'paypal' }, {});
        })
        .then(function (orderID) {
          if (typeof orderID !== 'string' || !orderID) throw new Error('Expected an order id to be passed');
          if (!popup) throw new Error('The PayPal window could not be opened');
          popup.location.href = origin + '/checkoutnow?token=' + encodeURIComponent(orderID);
          return waitForBuyer(popup, orderID);
        })
        .then(function (result) {
          if (result.action === 'approve') {
            var data = { orderID: result.orderID, payerID: result.payerID, paymentSource: 'paypal' };
            return options.onApprove && options.onApprove(data, { restart: function () {} });
          }
          return options.onCancel && options.onCancel({ orderID: result.orderID });
        })
        .catch(function (error) {
          if (popup && !popup.closed) popup.close();
          fail(error);
        });
    }

    return {
      isEligible: function () {
        return true;
      },
      render: function (target) {
        var container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error('Document is ready and element ' + target + ' does not exist'));
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('aria-label', 'Pay with PayPal');
        button.disabled = !enabled;
        button.style.cssText =
          'width:100%;min-height:45px;border:0;border-radius:23px;background:#ffc439;color:#003087;font:700 18px sans-serif;cursor:pointer';
        button.addEventListener('click', pay);
        container.append(button);
        return Promise.resolve();
      },
      close: function () {
        if (button) button.remove();
        button = null;
        return Promise.resolve();
      },
      updateProps: function () {
        return Promise.resolve();
      },
    };
  }

  window.paypal = { Buttons: Buttons, version: '5.0.0-fake' };
})();
