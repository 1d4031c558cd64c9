// The judge's page, improved: every event goes into the phone's storage first and is sent, in order, with its id
// (§14 "at the table"): on a LAN over plain http there is no secure context, so ids come from getRandomValues.
// Each event carries `depois` (the last event this phone knows of in its partida): when another phone on the same
// table wrote meanwhile, the server answers 409 and the page shows what that phone recorded and lets the judge
// keep or discard this one (issue 26: two phones never overwrite each other, and nothing is dropped silently).
(function () {
  "use strict";
  var mesa = document.getElementById("mesa");
  if (!mesa || !window.localStorage || !window.fetch) return;
  var jogo = mesa.dataset.jogo, token = mesa.dataset.token, chave = "arbitro:" + token;
  var partidaDaPagina = parseInt(mesa.dataset.partida, 10), ultimoVisto = mesa.dataset.ultimo || null;
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
  // The last event this phone knows of in a partida: its own latest not yet acknowledged, else the server's.
  function ultimoConhecido(f, partida) {
    for (var i = f.length - 1; i >= 0; i--) {
      if (!f[i].ok && f[i].corpo.partida === partida) return f[i].corpo.id;
    }
    return partida === partidaDaPagina ? ultimoVisto : null;
  }
  function descrever(corpo) {
    return "volta " + corpo.volta + (corpo.testa ? ", testa " + corpo.testa : "") + ": " + JSON.stringify(corpo.evento);
  }
  var enviando = false;
  function enviar() {
    if (enviando) return;
    var f = fila(), i = f.findIndex(function (x) { return !x.ok; });
    if (i < 0 || f[i].conflito) return;  // a conflict waits for the judge's choice
    enviando = true;
    var corpo = f[i].corpo;
    fetch("/api/v1/jogos/" + jogo + "/eventos", {method: "POST", headers: {"Content-Type": "application/json",
      "Authorization": "Bearer " + token}, body: JSON.stringify(corpo)})
      .then(function (r) { return r.json().then(function (j) { return {status: r.status, j: j}; }); })
      .then(function (r) {
        enviando = false;
        var f2 = fila();
        if (r.status === 200) {
          f2[i].ok = true;
          if (corpo.partida === partidaDaPagina) ultimoVisto = r.j.ultimo;
          guardar(f2);
          if (f2.every(function (x) { return x.ok; })) location.reload(); else enviar();
        } else if (r.status === 409 && corpo.depois) {
          conferir(i, corpo, r.j);
        } else if (r.status >= 400 && r.status < 500 && r.status !== 408 && r.status !== 429) {
          f2.splice(i, 1); guardar(f2); recusado(descrever(corpo) + " — não foi aceito: " +
                                                 (r.j.problemas || [r.j.erro]).join("; "));
        }
      })
      .catch(function () { enviando = false; });
  }
  // 409 with `depois`: what the server holds after the event this phone saw, shown next to this phone's event.
  function conferir(i, corpo, erro) {
    fetch("/api/v1/jogos/" + jogo).then(function (r) { return r.json(); }).then(function (j) {
      var deles = (j.eventos || []).filter(function (e) { return e.partida === corpo.partida; });
      var k = deles.findIndex(function (e) { return e.id === corpo.depois; });
      deles = deles.slice(k + 1);
      var f = fila();
      if (!deles.length || !f[i] || f[i].corpo.id !== corpo.id) {  // not a stale `depois`: another refusal
        f.splice(i, 1); guardar(f); recusado(descrever(corpo) + " — não foi aceito: " +
                                             (erro.problemas || [erro.erro]).join("; "));
        return;
      }
      f[i].conflito = true; guardar(f);
      var lista = document.getElementById("conflito-deles");
      lista.textContent = "";
      deles.forEach(function (e) {
        var li = document.createElement("li");  // textContent: names and calls are shown, never run as markup
        li.textContent = descrever(e) + (e.desfeito ? " (desfeito)" : "");
        lista.appendChild(li);
      });
      document.getElementById("conflito-meu").textContent = descrever(corpo);
      var painel = document.getElementById("conflito");
      painel.hidden = false;
      var ultimoDeles = deles[deles.length - 1].id;
      document.getElementById("conflito-manter").onclick = function () {
        var g = fila(); g[i].corpo.depois = ultimoDeles; delete g[i].conflito; guardar(g);
        painel.hidden = true; enviar();
      };
      document.getElementById("conflito-descartar").onclick = function () {
        var g = fila(), fora = g.splice(i, 1)[0];
        // the next event of the partida was chained on the discarded one: it now follows the server's last
        for (var n = i; n < g.length; n++) {
          if (!g[n].ok && g[n].corpo.partida === fora.corpo.partida && g[n].corpo.depois === fora.corpo.id) {
            g[n].corpo.depois = ultimoDeles;
          }
        }
        guardar(g); painel.hidden = true;
        if (g.every(function (x) { return x.ok; })) location.reload(); else enviar();
      };
    }).catch(function () {
      var f = fila(); if (f[i]) { f[i].conflito = false; guardar(f); }
    });
  }
  function recusado(texto) {
    document.getElementById("recusado-texto").textContent = texto;
    document.getElementById("recusado").hidden = false;
    document.getElementById("recusado-ok").onclick = function () { location.reload(); };
  }
  document.querySelectorAll("form.evento").forEach(function (form) {
    form.addEventListener("submit", function (ev) {
      var d = new FormData(form), e = evento(d);
      if (!e) return;  // the server answers the form and says what is missing
      ev.preventDefault();
      var f = fila();
      var corpo = {id: novoId(), partida: parseInt(d.getAll("partida").pop(), 10), volta: parseInt(d.get("volta"), 10), evento: e};
      if (d.get("testa")) corpo.testa = parseInt(d.get("testa"), 10);
      var depois = ultimoConhecido(f, corpo.partida);
      if (depois) corpo.depois = depois;
      f.push({corpo: corpo, ok: false}); guardar(f); enviar();
    });
  });
  // A conflict left open when the page was closed is shown again (its event is still on the phone).
  var aberta = fila().findIndex(function (x) { return !x.ok && x.conflito; });
  if (aberta >= 0) { var f0 = fila(); delete f0[aberta].conflito; guardar(f0); }
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
