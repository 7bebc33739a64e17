// The demo link page: shows what the workspace sent it by postMessage (spec 001 §7 token-erp).
// It listens only to its parent window, and asks it again for the handoff once it listens (the
// workspace also sends it when the frame loads). It writes text only, never markup.
(function () {
  'use strict';
  var parentOrigin = location.ancestorOrigins && location.ancestorOrigins.length ? location.ancestorOrigins[0] : null;
  var count = 0;
  function show(id, value) {
    var el = document.getElementById(id);
    if (el) el.textContent = value === undefined || value === null || value === '' ? '—' : String(value);
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    if (parentOrigin && event.origin !== parentOrigin) return;
    var data = event.data;
    if (!data || data.type !== 'tessera.link.handoff') return;
    count += 1;
    show('origin', event.origin);
    show('token', data.token);
    show('document', data.document);
    show('protocol', data.conversation && data.conversation.protocol);
    show('user-name', data.user && data.user.name);
    show('user-email', data.user && data.user.email);
    show('user-registration', data.user && data.user.registration);
    show('profile', data.profile && data.profile.name);
    show('count', count);
    var status = document.getElementById('status');
    status.textContent = 'Dados do atendimento recebidos';
    status.setAttribute('data-received', '');
  });
  // Asked of the workspace only at its exact origin.
  if (parentOrigin && window.parent !== window) window.parent.postMessage({ type: 'tessera.link.ready' }, parentOrigin);
})();
