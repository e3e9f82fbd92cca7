/* The floor page's own small enhancements; every page works without them.
   - A card grid fills its text field as cards are tapped (and the field, typed into, ticks the
     grid); a card taken in one hand is greyed out in the others; at most five a hand.
   - A button marked data-once is disabled once its form is sent (no ruling logged twice). */
(function () {
  "use strict";
  var CARD = /^(10|[2-9TJQKA])([shdc])$|^(jk|joker)$/i;

  function norm(token) {
    var m = CARD.exec(token);
    if (!m) return null;
    if (m[3]) return "Jk";
    return (m[1] === "10" ? "T" : m[1].toUpperCase()) + m[2].toLowerCase();
  }

  function grids() { return Array.prototype.slice.call(document.querySelectorAll("[data-grid]")); }
  function boxes(grid) { return Array.prototype.slice.call(grid.querySelectorAll("input[type=checkbox]")); }

  function refresh() {
    var taken = {};
    grids().forEach(function (g) {
      boxes(g).forEach(function (b) { if (b.checked) taken[b.value] = g; });
    });
    grids().forEach(function (g) {
      var n = boxes(g).filter(function (b) { return b.checked; }).length;
      boxes(g).forEach(function (b) {
        var elsewhere = taken[b.value] && taken[b.value] !== g;
        b.disabled = !b.checked && (elsewhere || n >= 5);
        b.parentNode.classList.toggle("taken", !!elsewhere);
      });
    });
  }

  function fieldFor(grid) {
    return document.querySelector('[data-cards="' + grid.getAttribute("data-grid") + '"]');
  }

  grids().forEach(function (grid) {
    var field = fieldFor(grid);
    grid.addEventListener("change", function () {
      if (field) {
        field.value = boxes(grid).filter(function (b) { return b.checked; })
          .map(function (b) { return b.value; }).join(" ");
      }
      refresh();
    });
    if (field) {
      field.addEventListener("input", function () {
        var want = {};
        field.value.split(/[\s,]+/).forEach(function (t) { var c = norm(t); if (c) want[c] = true; });
        boxes(grid).forEach(function (b) { b.checked = !!want[b.value]; });
        refresh();
      });
      var ticked = boxes(grid).filter(function (b) { return b.checked; });
      if (ticked.length && !field.value) field.value = ticked.map(function (b) { return b.value; }).join(" ");
    }
  });
  refresh();

  Array.prototype.forEach.call(document.querySelectorAll("form"), function (form) {
    form.addEventListener("submit", function (event) {
      var button = event.submitter;
      if (button && button.hasAttribute("data-once")) {
        if (form.getAttribute("data-sent")) { event.preventDefault(); return; }
        form.setAttribute("data-sent", "1");
        window.setTimeout(function () { button.disabled = true; }, 0);
      }
    });
  });
})();
