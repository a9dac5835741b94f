// bridgelaw: a pairs event's page and its tables follow the rounds. Every 2 s the page
// asks /api/pairs/{id}; when the round or the event's state has changed, the event page
// reloads (not while the director is filling in a form: the next look reloads), and a
// table of the event shows where its player goes next. The director's adjusted-score
// form shows the fields of the kind of score chosen.
(function () {
  "use strict";
  const page = document.getElementById("pairs-event");
  const note = document.getElementById("pair-event-note");
  const root = page || note;
  if (!root) return;
  // the page's language: the words the server put in <script id="words"> (English if none)
  let words = {};
  try {
    words = JSON.parse(document.getElementById("words").textContent);
  } catch {
    words = {};
  }
  const t = (english) => words[english] || english;
  const tf = (english, values) =>
    Object.entries(values).reduce((text, [key, value]) => text.split(`%(${key})s`).join(String(value)), t(english));
  const kind = document.getElementById("adjust-kind");
  if (kind) {
    const show = () => {
      document.getElementById("adjust-artificial").hidden = kind.value !== "artificial";
      document.getElementById("adjust-assigned").hidden = kind.value !== "assigned";
    };
    kind.addEventListener("change", show);
    show();
  }
  function typing() {
    const active = document.activeElement;
    return Boolean(page && active && active.matches("input, select, textarea") && page.contains(active));
  }
  const id = root.dataset.event;
  const round = root.dataset.round;
  const status = root.dataset.status;
  async function look() {
    let answer;
    try {
      answer = await fetch(`/api/pairs/${id}`, { credentials: "same-origin" });
    } catch (error) {
      return; // offline: the next look tries again
    }
    if (!answer.ok) return;
    const event = await answer.json();
    const moved = String(event.round) !== round || event.status !== status;
    if (page && moved) {
      if (typing()) return; // the director is filling in a form: reload at the next look
      window.location.reload();
      return;
    }
    if (note && moved) {
      const next = document.getElementById("pair-event-next");
      const place = event.me && event.me.place;
      next.textContent = "";
      const link = document.createElement("a");
      if (event.status === "ended") {
        link.href = event.results;
        link.textContent = t("The event is over: the results");
      } else {
        link.href = `/pairs/${id}`;
        link.textContent = place
          ? tf("Round %(round)s: table %(table)s, %(seat)s. Take your seat from the event page", {
              round: event.round,
              table: place.table,
              seat: { N: t("North"), E: t("East"), S: t("South"), W: t("West") }[place.seat],
            })
          : tf("Round %(round)s has started: the event page says where you play", { round: event.round });
      }
      next.append(link);
    }
  }
  setInterval(look, 2000);
})();
