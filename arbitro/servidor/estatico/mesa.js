// The judge's page, improved: every event goes into the phone's storage first and is sent, in order, with its id
// (§14 "at the table"): on a LAN over plain http there is no secure context, so ids come from getRandomValues.
(function () {
  "use strict";
  var mesa = document.getElementById("mesa");
  if (!mesa || !window.localStorage || !window.fetch) return;
  var jogo = mesa.dataset.jogo, token = mesa.dataset.token, chave = "arbitro:" + token;
  var aviso = document.getElementById("pendentes");
  function fila() { try { return JSON.parse(localStorage.getItem(chave) || "[]"); } catch (e) { return []; } }
  function guardar(f) { localStorage.setItem(chave, JSON.stringify(f)); mostrar(f); }
  function mostrar(f) {
    var n = f.filter(function (x) { return !x.ok; }).length;
    aviso.hidden = n === 0;
    aviso.textContent = n + (n === 1 ? " evento espera" : " eventos esperam") + " a rede para chegar ao servidor.";
  }
  function novoId() {
    var b = new Uint8Array(16); crypto.getRandomValues(b);
    return Array.prototype.map.call(b, function (x) { return ("0" + x.toString(16)).slice(-2); }).join("");
  }
  function evento(d) {
    var tipo = d.get("tipo"), jogador = d.get("jogador"), valor = (d.get("valor") || "").trim() || d.get("fala");
    var e = {};
    if (tipo === "vaza") { e.vaza = d.get("lado") || valor || "parda"; return e; }
    if (!jogador) return null;
    if (tipo === "fala") { if (!valor) return null; e[jogador] = valor; }
    else if (tipo === "joga") e[jogador] = {joga: valor};
    else if (tipo === "pontos") e[jogador] = {pontos: parseInt(valor, 10)};
    else if (tipo === "baralho") e[jogador] = {baralho: true};
    else if (tipo === "falta") e[jogador] = {falta: valor};
    return e;
  }
  var enviando = false;
  function enviar() {
    if (enviando) return;
    var f = fila(), i = f.findIndex(function (x) { return !x.ok; });
    if (i < 0) return;
    enviando = true;
    fetch("/api/v1/jogos/" + jogo + "/eventos", {method: "POST", headers: {"Content-Type": "application/json",
      "Authorization": "Bearer " + token}, body: JSON.stringify(f[i].corpo)})
      .then(function (r) { return r.json().then(function (j) { return {status: r.status, j: j}; }); })
      .then(function (r) {
        enviando = false;
        var f2 = fila();
        if (r.status === 200) { f2[i].ok = true; guardar(f2); if (f2.every(function (x) { return x.ok; })) location.reload(); else enviar(); }
        else if (r.status >= 400 && r.status < 500 && r.status !== 408 && r.status !== 429) {
          f2.splice(i, 1); guardar(f2); alert("Não foi aceito: " + (r.j.problemas || [r.j.erro]).join("; ")); location.reload();
        }
      })
      .catch(function () { enviando = false; });
  }
  document.querySelectorAll("form.evento").forEach(function (form) {
    form.addEventListener("submit", function (ev) {
      var d = new FormData(form), e = evento(d);
      if (!e) return;  // the server answers the form and says what is missing
      ev.preventDefault();
      var corpo = {id: novoId(), partida: parseInt(d.getAll("partida").pop(), 10), volta: parseInt(d.get("volta"), 10), evento: e};
      if (d.get("testa")) corpo.testa = parseInt(d.get("testa"), 10);
      var f = fila(); f.push({corpo: corpo, ok: false}); guardar(f); enviar();
    });
  });
  mostrar(fila());
  // A server restored from an older copy lacks what it had acknowledged: what it does not hold is sent again,
  // with the same ids (§14: the phone keeps every event of an open jogo).
  fetch("/api/v1/jogos/" + jogo).then(function (r) { return r.json(); }).then(function (j) {
    var tem = {};
    (j.eventos || []).forEach(function (e) { tem[e.id] = true; });
    var f = fila(), faltou = false;
    f.forEach(function (x) { if (x.ok && !tem[x.corpo.id]) { x.ok = false; faltou = true; } });
    if (faltou) { guardar(f); enviar(); }
  }).catch(function () {});
  window.addEventListener("online", enviar);
  setInterval(enviar, 5000);
  enviar();
})();
