// bridgelaw: a pairs event's page and its tables follow the rounds. Every 2 s the page
// asks /api/pairs/{id}; when the round or the event's state has changed, the event page
// reloads, and a table of the event shows where its player goes next.
(function () {
  "use strict";
  const page = document.getElementById("pairs-event");
  const note = document.getElementById("pair-event-note");
  const root = page || note;
  if (!root) return;
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
        link.textContent = "The event is over: the results";
      } else {
        link.href = `/pairs/${id}`;
        link.textContent = place
          ? `Round ${event.round}: ${place.text}. Go to the event page to take your seat`
          : `Round ${event.round} has started: the event page says where you play`;
      }
      next.append(link);
    }
  }
  setInterval(look, 2000);
})();
